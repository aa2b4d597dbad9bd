import type { Readable } from "node:stream";
import {
  CLIP_MAX_SECONDS,
  CLIP_REQUESTS_PER_HOUR,
  type ClipAccepted,
  type ClipView,
} from "@tazama/contracts";
import { pickClipRendition } from "@tazama/media";
import { HttpError } from "../../lib/http-error.ts";
import {
  RENTAL_ENDED,
  type WatchAccess as EntitlementsAccess,
  decideWatch,
} from "../entitlements/entitlements.public.ts";
import type { ClipCutter } from "./clip-cutter.ts";
import type { ByteSpan, ClipFiles } from "./clip-files.ts";
import type { AssetKind, ClipRepository, ClipWithAsset } from "./clips.repository.ts";

/** A ready clip can be downloaded for a day. */
export const CLIP_TTL_MS = 24 * 3600_000;
const HOUR_MS = 3600_000;

export interface ClipLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface ClipServiceDeps {
  clips: ClipRepository;
  access: EntitlementsAccess;
  /** Cuts a clip from its asset and keeps the file (clip-cutter.ts). */
  cutter: ClipCutter;
  /** Finished clips' files, on disk or in the bucket (clip-files.ts). */
  files: ClipFiles;
  now: () => Date;
  enqueue: (clipId: string) => Promise<void>;
  log: ClipLog;
}

export interface ClipFile {
  bytes: number;
  /** The whole file, or one range of it. */
  read(range?: ByteSpan): Promise<Readable>;
  downloadName: string;
}

const notFound = () => new HttpError(404, "clip/not-found", "No such clip.");
/** Past its day, or its file is gone: either way the viewer asks for a new one. */
const expired = () =>
  new HttpError(410, "clip/expired", "This clip has expired. Ask for a new one.");

function reasonOf(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.replace(/\s+/g, " ").trim().slice(0, 500);
}

