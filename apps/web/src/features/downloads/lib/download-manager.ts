import {
  type DownloadGrant,
  type DownloadRevocation,
  opusRendition,
  playsWithOpus,
  sharedAudioRendition,
  withOpusAudio,
} from "@tazama/contracts";
import { ApiError } from "../../../lib/api-client.ts";
import { deleteDownload } from "../api/downloads-api.ts";
import { keepOfflinePages } from "../../../lib/register-service-worker.ts";
import { beforeSignOut } from "../../../lib/sign-out-hooks.ts";
import { dropIdentity } from "./device-keys.ts";
import { fetchDownload, renewLocal } from "./downloader.ts";
import { markKeepsDownloads } from "./downloads-flag.ts";
import { statedTerms } from "./licence.ts";
import {
  type LocalDownload,
  allDownloads,
  deleteFiles,
  deleteLocalDownload,
  putDownload,
  readMeta,
  updateDownload,
  writeMeta,
} from "./offline-store.ts";
import { waitingFor } from "./schedule.ts";

type Listener = () => void;

const listeners = new Set<Listener>();
/** Every download this browser keeps, whichever account it is for. */
let kept: readonly LocalDownload[] = [];
let running: { id: string; controller: AbortController; done: Promise<void> } | null = null;
/** The first start's work (the list read from IndexedDB…): every later start() waits for it. */
let started: Promise<void> | null = null;
/** Undoes what start() set up (its listeners and timer). */
let stopTriggers: (() => void) | null = null;
/** The account whose downloads show, play and fetch here (null: nobody is signed in). */
let account: string | null = null;

/**
 * What the list shows: the account's own downloads, and those revoked because their account was
 * closed or disabled (nobody can sign in to them; the row says why and can be removed).
 */
export function visibleTo(all: readonly LocalDownload[], owner: string | null) {
  return all.filter(
    (d) =>
      (owner !== null && d.userId === owner) ||
      d.revoked === "account-closed" ||
      d.revoked === "account-disabled",
  );
}

function connection() {
  return (navigator as Navigator & { connection?: { type?: string } & EventTarget }).connection;
}

async function refresh(): Promise<void> {
  kept = await allDownloads();
  markKeepsDownloads(kept.length > 0);
  for (const listener of listeners) listener();
}

/** Why the first waiting download cannot start now (null: it can). */
export function waitReason(download: LocalDownload) {
  return waitingFor(download, {
    online: navigator.onLine,
    connection: connection(),
    hour: new Date().getHours(),
  });
}

async function run(download: LocalDownload): Promise<void> {
  const controller = new AbortController();
  const work = (async () => {
    await updateDownload(download.id, () => ({ status: "downloading", error: null }));
    await refresh();
    try {
      await fetchDownload(download.id, controller.signal, () => void refresh());
      await updateDownload(download.id, () => ({ status: "done" }));
      // Its pages kept by the service worker, so it plays offline at once.
      keepOfflinePages();
    } catch (error) {
      if (controller.signal.aborted) return;
      const refused = error instanceof ApiError && error.status < 500;
      await updateDownload(download.id, () =>
        refused
          ? { status: "failed", error: error.message }
          : // The network went (or the server stumbled): wait, and go on from here.
            { status: "waiting", error: null },
      );
    }
  })();
  running = { id: download.id, controller, done: work };
  await work;
  running = null;
  await refresh();
  kick();
}

/** Starts the next download of the account's that may start now (one at a time). */
function kick(): void {
  if (running) return;
  const next = kept.find(
    (d) => d.userId === account && d.status === "waiting" && waitReason(d) === null,
  );
  if (next) void run(next);
}

async function stopRunning(id: string): Promise<void> {
  if (running?.id !== id) return;
  running.controller.abort();
  await running.done;
}

/** Removals the server has not heard of yet (made offline). */
async function flushRemovals(): Promise<void> {
  const pending = (await readMeta<string[]>("removals")) ?? [];
  const left: string[] = [];
  for (const id of pending) {
    await deleteDownload(id).catch((error: unknown) => {
      if (!(error instanceof ApiError)) left.push(id);
    });
  }
  if (left.length !== pending.length) await writeMeta("removals", left);
}

/** A licence is renewed when it is older than this, whenever the device is online. */
const RENEW_AFTER_MS = 24 * 3_600_000;

/** Online: the account's licences renewed (daily), and offline first plays reported. */
async function renewAll(): Promise<void> {
  for (const download of kept) {
    if (download.userId !== account || download.status !== "done" || !download.licence) continue;
    if (!navigator.onLine) break;
    const issued = Date.parse(statedTerms(download.licence)?.issuedAt ?? "");
    const unreported = download.firstPlayedAt !== null && !download.firstPlayReported;
    if (!unreported && Date.now() - issued < RENEW_AFTER_MS) continue;
    // Refused: the next licence check says whether it was revoked (and it goes) or ran out.
    await renewLocal(download).catch(() => undefined);
  }
  await refresh();
}

async function begin(): Promise<void> {
  account = (await readMeta<string>("account")) || null;
  beforeSignOut(() => downloadManager.lock());
  for (const d of await allDownloads()) {
    if (d.status === "downloading") await updateDownload(d.id, () => ({ status: "waiting" }));
  }
  await refresh();
  const wake = () => {
    if (!navigator.onLine) return;
    void flushRemovals().catch(() => undefined);
    void renewAll();
    kick();
  };
  window.addEventListener("online", wake);
  connection()?.addEventListener("change", wake);
  // A night download's hour comes while the app is open.
  const timer = setInterval(kick, 60_000);
  stopTriggers = () => {
    window.removeEventListener("online", wake);
    connection()?.removeEventListener("change", wake);
    clearInterval(timer);
  };
  wake();
  kick();
}

