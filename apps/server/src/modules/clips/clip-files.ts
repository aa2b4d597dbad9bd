import { createReadStream } from "node:fs";
import { rm } from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";
import type { ObjectStore } from "../storage/storage.public.ts";

export type ByteSpan = { start: number; end: number };

/** A finished clip's file: its size and its bytes, whole or one range (inclusive). */
export interface StoredClip {
  bytes: number;
  read(range?: ByteSpan): Promise<Readable | undefined>;
}

export interface ClipFiles {
  /** The file at a clip's storage path (`recordedBytes`: the size its row holds), if there. */
  open(storagePath: string, recordedBytes: number): Promise<StoredClip | undefined>;
  /** Deletes it (nothing when it is gone). */
  remove(storagePath: string): Promise<void>;
}

/**
 * Where finished clips are read and deleted: under DATA_DIR with the local media store (as
 * always: the row's size, a file stream), in the bucket otherwise (issue 20), where the storage
 * path is the object's key and its size comes from the store.
 */
export function createClipFiles(deps: { store: ObjectStore; dataDir: string }): ClipFiles {
  const { store } = deps;
  if (store.kind === "local") {
    const at = (storagePath: string) => path.join(deps.dataDir, storagePath);
    return {
      async open(storagePath, recordedBytes) {
        const file = at(storagePath);
        return {
          bytes: recordedBytes,
          read: async (range) =>
            range
              ? createReadStream(file, { start: range.start, end: range.end })
              : createReadStream(file),
        };
      },
      async remove(storagePath) {
        await rm(at(storagePath), { force: true });
      },
    };
  }
  return {
    async open(key) {
      const bytes = await store.size(key);
      if (bytes === undefined) return undefined;
      return {
        bytes,
        read: (range) => store.readRange(key, range?.start ?? 0, range?.end ?? bytes - 1),
      };
    },
    async remove(key) {
      await store.delete(key);
    },
  };
}
