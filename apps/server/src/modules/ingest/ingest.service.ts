import { randomBytes, randomUUID } from "node:crypto";
import path from "node:path";
import { probeFile } from "@tazama/media";
import { HttpError } from "../../lib/http-error.ts";
import type { MediaPublishing } from "../streaming/streaming.public.ts";
import type { AssetKind, IngestRepository } from "./ingest.repository.ts";
import type { MediaJobsRepository } from "./media-jobs.repository.ts";
import { type MediaJobsService, type MediaLog, reasonOf } from "./media-jobs.service.ts";
import type { SourceFiles } from "./source-files.ts";
import { sourceColumn } from "./source-location.ts";

export type { MediaLog } from "./media-jobs.service.ts";

export interface IngestServiceDeps {
  repository: IngestRepository;
  jobRepository: MediaJobsRepository;
  jobs: MediaJobsService;
  /** Streaming's side of a folder: which assets it serves. */
  publishing: MediaPublishing;
  /** Where an accepted source is kept: where it is, or the media store (S3 mode). */
  sources: SourceFiles;
  ffprobe: string;
  log: MediaLog;
}

export const NOT_A_READABLE_VIDEO = "This is not a video we can read.";

const PAGE = 50;

/** A title's video in (registered, probed, its transcode queued), and the admins' views of it. */
export function createIngestService(deps: IngestServiceDeps) {
  const { repository: repo, jobs, log } = deps;

  async function titleOf(ref: string) {
    const title = await repo.findTitleByRef(ref);
    if (!title) throw new HttpError(404, "content/not-found", `No title with ref ${ref}.`);
    return title;
  }

  return {
    /** 404 for a title that does not exist: a resumable upload is refused before its first byte. */
    async assertTitle(ref: string): Promise<void> {
      await titleOf(ref);
    },

    /**
     * Registers a source for a title and queues its transcode. A title whose video is ready keeps
     * playing it: the new one goes to a folder of its own and replaces it when it is ready.
     * In S3 mode the probed source is put into the media store (any worker reads it there) and
     * the answer's `source` says so: the caller removes its file when it is its own upload.
     */
    async ingest(input: {
      sourcePath: string;
      titleRef: string;
      kind: AssetKind;
      createdBy?: string;
      /** The name the file was sent with, for its extension in the store. */
      fileName?: string;
    }) {
      const title = await titleOf(input.titleRef);
      const sourcePath = path.resolve(input.sourcePath);
      // The type is what ffprobe finds in the file, never its name.
      // ffprobe's words (and the file's path) go to the log only, never to the caller.
      await probeFile(sourcePath, deps.ffprobe).catch((error: unknown) => {
        log.warn(
          { titleRef: title.ref, reason: reasonOf(error) },
          "upload is not a readable video",
        );
        throw new HttpError(400, "media/unreadable", NOT_A_READABLE_VIDEO);
      });
      const current = await repo.findAssetForTitle(title.id, input.kind);
      const assetId = current?.id ?? randomUUID();
      const source = await deps.sources.keep(sourcePath, {
        assetId,
        ...(input.fileName === undefined ? {} : { fileName: input.fileName }),
      });
      try {
        const asset =
          current?.status === "ready"
            ? current
            : await repo.upsertAsset({
                // A new asset takes the id its source is stored under (a replaced one keeps its
                // own id and gets a new folder, as before).
                ...(current ? {} : { id: assetId }),
                titleId: title.id,
                kind: input.kind,
                sourcePath: sourceColumn(source),
                keyHex: randomBytes(16).toString("hex"),
              });
        if (asset !== current) await deps.publishing.withdrawAsset(asset.id);
        const job = await jobs.open({
          assetId: asset.id,
          action: "transcode",
          sourcePath: sourceColumn(source),
          storageKey: asset === current ? randomUUID() : asset.storageKey,
          createdBy: input.createdBy ?? null,
        });
        log.info(
          { titleRef: title.ref, assetId: asset.id, jobId: job.id, kind: input.kind },
          "media queued",
        );
        return { ...asset, jobId: job.id, source };
      } catch (error) {
        await deps.sources.discard(source).catch((discardError: unknown) => {
          log.warn({ titleRef: title.ref, reason: reasonOf(discardError) }, "source not dropped");
        });
        throw error;
      }
    },

    /** Queues the first transcode of an asset already registered (demo media). */
    async queueTranscode(assetId: string) {
      const asset = await repo.findAsset(assetId);
      if (!asset) return;
      await jobs.open({
        assetId,
        action: "transcode",
        sourcePath: asset.sourcePath,
        storageKey: asset.storageKey,
      });
    },

    /** Every asset's state and failure reason, newest first (admins); one title's, or all. */
    async listAssets(titleRef?: string) {
      const rows = await repo.listAssets(500, titleRef);
      return rows.map((r) => ({
        id: r.id,
        titleRef: r.titleRef,
        kind: r.kind,
        status: r.status,
        failureReason: r.failureReason,
        durationS: r.durationS,
        renditions: r.renditions.map((x) => x.name),
        ladder: r.ladder,
        updatedAt: r.updatedAt.toISOString(),
      }));
    },

    /** The job table, newest first: one title's or the whole site's, by state. */
    async listJobs(query: {
      jobId?: string;
      titleRef?: string;
      status?: Parameters<MediaJobsRepository["listJobs"]>[0]["status"];
      page: number;
    }) {
      const { rows, total } = await deps.jobRepository.listJobs({
        jobId: query.jobId,
        titleRef: query.titleRef,
        status: query.status,
        limit: PAGE,
        offset: (query.page - 1) * PAGE,
      });
      return {
        jobs: rows.map((r) => ({
          ...r,
          createdAt: r.createdAt.toISOString(),
          startedAt: r.startedAt?.toISOString() ?? null,
          finishedAt: r.finishedAt?.toISOString() ?? null,
        })),
        total,
        pageSize: PAGE,
      };
    },

    /** The transcode job's entry point (the queue's worker). */
    process: (payload: { assetId: string; jobId?: string }, stopping?: AbortSignal) =>
      jobs.process(payload, stopping),
  };
}

export type IngestService = ReturnType<typeof createIngestService>;