/**
 * This device's downloads: the list (useSyncExternalStore), and the queue that fetches them one
 * at a time, waits for Wi-Fi or the night when asked, pauses and resumes, and carries on after
 * a reload from the files already kept.
 */
export const downloadManager = {
  subscribe: (listener: Listener): (() => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Every download kept here, whoever's: filter with `visibleTo`. */
  snapshot: () => kept,

  /** Whose downloads show, play and fetch here; the last one is remembered for offline starts. */
  async setAccount(owner: string | null): Promise<void> {
    if (owner !== account && running) await stopRunning(running.id);
    account = owner;
    await writeMeta("account", owner ?? "");
    await refresh();
    kick();
  },

  account: () => account,

  /** Signing out: the account's private key is dropped and its downloads no longer show here. */
  async lock(): Promise<void> {
    const owner = account ?? ((await readMeta<string>("account")) || null);
    if (owner) await dropIdentity(owner);
    await downloadManager.setAccount(null);
  },

  /**
   * Once per page: the list, downloads cut by a reload resumed, and the queue's triggers. Resolves
   * once the list has been read, whoever called first (the Downloads page shows it only then).
   */
  start(): Promise<void> {
    started ??= begin();
    return started;
  },

  /**
   * The queue's triggers off (the page's end; tests whose pages share one window): a later
   * "online" no longer renews or fetches for this instance.
   */
  stop(): void {
    stopTriggers?.();
    stopTriggers = null;
    started = null;
  },

  /**
   * Queues a download the server granted. `opus`: this device streams the Opus master (ADR
   * 0083), and an H.264 rung is kept with the Opus audio as it plays here.
   */
  async add(
    userId: string,
    grant: DownloadGrant,
    choice: { wifiOnly: boolean; startHour: number | null; opus?: boolean },
  ): Promise<void> {
    const listed = grant.renditions.find((r) => r.name === grant.download.rendition);
    // The rung as this device plays it: an H.264 one with Opus where it takes the Opus master
    // and the folder has it (its size then counts Opus, not the AAC the grant counts).
    const chosen =
      listed && choice.opus === true ? withOpusAudio(listed, grant.renditions) : listed;
    // The audio the rung plays with: AAC (the H.264 master's, ADR 0073); Opus for an AV1 rung
    // that the AV1 master pairs with it or an H.264 rung of the Opus master (ADR 0083).
    const aac = sharedAudioRendition(grant.renditions);
    const opus = opusRendition(grant.renditions);
    const audio = chosen !== undefined && playsWithOpus(chosen) ? opus : aac;
    await stopRunning(grant.download.id);
    await deleteLocalDownload(grant.download.id);
    await putDownload({
      id: grant.download.id,
      userId,
      ref: grant.download.ref,
      title: grant.download.title,
      poster: grant.download.poster,
      rendition: grant.download.rendition,
      height: grant.download.height,
      bytesTotal: chosen === listed ? grant.download.bytes : chosen!.bytesTotal,
      bytesDone: 0,
      renditions: [chosen, audio].filter((r) => r !== undefined),
      status: "waiting",
      wifiOnly: choice.wifiOnly,
      startHour: choice.startHour,
      files: null,
      licence: grant.licence,
      revoked: null,
      durationS: grant.durationS,
      firstPlayedAt: null,
      firstPlayReported: false,
      positionS: 0,
      error: null,
      createdAt: Date.now(),
    });
    await refresh();
    kick();
  },

  async pause(id: string): Promise<void> {
    await stopRunning(id);
    await updateDownload(id, () => ({ status: "paused" }));
    await refresh();
    kick();
  },

  async resume(id: string): Promise<void> {
    await updateDownload(id, () => ({ status: "waiting", error: null }));
    await refresh();
    kick();
  },

  /** Starts a waiting download now, whatever it was waiting for (the viewer asked). */
  async startNow(id: string): Promise<void> {
    await updateDownload(id, () => ({ startHour: null, wifiOnly: false }));
    await this.resume(id);
  },

  /** Removes a download here and frees its place on the account (later, if offline now). */
  async remove(id: string): Promise<void> {
    const revoked = kept.find((d) => d.id === id)?.revoked;
    await stopRunning(id);
    await deleteLocalDownload(id);
    await refresh();
    // Refunded: its place on the account is freed too. Other revocations left none to free.
    if (revoked && revoked !== "refunded") return;
    try {
      await deleteDownload(id);
    } catch (error) {
      if (!(error instanceof ApiError)) {
        const pending = (await readMeta<string[]>("removals")) ?? [];
        await writeMeta("removals", [...pending, id]);
      }
    }
    kick();
  },

  /**
   * The server revoked it: its key (the licence) and its files go at once; the row stays and
   * says why until the viewer removes it.
   */
  async revoke(id: string, reason: DownloadRevocation): Promise<void> {
    await stopRunning(id);
    await updateDownload(id, () => ({
      licence: null,
      revoked: reason,
      status: "failed",
      files: null,
      bytesDone: 0,
      error: null,
    }));
    await deleteFiles(id);
  },

  refresh,
};
