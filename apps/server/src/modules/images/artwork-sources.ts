import { readFile, stat } from "node:fs/promises";
import path from "node:path";
import type { ObjectStore } from "../storage/storage.public.ts";
import { artworkKey, artworkVersion } from "./artwork-store.ts";

/** One state of a source image: a stamp that changes with its bytes, and how to read them. */
export interface SourceVersion {
  stamp: string;
  /** In the bucket: its variants go there too, for every process (its stamp is the same in all). */
  shared: boolean;
  /** The bytes and their stamp, which differs from `stamp` if the art was replaced since. */
  load(): Promise<{ body: Buffer; stamp: string } | undefined>;
}

export interface ArtworkSource {
  /** The file's current state, or undefined when there is none; `hint` is the request's `?v=`. */
  current(file: string, hint?: string): Promise<SourceVersion | undefined>;
}

/**
 * Art in a folder (DATA_DIR/uploads), stamped by its modification time and size: a replaced file
 * changes them, so it is rendered again in any process reading the same folder.
 */
export function folderSource(dir: string): ArtworkSource {
  return {
    async current(file) {
      const info = await stat(path.join(dir, file)).catch(() => undefined);
      if (!info?.isFile()) return undefined;
      const stamp = `${Math.trunc(info.mtimeMs).toString(36)}-${info.size.toString(36)}`;
      return {
        stamp,
        shared: false,
        load: async () => {
          const body = await readFile(path.join(dir, file)).catch(() => undefined);
          return body && { body, stamp };
        },
      };
    },
  };
}

interface Known {
  size: number;
  stamp: string;
  /** When the bucket last confirmed `size` (the injected clock's ms). */
  checkedAt: number;
  /** `?v=` values already checked against these bytes and found to be others' (old URLs). */
  others: string[];
}

/**
 * Uploaded art in the bucket (`artwork/<file>`), stamped by the hash of its bytes, which every
 * process computes alike; art not there comes from `fallback` (the demo's, drawn into the folder).
 * A request that names the known bytes' `?v=` (or none) is answered from memory for `recheckMs`
 * after the bucket last confirmed the object's size: a page of posters costs the bucket one HEAD
 * per image every few seconds, not one per request. After that the size is asked again, so art
 * replaced by another process is seen within `recheckMs`; a request carrying a `?v=` that is not
 * the known bytes' (the new art's hash, in pages drawn after the change) makes this process check
 * at once, and read the bytes again when they may differ (a replacement of the very same size).
 */
export function bucketSource(
  bucket: ObjectStore,
  fallback: ArtworkSource,
  clock: { now: () => number; recheckMs: number },
): ArtworkSource {
  const known = new Map<string, Known>();
  const reading = new Map<string, Promise<{ body: Buffer; stamp: string } | undefined>>();

  function read(file: string) {
    let pending = reading.get(file);
    if (!pending) {
      pending = bucket
        .read(artworkKey(file))
        .then((body) => {
          if (!body) return undefined;
          const stamp = artworkVersion(body);
          const was = known.get(file);
          const others = was?.stamp === stamp ? was.others : [];
          known.set(file, { size: body.length, stamp, others, checkedAt: clock.now() });
          return { body, stamp };
        })
        .finally(() => reading.delete(file));
      reading.set(file, pending);
    }
    return pending;
  }

  return {
    async current(file, hint) {
      const was = known.get(file);
      const named = (entry: Known) =>
        hint === undefined || hint === entry.stamp || entry.others.includes(hint);
      if (was && named(was) && clock.now() - was.checkedAt < clock.recheckMs) {
        return { stamp: was.stamp, shared: true, load: () => read(file) };
      }
      const size = await bucket.size(artworkKey(file));
      if (size === undefined) {
        known.delete(file);
        return fallback.current(file, hint);
      }
      if (was?.size === size && named(was)) {
        was.checkedAt = clock.now();
        return { stamp: was.stamp, shared: true, load: () => read(file) };
      }
      const loaded = await read(file);
      if (!loaded) return fallback.current(file, hint);
      const now = known.get(file);
      if (now && hint !== undefined && hint !== loaded.stamp) {
        now.others = [hint, ...now.others.filter((v) => v !== hint)].slice(0, 8);
      }
      return { stamp: loaded.stamp, shared: true, load: () => Promise.resolve(loaded) };
    },
  };
}
