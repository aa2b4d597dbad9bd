import type { StreamGrant as PublicStreamGrant, StreamFailureBody } from "@tazama/contracts";
import {
  ANONYMOUS,
  MASTER_PLAYLIST,
  parseMediaPlaylist,
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
import { createAssetLinks } from "./asset-links.ts";
import { createAssetPointers } from "./asset-pointers.ts";
import type { MediaFiles } from "./media-files.ts";
import type {
  AssetKind,
  MediaAssetRow,
  MediaRendition,
  StreamingRepository,
} from "./streaming.repository.ts";

/** The key URI written into every media playlist; answered by the key route, never by a file. */
export const KEY_URI = "../key";
const ASSET_CACHE_MS = 30_000;

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

/**
 * What ingest tells streaming when a storage folder changes (app.streaming): where a transcode
 * writes, and which assets are served. Publishing and withdrawing also drop the cached states.
 */
export interface MediaPublishing {
  /** The folder under the media root a storage key's files are written to. */
  folder(storageKey: string): string;
  /** Forgets the cached files of a folder that is being written again. */
  forgetFiles(storageKey: string): void;
  /**
   * Moves a finished folder into the media store when it is a bucket (nothing for the local
   * folder). Before the asset is marked ready: a grant never names files not there yet.
   */
  upload(storageKey: string): Promise<number>;
  /** Whether the store holds the folder, published (its master playlist is there). */
  hasFolder(storageKey: string): Promise<boolean>;
  /**
   * The folder as files on this machine for a job that builds on it (a remade rendition): in
   * the bucket's case a copy under `scratch`, which `release` removes.
   */
  checkout(
    storageKey: string,
    scratch: string,
  ): Promise<{ dir: string; release: () => Promise<void> }>;
  /** Deletes a folder no asset plays any more, wherever the store keeps it. */
  removeFolder(storageKey: string): Promise<void>;
  /** Links every ready asset of the folder (their media is served from now on). */
  publish(storageKey: string): Promise<void>;
  /** Unlinks every asset of the folder (a failed transcode). */
  withdraw(storageKey: string): Promise<void>;
  /** Unlinks one asset: a replaced asset is not served until its new folder is ready. */
  withdrawAsset(assetId: string): Promise<void>;
}

interface CachedAsset {
  storageKey: string;
  kind: AssetKind;
  status: MediaAssetRow["status"];
  keyHex: string;
  title: { id: number; isFree: boolean; ref: string };
  until: number;
}

/** Stream grants, media tokens, the AES-128 keys and the asset links the media route reads. */
export function createStreamingService(deps: StreamingServiceDeps) {
  const { repository: repo, files } = deps;
  const assets = new Map<string, CachedAsset>();
  const listFolders = (storageKey?: string) => repo.listAssetFolders(storageKey);
  const links =
    deps.store.kind === "s3"
      ? createAssetPointers({ store: deps.store, listFolders, now: deps.now })
      : createAssetLinks({ mediaDir: files.root, listFolders, now: deps.now });

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

  const publishing: MediaPublishing = {
    folder: (storageKey) => files.folder(storageKey),
    forgetFiles: (storageKey) => {
      files.forget(storageKey);
    },
    upload: (storageKey) => files.upload(storageKey),
    hasFolder: (storageKey) => files.has(storageKey),
    checkout: (storageKey, scratch) => files.checkout(storageKey, scratch),
    removeFolder: (storageKey) => files.remove(storageKey),
    async publish(storageKey) {
      await links.publish(storageKey);
      assets.clear();
    },
    async withdraw(storageKey) {
      await links.withdraw(storageKey);
      assets.clear();
    },
    withdrawAsset: (assetId) => links.withdrawAsset(assetId),
  };

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
        renditions: renditionsForViewer(asset.renditions),
        durationS: asset.durationS ?? 0,
        key: Buffer.from(asset.keyHex, "hex"),
      };
    },

    /**
     * What hls.js fetches first for a grant at the lowest rung (a phone's or a new device's
     * start), to be fetched ahead with the page: the master playlist, the lowest video rung's and
     * the audio's playlists, the key, and their init segments. Never a media segment: one served
     * from the preload cache looks instant to hls.js's bandwidth estimate, which then starts the
     * next video (remembered per device) at a rung the network cannot carry.
     */
    async preloads(grant: StreamGrant): Promise<string[]> {
      const base = grant.manifestUrl.replace(/[^/]+$/, "");
      const lowest = grant.renditions
        .filter((r) => r.height > 0)
        .sort((a, b) => a.height - b.height)[0];
      const audio = grant.renditions.find((r) => r.height === 0);
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
