import { randomBytes } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { type RenditionInfo, probeFile, transcodeToHls } from "@tazama/media";
import { HttpError } from "../../lib/http-error.ts";
import { KEY_URI, type MediaPublishing } from "../streaming/streaming.public.ts";
import type { AssetKind, IngestRepository, MediaAssetRow } from "./ingest.repository.ts";

export interface MediaLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface IngestServiceDeps {
  repository: IngestRepository;
  /** Streaming's side of a folder: where it is written, and which assets it serves. */
  publishing: MediaPublishing;
  /** Scratch space for transcodes, on the media root's filesystem. */
  workDir: string;
  /** Measured output of each storage folder, kept outside the served media root. */
  metaDir: string;
  ffmpeg: string;
  ffprobe: string;
  enqueueTranscode: (assetId: string) => Promise<void>;
  log: MediaLog;
}

export const NOT_A_READABLE_VIDEO = "This is not a video we can read.";

/** Errors that another attempt cannot fix: the asset fails at once, without retries. */
function isPermanent(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /no video stream|no duration|frame rate is unknown|did not return JSON|Invalid data found|No such file|does not exist|not a file/.test(
    message,
  );
}

function reasonOf(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.replace(/\s+/g, " ").trim().slice(0, 500);
}

/** A title's video in: registered, probed, transcoded to HLS, published through streaming. */
export function createIngestService(deps: IngestServiceDeps) {
  const { repository: repo, publishing, log } = deps;

  async function writeMeta(storageKey: string, renditions: RenditionInfo[], durationS: number) {
    await mkdir(deps.metaDir, { recursive: true });
    await writeFile(
      path.join(deps.metaDir, `${storageKey}.json`),
      JSON.stringify({ renditions, durationS }),
    );
  }

  return {
    /** Registers a source for a title and queues its transcode. */
    async ingest(input: { sourcePath: string; titleRef: string; kind: AssetKind }) {
      const title = await repo.findTitleByRef(input.titleRef);
      if (!title)
        throw new HttpError(404, "content/not-found", `No title with ref ${input.titleRef}.`);
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
      const asset = await repo.upsertAsset({
        titleId: title.id,
        kind: input.kind,
        sourcePath,
        keyHex: randomBytes(16).toString("hex"),
      });
      // A replaced asset is not served until its new folder is ready.
      await publishing.withdrawAsset(asset.id);
      await deps.enqueueTranscode(asset.id);
      log.info({ titleRef: title.ref, assetId: asset.id, kind: input.kind }, "media queued");
      return asset;
    },

    /** The transcode job: ready or failed with the reason; throws when a retry may help. */
    async processAsset(assetId: string): Promise<MediaAssetRow["status"] | "missing"> {
      const asset = await repo.findAsset(assetId);
      if (!asset) {
        log.warn({ assetId }, "transcode skipped: the asset no longer exists");
        return "missing";
      }
      const tag = { titleRef: asset.title.ref, assetId, kind: asset.kind };
      if (asset.status === "ready") return "ready";
      await repo.markProcessing(assetId);
      log.info(tag, "transcode started");
      try {
        const result = await transcodeToHls({
          source: asset.sourcePath,
          outDir: publishing.folder(asset.storageKey),
          workRoot: deps.workDir,
          key: Buffer.from(asset.keyHex, "hex"),
          keyUri: KEY_URI,
          ffmpeg: deps.ffmpeg,
          ffprobe: deps.ffprobe,
          // Below the API's priority: pages stay fast while a transcode runs.
          niceness: 10,
        });
        publishing.forgetFiles(asset.storageKey);
        await writeMeta(asset.storageKey, result.renditions, result.probe.durationS);
        await repo.markReady(asset.storageKey, result.renditions, result.probe.durationS);
        await publishing.publish(asset.storageKey);
        log.info(
          {
            ...tag,
            ms: result.elapsedMs,
            realtime: Number(((result.probe.durationS * 1000) / result.elapsedMs).toFixed(2)),
            renditions: result.renditions.map((r) => r.name),
          },
          "transcode finished",
        );
        return "ready";
      } catch (error) {
        const reason = reasonOf(error);
        await repo.markFailed(asset.storageKey, reason);
        await publishing.withdraw(asset.storageKey);
        if (isPermanent(error)) {
          log.error({ ...tag, reason }, "transcode failed for good");
          return "failed";
        }
        log.warn({ ...tag, reason }, "transcode failed; the queue retries it");
        throw error;
      }
    },

    /** Every asset's state and failure reason, newest first (admins). */
    async listAssets() {
      const rows = await repo.listAssets(500);
      return rows.map((r) => ({
        id: r.id,
        titleRef: r.titleRef,
        kind: r.kind,
        status: r.status,
        failureReason: r.failureReason,
        durationS: r.durationS,
        renditions: r.renditions.map((x) => x.name),
        updatedAt: r.updatedAt.toISOString(),
      }));
    },
  };
}

export type IngestService = ReturnType<typeof createIngestService>;
