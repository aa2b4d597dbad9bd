import type { DownloadLicenceTerms, StreamGrant } from "@tazama/contracts";
import type { HlsConfig } from "hls.js";
import { deviceIdentity, unwrapKey } from "./device-keys.ts";
import { readLicence } from "./licence.ts";
import { LICENCE_REFUSALS, checkLicence } from "./licence-rules.ts";
import { offlineLoader } from "./offline-loader.ts";
import { type LocalDownload, getDownload, markSeen, readFile, readMeta } from "./offline-store.ts";

export type OfflineSource =
  | {
      ok: true;
      download: LocalDownload;
      terms: DownloadLicenceTerms;
      /** What the player plays: the download's master playlist, under a local URL. */
      grant: StreamGrant;
      loader: HlsConfig["loader"];
      /** This play starts a rental's window (note its first play). */
      startsWindow: boolean;
    }
  | { ok: false; message: string; download: LocalDownload | null };

/**
 * Opens a kept download for playback with no network: checks its licence (the server's signature,
 * its dates, the device's clock), unwraps the key with this device's private key, and gives the
 * player a loader that reads every file from IndexedDB.
 */
export async function openOffline(id: string, now = Date.now()): Promise<OfflineSource> {
  const download = (await getDownload(id)) ?? null;
  if (!download) {
    return { ok: false, message: "This download is not on this device.", download };
  }
  if (download.status !== "done") {
    return { ok: false, message: "This download has not finished yet.", download };
  }
  const serverKey = await readMeta<JsonWebKey>("licenceKey");
  const terms = serverKey ? await readLicence(download.licence, serverKey) : null;
  if (!terms || terms.downloadId !== id) {
    return { ok: false, message: LICENCE_REFUSALS.invalid, download };
  }
  const lastSeenAt = (await readMeta<number>("lastSeenAt")) ?? 0;
  const verdict = checkLicence(terms, { lastSeenAt, firstPlayedAt: download.firstPlayedAt }, now);
  if (!verdict.ok) return { ok: false, message: LICENCE_REFUSALS[verdict.reason], download };
  let key: ArrayBuffer;
  try {
    key = await unwrapKey(await deviceIdentity(), terms.wrappedKey);
  } catch {
    return { ok: false, message: LICENCE_REFUSALS.invalid, download };
  }
  await markSeen(now);
  const base = `${window.location.origin}/offline/${id}/`;
  return {
    ok: true,
    download,
    terms,
    startsWindow: verdict.startsWindow,
    loader: offlineLoader(base, (path) =>
      path === "key" ? Promise.resolve(key) : readFile(id, path),
    ),
    grant: {
      manifestUrl: `${base}master.m3u8`,
      expiresAt: new Date(verdict.until).toISOString(),
      resumeAt: Math.floor(download.positionS),
      renditions: download.renditions,
      subtitles: [],
    },
  };
}
