import {
  type ContinueWatching,
  type DataUsage,
  FINISHED_FRACTION,
  type MediaSummary,
  type MediaVideo,
  POPULAR_WINDOW_DAYS,
  type Popular,
  contentImagePath,
  isAv1Rendition,
} from "@tazama/contracts";
import { HttpError, notFound } from "../../lib/http-error.ts";
import { renditionsForViewer } from "../streaming/streaming.public.ts";
import type { WatchingRepository } from "./watching.repository.ts";

const ROW_LENGTH = 20;
const DAY_MS = 86_400_000;

/** A viewer's views of one title count once in this window, after a grant in it. */
const VIEW_WINDOW_MS = 24 * 3600 * 1000;

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
          .filter((r) => r.height > 0 && !isAv1Rendition(r))
          .map((r) => ({ name: r.name, height: r.height, bytesTotal: r.bytesTotal }))
      : [],
  };
}

/** The media summary, the Home rows (Continue watching, Popular), progress and views. */
/** The calendar month (UTC) a moment falls in, as `YYYY-MM`. */
export function usageMonth(at: Date): string {
  return at.toISOString().slice(0, 7);
}

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
          poster: contentImagePath(r.images.portrait, r.images.v),
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
          poster: contentImagePath(r.images.portrait, r.images.v),
          year: r.year,
          views: r.views,
        })),
      };
    },

    /**
     * A view, reported by the player after 30 s of playback. It counts only for a signed-in
     * viewer given a stream of the title's main video in the last 24 h (the grant streaming
     * records), and at most once per viewer and title in 24 h (Popular cannot be pushed by
     * anonymous or repeated posts).
     */
    async storeView(viewerId: string, ref: string): Promise<{ counted: boolean; views: number }> {
      const title = await repo.findPublishedTitle(ref);
      if (!title) throw new HttpError(404, "content/not-found", "This title does not exist.");
      const at = now().getTime();
      const counted = await repo.countViewOnce(
        viewerId,
        title.id,
        new Date(at),
        new Date(at - VIEW_WINDOW_MS),
      );
      return { counted, views: await repo.countViews(title.id) };
    },

    /** Where a signed-in viewer stopped (saved every 10 s, on pause and on leaving). */
    /** Where the viewer is, and the media bytes fetched since the last report (this month's total). */
    async saveProgress(
      userId: string,
      ref: string,
      positionS: number,
      durationS: number,
      mediaBytes = 0,
    ) {
      const title = await repo.findPublishedTitle(ref);
      if (!title) throw new HttpError(404, "content/not-found", "This title does not exist.");
      await repo.saveProgress(userId, title.id, Math.min(positionS, durationS), durationS);
      if (mediaBytes > 0) {
        const at = now();
        await repo.addDataUsage(userId, usageMonth(at), mediaBytes, at);
      }
    },

    async dataUsage(userId: string): Promise<DataUsage> {
      const month = usageMonth(now());
      return { month, bytes: await repo.dataUsageOf(userId, month) };
    },
  };
}

export type WatchingService = ReturnType<typeof createWatchingService>;
