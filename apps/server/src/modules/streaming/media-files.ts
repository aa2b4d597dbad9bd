import { mkdir, mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { MASTER_PLAYLIST } from "@tazama/media";
import type { ObjectStore } from "../storage/storage.public.ts";

/** The files a media URL may name inside an asset folder (no key: keys never live on disk). */
const SERVABLE =
  /^(master(-av1|-opus)?\.m3u8|(av1-)?[a-z0-9]+\/(index\.m3u8|init_\d+\.mp4|seg_\d{3,6}\.m4s))$/;

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

  /** Whether the store holds the folder's master playlist (it is published last). */
  async function has(storageKey: string): Promise<boolean> {
    return (await store.size(`${storageKey}/${MASTER_PLAYLIST}`)) !== undefined;
  }

  function forget(storageKey: string): void {
    for (const [key, buffer] of cache) {
      if (key.startsWith(`${storageKey}/`)) {
        cache.delete(key);
        cached -= buffer.length;
      }
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

    has,

    /**
     * Moves a transcoded folder from this machine into the store when the store is a bucket (the
     * local store is that folder already): the worker keeps no copy. Playlists go last: a player
     * never sees a playlist whose segments are not there yet. A folder no longer here but in the
     * bucket (a demo folder published by an earlier start) has nothing to move.
     */
    async upload(storageKey: string): Promise<number> {
      if (store.kind === "local") return 0;
      const folder = path.join(root, storageKey);
      const entries = await readdir(folder, { recursive: true, withFileTypes: true }).catch(
        (error: unknown) => {
          if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
          throw error;
        },
      );
      if (!entries) {
        if (await has(storageKey)) return 0;
        throw new Error(`media folder ${storageKey} is neither on this machine nor in the store`);
      }
      const files = entries
        .filter((entry) => entry.isFile())
        .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)))
        .map((file) => file.split(path.sep).join("/"))
        .sort((a, b) => Number(a.endsWith(".m3u8")) - Number(b.endsWith(".m3u8")));
      for (const file of files) {
        await store.putFile(`${storageKey}/${file}`, path.join(folder, file), contentTypeOf(file));
      }
      await rm(folder, { recursive: true, force: true });
      return files.length;
    },

    /**
     * The folder as files on this machine, for a job that builds on it (a remade rendition keeps
     * the other ones): the folder itself in the local store, else a copy downloaded from the
     * bucket into `scratch`, removed by `release`.
     */
    async checkout(
      storageKey: string,
      scratch: string,
    ): Promise<{ dir: string; release: () => Promise<void> }> {
      if (store.kind === "local")
        return { dir: path.join(root, storageKey), release: async () => {} };
      await mkdir(scratch, { recursive: true });
      const dir = await mkdtemp(path.join(scratch, "checkout-"));
      const release = () => rm(dir, { recursive: true, force: true });
      try {
        const keys = await store.list(`${storageKey}/`);
        if (keys.length === 0) throw new Error(`media folder ${storageKey} is not in the store`);
        for (const key of keys) {
          const data = await store.read(key);
          if (!data) throw new Error(`media object ${key} went away while it was copied`);
          const file = path.join(dir, ...key.slice(storageKey.length + 1).split("/"));
          await mkdir(path.dirname(file), { recursive: true });
          await writeFile(file, data);
        }
      } catch (error) {
        await release();
        throw error;
      }
      return { dir, release };
    },

    /** Deletes a folder nothing plays any more: on this machine, and in the bucket. */
    async remove(storageKey: string): Promise<void> {
      forget(storageKey);
      await rm(path.join(root, storageKey), { recursive: true, force: true });
      if (store.kind !== "local") await store.deletePrefix(`${storageKey}/`);
    },

    forget,
  };
}

export type MediaFiles = ReturnType<typeof createMediaFiles>;
