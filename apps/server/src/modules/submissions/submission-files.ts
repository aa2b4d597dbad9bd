import { createReadStream } from "node:fs";
import { mkdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";
import type { ObjectStore } from "../storage/storage.public.ts";

/** Where a submission's files are kept, each under its submission's reference and our name. */
export interface SubmissionFiles {
  save(reference: string, storedName: string, data: Buffer, contentType: string): Promise<void>;
  /** Deletes it (nothing when it is gone already). */
  remove(reference: string, storedName: string): Promise<void>;
  /** Its `bytes` bytes as a stream, or undefined when it is not there. */
  open(reference: string, storedName: string, bytes: number): Promise<Readable | undefined>;
}

/** Files in a folder (DATA_DIR/submissions): `<dir>/<reference>/<storedName>`. */
export function folderFiles(dir: string): SubmissionFiles {
  const at = (reference: string, storedName: string) => path.join(dir, reference, storedName);
  return {
    async save(reference, storedName, data) {
      await mkdir(path.join(dir, reference), { recursive: true });
      await writeFile(at(reference, storedName), data);
    },
    remove: (reference, storedName) => rm(at(reference, storedName), { force: true }),
    open: (reference, storedName) => Promise.resolve(createReadStream(at(reference, storedName))),
  };
}

/**
 * Files in the media bucket (MEDIA_STORE), for admins on any API process to read:
 * `submissions/<reference>/<storedName>`.
 */
export function bucketFiles(bucket: ObjectStore): SubmissionFiles {
  const key = (reference: string, storedName: string) => `submissions/${reference}/${storedName}`;
  return {
    save: (reference, storedName, data, contentType) =>
      bucket.put(key(reference, storedName), data, contentType),
    remove: (reference, storedName) => bucket.delete(key(reference, storedName)),
    open: (reference, storedName, bytes) =>
      bucket.readRange(key(reference, storedName), 0, bytes - 1),
  };
}
