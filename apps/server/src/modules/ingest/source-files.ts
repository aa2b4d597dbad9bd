import { randomBytes, randomUUID } from "node:crypto";
import { createWriteStream } from "node:fs";
import { access, mkdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import type { ObjectStore } from "../storage/storage.public.ts";
import { type SourceLocation, extensionOf } from "./source-location.ts";

export interface SourceFilesDeps {
  /** `app.storage`: in S3 mode sources go there, since workers may share no disk with the API. */
  storage: ObjectStore;
  /** The worker's scratch folder: a downloaded source lives there while its job runs. */
  workDir: string;
}

/** A job's source as a file on this machine; `release` removes it when it is a download. */
export interface SourceOnThisMachine {
  /** Its path (downloaded on the first call when it is an object). */
  file(): Promise<string>;
  release(): Promise<void>;
}

const fileExists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

/** Worded so that the job fails for good at once (media-jobs.service's isPermanent). */
const gone = (key: string) => new Error(`the source ${key} does not exist in the media store`);

/**
 * Video sources on disk or in the media store: where the API keeps an accepted upload, and how a
 * worker reads it.
 *
 * Deletion policy, the same in both modes: a source outlives its transcode and nothing in the app
 * deletes it, since Retry and a remade rendition read it again. Local mode keeps the uploaded
 * file (DATA_DIR/uploads/…) even once a newer upload replaces the video; S3 mode likewise keeps
 * the object under `sources/<assetId>/`. Deleted are only the API's local copy of an upload once
 * it is in the store, a worker's download once its job attempt ends (done or not: the next
 * attempt downloads again), and an object that no job came to use (an ingest that failed after
 * the upload).
 */
export function createSourceFiles({ storage, workDir }: SourceFilesDeps) {
  async function download(key: string, to: string): Promise<void> {
    const size = await storage.size(key);
    if (size === undefined) throw gone(key);
    await mkdir(path.dirname(to), { recursive: true });
    if (size === 0) {
      await writeFile(to, "");
      return;
    }
    // Streamed: a film's source may be several GB.
    const body = await storage.readRange(key, 0, size - 1);
    if (!body) throw gone(key);
    await pipeline(body, createWriteStream(to));
  }

  return {
    /**
     * Where an accepted (probed) upload of the asset is kept. S3 mode: put into the store at
     * `sources/<assetId>/<random><ext>` (multipart when big); the caller's file stays, for the
     * caller to remove when it is its own upload. Local mode: the file itself, where it is.
     */
    async keep(file: string, to: { assetId: string; fileName?: string }): Promise<SourceLocation> {
      if (storage.kind !== "s3") return { kind: "file", path: file };
      const key = `sources/${to.assetId}/${randomUUID()}${extensionOf(to.fileName ?? file)}`;
      await storage.putFile(key, file);
      return { kind: "object", key };
    },

    /** Drops an object that `keep` stored and no job came to use; a file is never ours to drop. */
    async discard(source: SourceLocation): Promise<void> {
      if (source.kind === "object") await storage.delete(source.key);
    },

    async exists(source: SourceLocation): Promise<boolean> {
      return source.kind === "file"
        ? fileExists(source.path)
        : (await storage.size(source.key)) !== undefined;
    },

    /**
     * The source of one job attempt as a file: a file as it is; an object downloaded to
     * `<workDir>/source-<jobId>-<random><ext>` (a name of its own per attempt, so an attempt still
     * running when the queue starts another never shares it).
     */
    onThisMachine(source: SourceLocation, jobId: string): SourceOnThisMachine {
      if (source.kind === "file") {
        return { file: async () => source.path, release: async () => undefined };
      }
      const copy = path.join(
        workDir,
        `source-${jobId}-${randomBytes(4).toString("hex")}${extensionOf(source.key)}`,
      );
      let downloaded: Promise<string> | undefined;
      return {
        file: () => (downloaded ??= download(source.key, copy).then(() => copy)),
        async release() {
          await downloaded?.catch(() => undefined);
          await rm(copy, { force: true });
        },
      };
    },
  };
}

export type SourceFiles = ReturnType<typeof createSourceFiles>;
