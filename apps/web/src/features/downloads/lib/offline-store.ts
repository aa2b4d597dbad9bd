import type { DownloadLicence, DownloadRevocation, StreamRendition } from "@tazama/contracts";
import { type DBSchema, type IDBPDatabase, openDB } from "idb";

/** A download as this device keeps it. */
export interface LocalDownload {
  id: string;
  /**
   * The account it was downloaded for (only that account sees and plays it). Null: kept before
   * downloads had owners; the account whose device it was on adopts it when it next signs in.
   */
  userId: string | null;
  ref: string;
  title: string;
  poster: string | null;
  rendition: string;
  height: number;
  /** The video's and its audio's bytes (the server's figure, shown before starting). */
  bytesTotal: number;
  bytesDone: number;
  /** The chosen rung and the audio (what the player is told about). */
  renditions: StreamRendition[];
  status: "waiting" | "downloading" | "paused" | "done" | "failed";
  /** Only over Wi-Fi (or a wire), as the viewer asked. */
  wifiOnly: boolean;
  /** Not before this local hour (0–23): a night bundle; null: now. */
  startHour: number | null;
  /** Every file to fetch, relative to the master playlist, once the playlists are in. */
  files: string[] | null;
  /** Null once revoked: the wrapped key went with it. */
  licence: DownloadLicence | null;
  /** Why the server revoked it (its files are gone; the row stays to say why). */
  revoked: DownloadRevocation | null;
  durationS: number;
  /** A rental's first play on this device while offline (ms); reported when back online. */
  firstPlayedAt: number | null;
  firstPlayReported: boolean;
  /** Where playback stopped (s). */
  positionS: number;
  error: string | null;
  createdAt: number;
}

export interface DeviceIdentity {
  /** The server's id once registered (null: not yet). */
  id: string | null;
  /** RSA-OAEP; the private key is not extractable. */
  keys: CryptoKeyPair;
  spki: string;
}

interface OfflineDb extends DBSchema {
  downloads: { key: string; value: LocalDownload };
  /** `${downloadId}/${path}` → the bytes exactly as served. */
  files: { key: string; value: ArrayBuffer };
  meta: {
    key: string;
    value: MetaValue;
  };
}

type MetaValue = DeviceIdentity | JsonWebKey | number | string[] | string;
/**
 * `device:<userId>`: each account's own key pair on this browser (dropped when it signs out);
 * `device`: the one key pair of downloads kept before accounts had their own (adopted);
 * `account`: the account signed in last, whose downloads the list shows.
 */
type MetaKey = "device" | `device:${string}` | "account" | "licenceKey" | "lastSeenAt" | "removals";

let opened: Promise<IDBPDatabase<OfflineDb>> | null = null;

/** The downloads database (IndexedDB), opened once per page. */
export function offlineDb(): Promise<IDBPDatabase<OfflineDb>> {
  opened ??= openDB<OfflineDb>("tazama-downloads", 1, {
    upgrade(db) {
      db.createObjectStore("downloads", { keyPath: "id" });
      db.createObjectStore("files");
      db.createObjectStore("meta");
    },
  });
  return opened;
}

export const fileKey = (downloadId: string, path: string) => `${downloadId}/${path}`;

/** Fields a download kept by an older version lacks. */
const upgraded = (d: LocalDownload): LocalDownload => ({
  ...d,
  userId: d.userId ?? null,
  revoked: d.revoked ?? null,
});

export async function allDownloads(): Promise<LocalDownload[]> {
  const list = await (await offlineDb()).getAll("downloads");
  return list.map(upgraded).sort((a, b) => b.createdAt - a.createdAt);
}

export async function getDownload(id: string): Promise<LocalDownload | undefined> {
  const found = await (await offlineDb()).get("downloads", id);
  return found ? upgraded(found) : undefined;
}

export async function putDownload(download: LocalDownload): Promise<void> {
  await (await offlineDb()).put("downloads", download);
}

/** Updates a kept download in one transaction (a no-op when it was removed meanwhile). */
export async function updateDownload(
  id: string,
  change: (download: LocalDownload) => Partial<LocalDownload>,
): Promise<LocalDownload | undefined> {
  const db = await offlineDb();
  const tx = db.transaction("downloads", "readwrite");
  const kept = await tx.store.get(id);
  if (!kept) {
    await tx.done;
    return undefined;
  }
  const found = upgraded(kept);
  const next = { ...found, ...change(found) };
  await tx.store.put(next);
  await tx.done;
  return next;
}

export async function readFile(downloadId: string, path: string): Promise<ArrayBuffer | undefined> {
  return (await offlineDb()).get("files", fileKey(downloadId, path));
}

export async function hasFile(downloadId: string, path: string): Promise<boolean> {
  return (await (await offlineDb()).getKey("files", fileKey(downloadId, path))) !== undefined;
}

export async function writeFile(downloadId: string, path: string, data: ArrayBuffer) {
  await (await offlineDb()).put("files", data, fileKey(downloadId, path));
}

/** Deletes the files a download kept (its row stays). */
export async function deleteFiles(id: string): Promise<void> {
  const db = await offlineDb();
  await db.delete("files", IDBKeyRange.bound(`${id}/`, `${id}/\uffff`));
}

export async function deleteMeta(key: MetaKey): Promise<void> {
  await (await offlineDb()).delete("meta", key);
}

/** Forgets a download and every file it kept. */
export async function deleteLocalDownload(id: string): Promise<void> {
  const db = await offlineDb();
  const tx = db.transaction(["downloads", "files"], "readwrite");
  await tx.objectStore("downloads").delete(id);
  await tx.objectStore("files").delete(IDBKeyRange.bound(`${id}/`, `${id}/\uffff`));
  await tx.done;
}

export async function readMeta<T extends MetaValue>(key: MetaKey): Promise<T | undefined> {
  return (await (await offlineDb()).get("meta", key)) as T | undefined;
}

export async function writeMeta(key: MetaKey, value: MetaValue): Promise<void> {
  await (await offlineDb()).put("meta", value, key);
}

/** Notes that the device is in use now: the clock may not go back behind it later. */
export async function markSeen(now = Date.now()): Promise<number> {
  const last = (await readMeta<number>("lastSeenAt")) ?? 0;
  const seen = Math.max(last, now);
  if (seen !== last) await writeMeta("lastSeenAt", seen);
  return seen;
}
