import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { clipSourceFiles, parseMediaPlaylist } from "@tazama/media";
import type { ObjectStore } from "../storage/storage.public.ts";

export interface ClipSourceRequest {
  /** The asset's folder in the store. */
  storageKey: string;
  /** The renditions the cut reads (its video and audio rungs). */
  renditions: readonly string[];
  startS: number;
  durationS: number;
  /** An empty local folder: it becomes a partial copy of the asset's folder. */
  into: string;
}

async function fetchObject(store: ObjectStore, key: string): Promise<Buffer> {
  const body = await store.read(key);
  if (!body) throw new Error(`${key} is not in the media store`);
  return body;
}

/**
 * Like Promise.all, but a failure is thrown only once every promise has settled: no write lands
 * in the folder after the caller has removed it.
 */
async function settleAll<T>(promises: Promise<T>[]): Promise<T[]> {
  const results = await Promise.allSettled(promises);
  const failed = results.find((r): r is PromiseRejectedResult => r.status === "rejected");
  if (failed) throw failed.reason as Error;
  return results.map((r) => (r as PromiseFulfilledResult<T>).value);
}

/**
 * Copies from the media store only what a cut of the span reads (issue 20): each rendition's
 * playlist, init segment and the segments covering the span, laid out as the asset's folder
 * (`<rendition>/index.m3u8`, …) so cutClip reads it as a local asset — never the whole video.
 * Returns the bytes fetched.
 */
export async function fetchClipSource(
  store: ObjectStore,
  request: ClipSourceRequest,
): Promise<number> {
  let bytes = 0;
  for (const rendition of request.renditions) {
    const folder = `${request.storageKey}/${rendition}`;
    const dir = path.join(request.into, rendition);
    const playlist = await fetchObject(store, `${folder}/index.m3u8`);
    const files = clipSourceFiles(
      parseMediaPlaylist(playlist.toString("utf8")),
      request.startS,
      request.durationS,
    );
    await mkdir(dir, { recursive: true });
    await writeFile(path.join(dir, "index.m3u8"), playlist);
    // At most 60 s of 4 s segments and an init segment: a few small objects at once.
    const sizes = await settleAll(
      files.map(async (file) => {
        // The store refuses a key with `..` before anything is written.
        const body = await fetchObject(store, `${folder}/${file}`);
        await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
        await writeFile(path.join(dir, file), body);
        return body.length;
      }),
    );
    bytes += playlist.length + sizes.reduce((sum, n) => sum + n, 0);
  }
  return bytes;
}
