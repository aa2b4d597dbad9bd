import { readdir } from "node:fs/promises";
import path from "node:path";
import type { ObjectStore } from "../storage/storage.public.ts";

/** The files a media URL may name inside an asset folder (no key: keys never live on disk). */
const SERVABLE = /^(master\.m3u8|[a-z0-9]+\/(index\.m3u8|init_\d+\.mp4|seg_\d{3,6}\.m4s))$/;

export const CONTENT_TYPES: Record<string, string> = {
  ".m3u8": "application/vnd.apple.mpegurl",
  ".mp4": "video/mp4",
  ".m4s": "video/iso.segment",
};

export function isServable(file: string): boolean {
  return SERVABLE.test(file);
}

export function contentTypeOf(file: string): string {
  return CONTENT_TYPES[path.extname(file)] ?? "application/octet-stream";
}

/**
 * Reads published media files from the store (the local media folder, or a bucket), keeping hot
 * ones in memory (files of a published folder never change in place: a new transcode publishes
 * a new folder and calls `forget`). A transcode writes its folder under `root` on this machine;
 * `upload` copies it into a bucket when the store is one.
 */
export function createMediaFiles(root: string, store: ObjectStore, cacheBytes = 128 * 1024 * 1024) {
  const cache = new Map<string, Buffer>();
  let cached = 0;

  function remember(key: string, data: Buffer) {
    if (data.length > cacheBytes / 8) return;
    cache.set(key, data);
    cached += data.length;
    for (const [oldest, buffer] of cache) {
      if (cached <= cacheBytes) break;
      cache.delete(oldest);
      cached -= buffer.length;
    }
  }

  return {
    root,
    folder(storageKey: string): string {
      return path.join(root, storageKey);
    },

    /** The file's bytes, or undefined when it does not exist. */
    async read(storageKey: string, file: string): Promise<Buffer | undefined> {
      const key = `${storageKey}/${file}`;
      const hit = cache.get(key);
      if (hit) {
        // Refresh its place: the map's order is the eviction order.
        cache.delete(key);
        cache.set(key, hit);
        return hit;
      }
      const data = await store.read(key);
      if (data) remember(key, data);
      return data;
    },

    /**
     * Copies a transcoded folder from this machine into the store when the store is a bucket
     * (the local store is that folder already). Playlists go last: a player never sees a
     * playlist whose segments are not there yet.
     */
    async upload(storageKey: string): Promise<number> {
      if (store.kind === "local") return 0;
      const folder = path.join(root, storageKey);
      const files = (await readdir(folder, { recursive: true, withFileTypes: true }))
        .filter((entry) => entry.isFile())
        .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)))
        .map((file) => file.split(path.sep).join("/"))
        .sort((a, b) => Number(a.endsWith(".m3u8")) - Number(b.endsWith(".m3u8")));
      for (const file of files) {
        await store.putFile(`${storageKey}/${file}`, path.join(folder, file), contentTypeOf(file));
      }
      return files.length;
    },

    forget(storageKey: string): void {
      for (const [key, buffer] of cache) {
        if (key.startsWith(`${storageKey}/`)) {
          cache.delete(key);
          cached -= buffer.length;
        }
      }
    },
  };
}

export type MediaFiles = ReturnType<typeof createMediaFiles>;
