import { statfs } from "node:fs/promises";
import type { FileStore } from "@tus/file-store";
import { HttpError } from "../../lib/http-error.ts";

/** Unfinished resumable uploads one admin may hold at once (finish or drop one to start another). */
export const MAX_UNFINISHED_UPLOADS_PER_ADMIN = 5;

/**
 * Free disk an upload must leave beyond its own size and what unfinished uploads still have to
 * send: room for the transcode's output, the logs and the database.
 */
export const UPLOAD_DISK_MARGIN_BYTES = 1024 ** 3;

/** Bytes free for the server on the disk holding `directory` (statfs; tests pass their own). */
export type FreeBytes = (directory: string) => Promise<number>;

export const statfsFreeBytes: FreeBytes = async (directory) => {
  const stats = await statfs(directory);
  return stats.bavail * stats.bsize;
};

export interface UploadAdmissionOptions {
  datastore: FileStore;
  directory: string;
  freeBytes?: FreeBytes;
}

const GB = 1024 ** 3;
const gigabytes = (bytes: number) => `${(bytes / GB).toFixed(1)} GB`;

/**
 * Whether a new resumable upload may start: the sender's unfinished uploads under the cap, and the
 * disk able to take it. Read from the upload folder (the tus records), so it holds after a restart.
 * One process checks one sender's uploads one at a time (the routes serialise a sender's creations).
 */
export function createUploadAdmission({
  datastore,
  directory,
  freeBytes = statfsFreeBytes,
}: UploadAdmissionOptions) {
  /** Every upload not yet complete: who sends it and how many bytes it still has to send. */
  async function unfinished(): Promise<{ sender: string | undefined; left: number }[]> {
    const ids = (await datastore.configstore.list?.()) ?? [];
    const found: { sender: string | undefined; left: number }[] = [];
    for (const id of ids) {
      try {
        const upload = await datastore.getUpload(id);
        if (upload.size !== undefined && upload.offset < upload.size) {
          found.push({
            sender: upload.metadata?.sender ?? undefined,
            left: upload.size - upload.offset,
          });
        }
      } catch {
        // Finished and moved away, dropped or expired meanwhile: not unfinished.
      }
    }
    return found;
  }

  return {
    async check(sender: string, size: number): Promise<void> {
      const open = await unfinished();
      if (open.filter((u) => u.sender === sender).length >= MAX_UNFINISHED_UPLOADS_PER_ADMIN) {
        throw new HttpError(
          409,
          "upload/too-many-unfinished",
          `You have ${MAX_UNFINISHED_UPLOADS_PER_ADMIN} unfinished uploads: finish or drop one before starting another.`,
        );
      }
      const promised = open.reduce((sum, u) => sum + u.left, 0);
      const free = await freeBytes(directory);
      if (size + promised + UPLOAD_DISK_MARGIN_BYTES > free) {
        throw new HttpError(
          507,
          "upload/no-space",
          `The server's disk has no room for this file (${gigabytes(size)}; ${gigabytes(Math.max(0, free - promised - UPLOAD_DISK_MARGIN_BYTES))} can be taken now). Free some space first.`,
        );
      }
    },
  };
}
