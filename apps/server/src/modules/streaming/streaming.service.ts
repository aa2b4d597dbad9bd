import {
  type StreamGrant as PublicStreamGrant,
  type StreamFailureBody,
  OPUS_CODECS,
  isAv1Rendition,
} from "@tazama/contracts";
import {
  ANONYMOUS,
  MASTER_PLAYLIST,
  parseMediaPlaylist,
  sharedAudio,
  signMediaToken,
  verifyMediaToken,
} from "@tazama/media";
import { HttpError } from "../../lib/http-error.ts";
import {
  RENTAL_ENDED,
  type WatchAccess as EntitlementsAccess,
  decideWatch,
} from "../entitlements/entitlements.public.ts";
import type { ObjectStore } from "../storage/storage.public.ts";
import { createAssetCache } from "./asset-cache.ts";
import { createAssetLinks } from "./asset-links.ts";
import { createAssetPointers } from "./asset-pointers.ts";
import type { MediaFiles } from "./media-files.ts";
import { createMediaPublishing } from "./media-publishing.ts";
import type { AssetKind, MediaRendition, StreamingRepository } from "./streaming.repository.ts";

/** The key URI written into every media playlist; answered by the key route, never by a file. */
export const KEY_URI = "../key";

/** Played this far (95 %), a title starts again from the beginning. */
const FINISHED = 0.95;

export interface StreamingServiceDeps {
  repository: StreamingRepository;
  files: MediaFiles;
  /** The media store: in a bucket, assets point at their folders with objects, not links. */
  store: ObjectStore;
  tokenSecret: string;
  tokenTtlS: number;
  /** Milliseconds since the epoch (tests pass a fixed clock). */
  now: () => number;
  access: EntitlementsAccess;
  /** The caption tracks a title's main video comes with (subtitles module). */
  subtitles: (title: { id: number; ref: string }) => Promise<PublicStreamGrant["subtitles"]>;
}

/** The contracts' grant plus the asset it is for (server-side only; not serialised). */
export interface StreamGrant extends PublicStreamGrant {
  assetId: string;
}

/** What a viewer is given of a grant (the stream request's answer, a /watch page's head). */
export function publicGrant(grant: StreamGrant): PublicStreamGrant {
  return {
    manifestUrl: grant.manifestUrl,
    expiresAt: grant.expiresAt,
    resumeAt: grant.resumeAt,
    renditions: grant.renditions,
    subtitles: grant.subtitles,
  };
}

