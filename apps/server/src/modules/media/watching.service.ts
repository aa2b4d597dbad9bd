import {
  type ContinueWatching,
  FINISHED_FRACTION,
  type MediaSummary,
  type MediaVideo,
  POPULAR_WINDOW_DAYS,
  type Popular,
  contentImagePath,
} from "@tazama/contracts";
import { notFound } from "../../lib/http-error.ts";
import { renditionsForViewer } from "./media.service.ts";
import type { WatchingRepository } from "./watching.repository.ts";

const ROW_LENGTH = 20;
const DAY_MS = 86_400_000;

type AssetRow = Awaited<ReturnType<WatchingRepository["assetsOf"]>>[number];

/**
 * A video as a viewer sees it before paying. A quality's bytes are its rung's playlist, init and
 * segments plus the audio rendition's: what a whole playback at that quality fetches (the master
 * playlist and the 16-byte key add well under 1 %).
 */
export function describeVideo(asset: AssetRow | undefined): MediaVideo | null {
  if (!asset) return null;
  const ready = asset.status === "ready";
  return {
    status: asset.status,
    durationS: asset.durationS,
    qualities: ready
      ? renditionsForViewer(asset.renditions)
          .filter((r) => r.height > 0)
          .map((r) => ({ name: r.name, height: r.height, bytesTotal: r.bytesTotal }))
      : [],
  };
}

/** The media summary and the Home rows (Continue watching, Popular). */
export function createWatchingService(repo: WatchingRepository, now: () => Date) {
  return {
    async mediaSummary(ref: string): Promise<MediaSummary> {
      const title = await repo.findPublishedTitle(ref);
      if (!title) throw notFound("content/not-found", `No title with ref "${ref}".`);
      const assets = await repo.assetsOf(title.id);
      return {
        ref: title.ref,
        main: describeVideo(assets.find((a) => a.kind === "main")),
        trailer: describeVideo(assets.find((a) => a.kind === "trailer")),
      };
    },

    async continueWatching(userId: string): Promise<ContinueWatching> {
      const rows = await repo.unfinished(userId, FINISHED_FRACTION, ROW_LENGTH);
      return {
        items: rows.map((r) => ({
          ref: r.ref,
          title: r.title,
          poster: contentImagePath(r.images.portrait),
          positionS: r.positionS,
          durationS: r.durationS,
          updatedAt: r.updatedAt.toISOString(),
        })),
      };
    },

    async popular(): Promise<Popular> {
      const until = now();
      const since = new Date(until.getTime() - POPULAR_WINDOW_DAYS * DAY_MS);
      const rows = await repo.mostViewed(since, until, ROW_LENGTH);
      return {
        items: rows.map((r) => ({
          ref: r.ref,
          title: r.title,
          poster: contentImagePath(r.images.portrait),
          views: r.views,
        })),
      };
    },
  };
}

export type WatchingService = ReturnType<typeof createWatchingService>;
