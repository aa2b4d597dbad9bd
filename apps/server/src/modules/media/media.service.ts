import { randomBytes } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import {
  ANONYMOUS,
  MASTER_PLAYLIST,
  type RenditionInfo,
  probeFile,
  signMediaToken,
  transcodeToHls,
  verifyMediaToken,
} from "@tazama/media";
import { HttpError } from "../../lib/http-error.ts";
import { createAssetLinks } from "./asset-links.ts";
import {
  RENTAL_ENDED,
  type WatchAccess as EntitlementsAccess,
  decideWatch,
} from "../entitlements/entitlements.public.ts";
import type { MediaFiles } from "./media-files.ts";
import type {
  AssetKind,
  MediaAssetRow,
  MediaRendition,
  MediaRepository,
} from "./media.repository.ts";

/** The key URI written into every media playlist; answered by the key route, never by a file. */
export const KEY_URI = "../key";
const ASSET_CACHE_MS = 30_000;

export interface MediaLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface MediaServiceDeps {
  repository: MediaRepository;
  files: MediaFiles;
  tokenSecret: string;
  tokenTtlS: number;
  /** Milliseconds since the epoch (tests pass a fixed clock). */
  now: () => number;
  /** Scratch space for transcodes, on the media root's filesystem. */
  workDir: string;
  /** Measured output of each storage folder, kept outside the served media root. */
  metaDir: string;
  ffmpeg: string;
  ffprobe: string;
  enqueueTranscode: (assetId: string) => Promise<void>;
  access: EntitlementsAccess;
  log: MediaLog;
}

export const NOT_A_READABLE_VIDEO = "This is not a video we can read.";

/** A viewer's views of one title count once in this window, after a grant in it. */
export const VIEW_WINDOW_MS = 24 * 3600 * 1000;

/** Played this far (95 %), a title starts again from the beginning. */
const FINISHED = 0.95;

export interface StreamGrant {
  assetId: string;
  manifestUrl: string;
  expiresAt: string;
  resumeAt: number;
  renditions: { name: string; height: number; bandwidth: number; bytesTotal: number }[];
}

interface CachedAsset {
  storageKey: string;
  kind: AssetKind;
  status: MediaAssetRow["status"];
  keyHex: string;
  title: { id: number; isFree: boolean; ref: string };
  until: number;
}

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

