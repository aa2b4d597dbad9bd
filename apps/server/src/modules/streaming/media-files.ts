import { readFile, stat } from "node:fs/promises";
import path from "node:path";

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
 * Reads published media files, keeping hot ones in memory (files of a published folder never
 * change in place: a new transcode publishes a new folder and calls `forget`).
 */
export function createMediaFiles(root: string, cacheBytes = 128 * 1024 * 1024) {
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
      const full = path.join(root, storageKey, file);
      try {
        const info = await stat(full);
        if (!info.isFile()) return undefined;
        const data = await readFile(full);
        remember(key, data);
        return data;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
        throw error;
      }
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