export function createClipService(deps: ClipServiceDeps) {
  const { clips, log } = deps;

  function view(clip: ClipWithAsset): ClipView {
    const expired = clip.expiresAt.getTime() <= deps.now().getTime();
    return {
      id: clip.id,
      ref: clip.ref,
      startS: clip.startS,
      durationS: clip.durationS,
      status: clip.status,
      ...(clip.status === "ready" && !expired
        ? { url: `/api/v1/content/clip/${clip.id}/file`, bytes: clip.bytes ?? 0 }
        : {}),
      ...(clip.failureReason ? { failureReason: clip.failureReason } : {}),
      expiresAt: clip.expiresAt.toISOString(),
    };
  }

  async function owned(userId: string, id: string): Promise<ClipWithAsset> {
    const clip = /^[0-9a-f-]{36}$/.test(id) ? await clips.find(id) : undefined;
    // Another user's clip is as absent as a missing one.
    if (!clip || clip.userId !== userId) throw notFound();
    return clip;
  }

  return {
    /** A signed-in viewer who may watch the title asks for ≤ 60 s of it: queued for the job. */
    async request(
      userId: string,
      input: { ref: string; startS: number; durationS: number; kind: AssetKind },
    ): Promise<ClipAccepted> {
      if (input.durationS > CLIP_MAX_SECONDS) {
        throw new HttpError(400, "clip/too-long", `A clip is at most ${CLIP_MAX_SECONDS} seconds.`);
      }
      const title = await clips.findTitleByRef(input.ref);
      if (!title) throw new HttpError(404, "content/not-found", "This title does not exist.");
      const decision = await decideWatch(
        { viewerId: userId, kind: input.kind, title },
        deps.access,
      );
      if (!decision.allowed) {
        if (decision.rentalEnded) {
          throw new HttpError(RENTAL_ENDED.status, RENTAL_ENDED.code, RENTAL_ENDED.message);
        }
        throw new HttpError(403, "content/not-entitled", "Buy or rent this title to clip it.");
      }
      const asset = await clips.findAssetForTitle(title.id, input.kind);
      if (!asset)
        throw new HttpError(404, "media/unavailable", "There is no video for this title yet.");
      if (asset.status !== "ready" || asset.durationS === null) {
        throw new HttpError(409, "media/not-ready", "This video is still being prepared.");
      }
      if (input.startS + input.durationS > asset.durationS + 0.05) {
        throw new HttpError(
          400,
          "clip/out-of-range",
          `The clip must end within the video (${Math.floor(asset.durationS)} s).`,
        );
      }
      const now = deps.now();
      const recent = await clips.countSince(userId, new Date(now.getTime() - HOUR_MS));
      if (recent >= CLIP_REQUESTS_PER_HOUR) {
        throw new HttpError(
          429,
          "clip/too-many",
          `You can ask for ${CLIP_REQUESTS_PER_HOUR} clips an hour. Try again later.`,
        );
      }
      const clip = await clips.insert({
        userId,
        assetId: asset.id,
        startS: input.startS,
        durationS: input.durationS,
        createdAt: now,
        expiresAt: new Date(now.getTime() + CLIP_TTL_MS),
      });
      await deps.enqueue(clip.id);
      log.info({ titleRef: title.ref, clipId: clip.id }, "clip queued");
      return { clipId: clip.id, status: clip.status };
    },

    /** The owner's view of a clip; anyone else's is 404. */
    async get(userId: string, id: string): Promise<ClipView> {
      return view(await owned(userId, id));
    },

    /** The ready, unexpired file of the owner's clip. */
    async file(userId: string, id: string): Promise<ClipFile> {
      const clip = await owned(userId, id);
      // Checked first: an expired clip's file may already have been deleted.
      if (clip.expiresAt.getTime() <= deps.now().getTime()) {
        throw expired();
      }
      if (clip.status !== "ready" || !clip.storagePath) {
        throw new HttpError(409, "clip/not-ready", "This clip is not ready yet.");
      }
      const stored = await deps.files.open(clip.storagePath, clip.bytes ?? 0);
      if (!stored) throw expired();
      return {
        bytes: stored.bytes,
        async read(range) {
          const stream = await stored.read(range);
          if (!stream) throw expired();
          return stream;
        },
        downloadName: `tazama-${clip.ref}-${Math.floor(clip.startS)}s.mp4`,
      };
    },

    /** Deletes the files of expired clips (their rows stay); returns how many went. */
    async purgeExpired(): Promise<number> {
      const expired = await clips.expiredWithFiles(deps.now());
      for (const clip of expired) {
        await deps.files.remove(clip.storagePath);
        await clips.forgetFile(clip.id);
      }
      return expired.length;
    },

    /** The clip job: ready with its size, or failed with the reason (a re-cut would not help). */
    async process(clipId: string): Promise<ClipView["status"] | "missing"> {
      const clip = await clips.find(clipId);
      if (!clip) {
        log.warn({ clipId }, "clip skipped: it no longer exists");
        return "missing";
      }
      if (clip.status === "ready" || clip.status === "failed") return clip.status;
      const tag = { titleRef: clip.ref, clipId };
      await clips.markProcessing(clipId);
      try {
        if (clip.asset.status !== "ready") throw new Error("the video is no longer available");
        const { video, audio } = pickClipRendition(clip.asset.renditions);
        const { bytes, storagePath } = await deps.cutter.cut({
          clipId,
          storageKey: clip.asset.storageKey,
          keyHex: clip.asset.keyHex,
          videoRendition: video.name,
          audioRendition: audio.name,
          startS: clip.startS,
          durationS: clip.durationS,
        });
        await clips.markReady(clipId, bytes, storagePath);
        log.info({ ...tag, bytes, rendition: video.name }, "clip ready");
        return "ready";
      } catch (error) {
        const reason = reasonOf(error);
        await clips.markFailed(clipId, reason);
        log.error({ ...tag, reason }, "clip failed");
        return "failed";
      }
    },
  };
}

export type ClipService = ReturnType<typeof createClipService>;