export function createMediaService(deps: MediaServiceDeps) {
  const { repository: repo, files, log } = deps;
  const assets = new Map<string, CachedAsset>();
  const links = createAssetLinks({
    mediaDir: files.root,
    listFolders: (storageKey) => repo.listAssetFolders(storageKey),
    now: deps.now,
  });

  async function lookup(assetId: string): Promise<CachedAsset | undefined> {
    const hit = assets.get(assetId);
    if (hit && hit.until > deps.now()) return hit;
    const row = /^[0-9a-f-]{36}$/.test(assetId) ? await repo.findAsset(assetId) : undefined;
    if (!row) return undefined;
    const entry: CachedAsset = {
      storageKey: row.storageKey,
      kind: row.kind,
      status: row.status,
      keyHex: row.keyHex,
      title: row.title,
      until: deps.now() + ASSET_CACHE_MS,
    };
    assets.set(assetId, entry);
    if (assets.size > 10_000) assets.delete(assets.keys().next().value!);
    return entry;
  }

  function checkToken(assetId: string, token: string | undefined) {
    const check = verifyMediaToken(deps.tokenSecret, token, assetId, Math.floor(deps.now() / 1000));
    if (check.ok) return check;
    if (check.reason === "missing" || check.reason === "malformed") {
      throw new HttpError(401, "media/token-missing", "This media link needs a valid token.");
    }
    if (check.reason === "expired") {
      throw new HttpError(403, "media/token-expired", "This media link has expired.");
    }
    throw new HttpError(403, "media/token-invalid", "This media link is not valid for this video.");
  }

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
      await links.withdrawAsset(asset.id);
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
          outDir: files.folder(asset.storageKey),
          workRoot: deps.workDir,
          key: Buffer.from(asset.keyHex, "hex"),
          keyUri: KEY_URI,
          ffmpeg: deps.ffmpeg,
          ffprobe: deps.ffprobe,
          // Below the API's priority: pages stay fast while a transcode runs.
          niceness: 10,
        });
        files.forget(asset.storageKey);
        await writeMeta(asset.storageKey, result.renditions, result.probe.durationS);
        await repo.markReady(asset.storageKey, result.renditions, result.probe.durationS);
        await links.publish(asset.storageKey);
        assets.clear();
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
        await links.withdraw(asset.storageKey);
        assets.clear();
        if (isPermanent(error)) {
          log.error({ ...tag, reason }, "transcode failed for good");
          return "failed";
        }
        log.warn({ ...tag, reason }, "transcode failed; the queue retries it");
        throw error;
      }
    },

    /** A signed manifest URL for a title the caller may watch. */
    async requestStream(
      viewerId: string | null,
      ref: string,
      kind: AssetKind,
    ): Promise<StreamGrant> {
      const title = await repo.findTitleByRef(ref);
      if (!title) throw new HttpError(404, "content/not-found", "This title does not exist.");
      const decision = await decideWatch({ viewerId, kind, title }, deps.access, true);
      if (!decision.allowed) {
        if (decision.rentalEnded) {
          throw new HttpError(RENTAL_ENDED.status, RENTAL_ENDED.code, RENTAL_ENDED.message);
        }
        throw new HttpError(403, "content/not-entitled", "Buy or rent this title to watch it.");
      }
      const asset = await repo.findAssetForTitle(title.id, kind);
      if (!asset) {
        throw new HttpError(404, "media/unavailable", "There is no video for this title yet.");
      }
      if (asset.status !== "ready") {
        throw new HttpError(409, "media/not-ready", "This video is still being prepared.");
      }
      const nowS = Math.floor(deps.now() / 1000);
      const expiresAt = nowS + deps.tokenTtlS;
      const token = signMediaToken(deps.tokenSecret, {
        assetId: asset.id,
        user: viewerId ?? ANONYMOUS,
        expiresAt,
      });
      // The grant a counted view needs (storeView); trailers count nothing.
      if (viewerId && kind === "main") {
        await repo.recordGrant(viewerId, title.id, new Date(deps.now()));
      }
      const saved =
        viewerId && kind === "main" ? await repo.findProgress(viewerId, title.id) : undefined;
      const duration = asset.durationS ?? 0;
      const resumeAt = saved !== undefined && saved < duration * FINISHED ? Math.floor(saved) : 0;
      return {
        assetId: asset.id,
        manifestUrl: `/media/${asset.id}/${token}/${MASTER_PLAYLIST}`,
        expiresAt: new Date(expiresAt * 1000).toISOString(),
        resumeAt,
        renditions: renditionsForViewer(asset.renditions),
      };
    },

    /**
     * A view, reported by the player after 30 s of playback. It counts only for a signed-in
     * viewer given a stream of the title's main video in the last 24 h, and at most once per
     * viewer and title in 24 h (Popular cannot be pushed by anonymous or repeated posts).
     */
    async storeView(viewerId: string, ref: string): Promise<{ counted: boolean; views: number }> {
      const title = await repo.findTitleByRef(ref);
      if (!title) throw new HttpError(404, "content/not-found", "This title does not exist.");
      const now = deps.now();
      const counted = await repo.countViewOnce(
        viewerId,
        title.id,
        new Date(now),
        new Date(now - VIEW_WINDOW_MS),
      );
      return { counted, views: await repo.countViews(title.id) };
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

    /** Where a signed-in viewer stopped (saved every 10 s, on pause and on leaving). */
    async saveProgress(userId: string, ref: string, positionS: number, durationS: number) {
      const title = await repo.findTitleByRef(ref);
      if (!title) throw new HttpError(404, "content/not-found", "This title does not exist.");
      await repo.saveProgress(userId, title.id, Math.min(positionS, durationS), durationS);
    },

    /**
     * Checks a media URL (token, asset) and returns the folder its files come from: the asset's
     * link (it exists exactly while the asset is ready), no database on this hot path.
     */
    async authorizeFile(assetId: string, token: string | undefined): Promise<string> {
      checkToken(assetId, token);
      const storageKey = await links.storageKeyOf(assetId);
      if (!storageKey) throw new HttpError(404, "media/not-found", "No such media.");
      return storageKey;
    },

    /** Media links for exactly the ready assets (at start: a wiped database, older installs). */
    syncLinks: () => links.sync(),

    /**
     * The AES-128 key: a valid token for this asset and, unless the video is a trailer or free,
     * a signed-in caller who is the token's user and may watch.
     */
    async key(
      assetId: string,
      token: string | undefined,
      viewerId: string | null,
    ): Promise<Buffer> {
      const claims = checkToken(assetId, token);
      const asset = await lookup(assetId);
      if (!asset || asset.status !== "ready") {
        throw new HttpError(404, "media/not-found", "No such media.");
      }
      const decision = await decideWatch(
        { viewerId, kind: asset.kind, title: asset.title },
        deps.access,
      );
      if (!decision.allowed || decision.reason === "entitled") {
        // Paid content: only to the signed-in owner of the token who may watch.
        if (!viewerId)
          throw new HttpError(401, "auth/unauthenticated", "Please log in to continue.");
        if (claims.user === viewerId && !decision.allowed && decision.rentalEnded) {
          // Mid-playback after the rental ran out: the player shows its own state.
          throw new HttpError(RENTAL_ENDED.status, RENTAL_ENDED.code, RENTAL_ENDED.message);
        }
        if (claims.user !== viewerId || !decision.allowed) {
          throw new HttpError(403, "content/not-entitled", "This key is not yours to use.");
        }
      } else if (claims.user !== ANONYMOUS && claims.user !== viewerId) {
        throw new HttpError(403, "media/token-invalid", "This media link belongs to someone else.");
      }
      return Buffer.from(asset.keyHex, "hex");
    },
  };
}

/** What a viewer is told about each quality: video rungs include the audio they play with. */
export function renditionsForViewer(renditions: readonly MediaRendition[]) {
  const audio = renditions.find((r) => r.height === 0);
  const audioBytes = audio?.bytes ?? 0;
  const audioBandwidth = audio?.bandwidth ?? 0;
  return [...renditions]
    .sort((a, b) => a.height - b.height)
    .map((r) =>
      r.height === 0
        ? { name: r.name, height: 0, bandwidth: r.bandwidth, bytesTotal: r.bytes }
        : {
            name: r.name,
            height: r.height,
            bandwidth: r.bandwidth + audioBandwidth,
            bytesTotal: r.bytes + audioBytes,
          },
    );
}

export type MediaService = ReturnType<typeof createMediaService>;
