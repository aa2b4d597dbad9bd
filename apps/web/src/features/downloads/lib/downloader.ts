import { masterPlaylistOf } from "@tazama/contracts";
import { renewDownload } from "../api/downloads-api.ts";
import {
  type LocalDownload,
  getDownload,
  hasFile,
  updateDownload,
  writeFile,
} from "./offline-store.ts";
import { audioFolder, keepVariant, mediaFiles } from "./playlists.ts";

const encode = (text: string) => new TextEncoder().encode(text).buffer;

async function fetchBytes(url: string, signal: AbortSignal): Promise<ArrayBuffer> {
  const response = await fetch(url, { credentials: "same-origin", signal });
  if (!response.ok) throw new Error(`The download stopped: ${response.status} for a file.`);
  return response.arrayBuffer();
}

/**
 * A fresh licence and fresh signed URLs for a kept download (reporting an offline first play of a
 * rental, once). Updates the local copy and returns the URL base its files are fetched from.
 */
export async function renewLocal(download: LocalDownload): Promise<string> {
  const unreported = download.firstPlayedAt !== null && !download.firstPlayReported;
  const grant = await renewDownload(
    download.id,
    unreported ? new Date(download.firstPlayedAt!).toISOString() : undefined,
  );
  await updateDownload(download.id, () => ({
    licence: grant.licence,
    ...(unreported ? { firstPlayReported: true } : {}),
  }));
  return grant.manifestUrl.replace(/[^/]+$/, "");
}

/**
 * Fetches what is missing of a download into IndexedDB: the master playlist cut to the chosen rung,
 * the rung's and the audio's playlists, then every init segment and segment, as served (the
 * segments stay encrypted). Resumable: files already kept are skipped. `onBytes` after each file.
 */
export async function fetchDownload(
  id: string,
  signal: AbortSignal,
  onBytes: () => void,
): Promise<void> {
  const start = await getDownload(id);
  if (!start) return;
  const base = await renewLocal(start);
  let files = start.files;
  if (!files) {
    const decoder = new TextDecoder();
    // An AV1 rung is named by the AV1 master playlist (ADR 0083), an H.264 rung kept with Opus by
    // the Opus master (ADR 0083); kept as the download's master.
    const chosen = start.renditions.find((r) => r.name === start.rendition);
    const masterName = chosen ? masterPlaylistOf(chosen) : "master.m3u8";
    const master = decoder.decode(await fetchBytes(`${base}${masterName}`, signal));
    const folders = [start.rendition, audioFolder(master)].filter((f) => f !== null);
    const listed: string[] = [];
    let playlistBytes = 0;
    for (const folder of folders) {
      const bytes = await fetchBytes(`${base}${folder}/index.m3u8`, signal);
      await writeFile(id, `${folder}/index.m3u8`, bytes);
      playlistBytes += bytes.byteLength;
      listed.push(...mediaFiles(decoder.decode(bytes), folder));
    }
    await writeFile(id, "master.m3u8", encode(keepVariant(master, start.rendition)));
    files = listed;
    await updateDownload(id, (d) => ({ files: listed, bytesDone: d.bytesDone + playlistBytes }));
    onBytes();
  }
  for (const path of files) {
    if (signal.aborted) throw signal.reason;
    if (await hasFile(id, path)) continue;
    const bytes = await fetchBytes(`${base}${path}`, signal);
    await writeFile(id, path, bytes);
    await updateDownload(id, (d) => ({ bytesDone: d.bytesDone + bytes.byteLength }));
    onBytes();
  }
}
