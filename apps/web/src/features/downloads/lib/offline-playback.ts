import type { DownloadLicenceTerms, DownloadRevocation, StreamGrant } from "@tazama/contracts";
import type { HlsConfig } from "hls.js";
import { keptIdentity, unwrapKey } from "./device-keys.ts";
import { readLicence } from "./licence.ts";
import { type LicenceRefusal, checkLicence } from "./licence-rules.ts";
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
  | { ok: false; refusal: OfflineRefusal; download: LocalDownload | null };

/**
 * Why a download does not play: its licence's terms, or not on this device, not finished, kept
 * for another account, locked (its account signed out here), or revoked by the server.
 */
export type OfflineRefusal =
  LicenceRefusal | "missing" | "unfinished" | "other-account" | "locked" | DownloadRevocation;

/**
 * Opens a kept download for playback with no network: checks its licence (the server's signature,
 * its dates, the device's clock), unwraps the key with this device's private key, and gives the
 * player a loader that reads every file from IndexedDB.
 */
export async function openOffline(
  id: string,
  owner: string | null,
  now = Date.now(),
): Promise<OfflineSource> {
  const download = (await getDownload(id)) ?? null;
  const refuse = (refusal: OfflineRefusal) => ({ ok: false as const, refusal, download });
  if (!download) return refuse("missing");
  if (download.revoked) return refuse(download.revoked);
  if (download.userId !== null && download.userId !== owner) return refuse("other-account");
  if (download.status !== "done" || !download.licence) return refuse("unfinished");
  // Kept before downloads had owners: played again once its account has signed in here.
  const identity = download.userId ? await keptIdentity(download.userId) : undefined;
  if (!identity) return refuse("locked");
  const serverKey = await readMeta<JsonWebKey>("licenceKey");
  const terms = serverKey ? await readLicence(download.licence, serverKey) : null;
  if (!terms || terms.downloadId !== id) return refuse("invalid");
  const lastSeenAt = (await readMeta<number>("lastSeenAt")) ?? 0;
  const verdict = checkLicence(terms, { lastSeenAt, firstPlayedAt: download.firstPlayedAt }, now);
  if (!verdict.ok) return refuse(verdict.reason);
  // A licence wrapped for the key this account had before it signed out here: locked.
  if (identity.id !== terms.deviceId) return refuse("locked");
  let key: ArrayBuffer;
  try {
    key = await unwrapKey(identity, terms.wrappedKey);
  } catch {
    return refuse("locked");
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