/** Stream grants, media tokens, the AES-128 keys and the asset links the media route reads. */
export function createStreamingService(deps: StreamingServiceDeps) {
  const { repository: repo, files } = deps;
  const assets = createAssetCache(repo, deps.now);
  const lookup = (assetId: string) => assets.lookup(assetId);
  const listFolders = (storageKey?: string) => repo.listAssetFolders(storageKey);
  const links =
    deps.store.kind === "s3"
      ? createAssetPointers({ store: deps.store, listFolders, now: deps.now })
      : createAssetLinks({ mediaDir: files.root, listFolders, now: deps.now });

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

  const publishing = createMediaPublishing({
    files,
    links,
    onChange: () => {
      assets.clear();
    },
  });

  return {
    publishing,

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
      // The grant a counted view needs (watching's views/store); trailers count nothing.
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
        subtitles: kind === "main" ? await deps.subtitles(title) : [],
      };
    },

    /**
     * What a download fetches (issue 19): a signed manifest URL of a title's main video the
     * viewer may watch, without starting a rental's window (only a play does), and the key the
     * downloads module wraps for the device.
     */
    async offline(viewerId: string, ref: string): Promise<OfflineMedia> {
      const title = await repo.findTitleByRef(ref);
      if (!title) throw new HttpError(404, "content/not-found", "This title does not exist.");
      if (!(await deps.access.mayWatch(viewerId, ref))) {
        throw new HttpError(403, "content/not-entitled", "Buy or rent this title to watch it.");
      }
      const asset = await repo.findAssetForTitle(title.id, "main");
      if (!asset) {
        throw new HttpError(404, "media/unavailable", "There is no video for this title yet.");
      }
      if (asset.status !== "ready") {
        throw new HttpError(409, "media/not-ready", "This video is still being prepared.");
      }
      const expiresAt = Math.floor(deps.now() / 1000) + deps.tokenTtlS;
      const token = signMediaToken(deps.tokenSecret, {
        assetId: asset.id,
        user: viewerId,
        expiresAt,
      });
      return {
        assetId: asset.id,
        titleId: title.id,
        manifestUrl: `/media/${asset.id}/${token}/${MASTER_PLAYLIST}`,
        renditions: renditionsForViewer(asset.renditions, { stored: true }),
        durationS: asset.durationS ?? 0,
        key: Buffer.from(asset.keyHex, "hex"),
      };
    },

    /**
     * What hls.js fetches first for a grant at the lowest rung (a phone's or a new device's
     * start), to be fetched ahead with the page: the master playlist, the lowest video rung's and
     * the audio's playlists, the key, and their init segments. Never a media segment: one served
     * from the preload cache looks instant to hls.js's bandwidth estimate, which then starts the
     * next video (remembered per device) at a rung the network cannot carry. (The page's early
     * stream fetches the first segments itself, and hands hls.js their real times: the web app's
     * `early-segments.ts`.)
     */
    async preloads(grant: StreamGrant): Promise<string[]> {
      const base = grant.manifestUrl.replace(/[^/]+$/, "");
      // The H.264 master's rung: a device that takes AV1 decides so in the page (ADR 0083).
      const lowest = grant.renditions
        .filter((r) => r.height > 0 && !isAv1Rendition(r))
        .sort((a, b) => a.height - b.height)[0];
      const audio = sharedAudio(grant.renditions);
      const rungs = [lowest, audio].filter((r) => r !== undefined);
      const asset = await lookup(grant.assetId);
      const inits: string[] = [];
      for (const rung of asset ? rungs : []) {
        const text = await files.read(asset!.storageKey, `${rung.name}/index.m3u8`);
        if (!text) continue;
        try {
          const { mapUri } = parseMediaPlaylist(text.toString("utf8"));
          if (mapUri) inits.push(`${base}${rung.name}/${mapUri}`);
        } catch {
          // A playlist that does not parse: the player finds out by itself.
        }
      }
      return [
        grant.manifestUrl,
        ...rungs.map((r) => `${base}${r.name}/index.m3u8`),
        // KEY_URI ("../key") from a rendition's playlist.
        `${base}key`,
        ...inits,
      ];
    },

    /**
     * The player's stream of a title failed for good: noted for a signed-in viewer's main video
     * (a rental it keeps from reaching 2 minutes is refunded); trailers and anonymous viewers
     * are not recorded.
     */
    async reportFailure(viewerId: string, body: StreamFailureBody): Promise<void> {
      if (body.kind !== "main") return;
      const title = await repo.findTitleByRef(body.ref);
      if (!title) throw new HttpError(404, "content/not-found", "This title does not exist.");
      await repo.recordFailure({
        userId: viewerId,
        titleId: title.id,
        source: "player",
        code: body.code,
        positionS: body.positionS,
        createdAt: new Date(deps.now()),
      });
    },

    /**
     * A file of a granted stream was missing: our failure, noted against the token's viewer when
     * it is a signed-in viewer's main video.
     */
    async fileMissing(assetId: string, token: string | undefined, file: string): Promise<void> {
      const claims = checkToken(assetId, token);
      const asset = await lookup(assetId);
      if (!asset || asset.kind !== "main" || claims.user === ANONYMOUS) return;
      await repo.recordFailure({
        userId: claims.user,
        titleId: asset.title.id,
        source: "server",
        code: `media/file-missing:${file}`.slice(0, 64),
        positionS: 0,
        createdAt: new Date(deps.now()),
      });
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

/**
 * What a viewer is told about each quality: video rungs include the audio they play with (their
 * codecs too: AAC, or Opus for an AV1 rung where the video has it); an audio-only rendition (AAC,
 * and Opus for listen mode, ADR 0073) is its own, the Opus one saying whether the folder has the
 * Opus master (ADR 0083: a device that plays it counts an H.264 rung with Opus, `withOpusAudio`).
 * `bytesTotal` is what a whole playback fetches; `stored`: what a download keeps (the files once,
 * where a looping demo playlist plays them over again, ADR 0070).
 */
export function renditionsForViewer(
  renditions: readonly MediaRendition[],
  { stored = false }: { stored?: boolean } = {},
) {
  const size = (r: MediaRendition) => (stored ? (r.storedBytes ?? r.bytes) : r.bytes);
  const aac = sharedAudio(renditions);
  // AV1 rungs play with the Opus audio where the video has it (the AV1 master, ADR 0083).
  const opus = renditions.find((r) => r.height === 0 && r.codecs === OPUS_CODECS);
  return [...renditions]
    .sort((a, b) => a.height - b.height)
    .map((r) => {
      if (r.height === 0) {
        return {
          name: r.name,
          height: 0,
          codecs: r.codecs,
          bandwidth: r.bandwidth,
          averageBandwidth: r.averageBandwidth,
          bytesTotal: size(r),
          // The folder has the Opus master (ADR 0083): only where recorded, never a missing file.
          ...(r.codecs === OPUS_CODECS && r.opusMaster === true ? { opusMaster: true } : {}),
        };
      }
      const audio = isAv1Rendition(r) ? (opus ?? aac) : aac;
      return {
        name: r.name,
        height: r.height,
        codecs: audio ? `${r.codecs},${audio.codecs}` : r.codecs,
        bandwidth: r.bandwidth + (audio?.bandwidth ?? 0),
        averageBandwidth: r.averageBandwidth + (audio?.averageBandwidth ?? 0),
        bytesTotal: size(r) + (audio ? size(audio) : 0),
      };
    });
}

/** A title's main video as a download fetches it, and its AES-128 key (never sent as is). */
export interface OfflineMedia {
  assetId: string;
  titleId: number;
  manifestUrl: string;
  renditions: ReturnType<typeof renditionsForViewer>;
  durationS: number;
  key: Buffer;
}

export type StreamingService = ReturnType<typeof createStreamingService>;
