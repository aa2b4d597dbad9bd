import { z } from "zod";
import { contentRefParamsSchema } from "./catalogue.ts";

/** `GET /api/v1/media?id={ref}`: the title whose video is described. */
export const mediaSummaryQuerySchema = z.object({ id: contentRefParamsSchema.shape.ref });

/** One quality of a video: the bytes a whole playback at that quality fetches (video + audio). */
const mediaQualitySchema = z.object({
  name: z.string(),
  height: z.number().int(),
  bytesTotal: z.number().int(),
});

const MEDIA_STATUSES = ["queued", "processing", "ready", "failed"] as const;

/** A title's main video or trailer before paying: its state and, once ready, its sizes. */
const mediaVideoSchema = z.object({
  status: z.enum(MEDIA_STATUSES),
  durationS: z.number().nullable(),
  /** Video qualities, lowest first; empty until the video is ready. */
  qualities: z.array(mediaQualitySchema),
});
export type MediaVideo = z.infer<typeof mediaVideoSchema>;

export const mediaSummarySchema = z.object({
  ref: z.string(),
  main: mediaVideoSchema.nullable(),
  trailer: mediaVideoSchema.nullable(),
});
export type MediaSummary = z.infer<typeof mediaSummarySchema>;

/** A title on a Home row of the viewer's own (Continue watching) or everyone's (Popular). */
const rowTitleSchema = z.object({
  ref: z.string(),
  title: z.string(),
  /** Portrait art path under /content/uploads. */
  poster: z.string(),
});

/** `GET /api/v1/users/continue-watching`: unfinished titles, most recently watched first. */
export const continueWatchingSchema = z.object({
  items: z.array(
    rowTitleSchema.extend({
      positionS: z.number(),
      durationS: z.number(),
      updatedAt: z.iso.datetime(),
    }),
  ),
});
export type ContinueWatching = z.infer<typeof continueWatchingSchema>;
export type ContinueWatchingItem = ContinueWatching["items"][number];

/** `GET /api/v1/content/popular`: most viewed in the last 30 days, ties by title. */
export const popularSchema = z.object({
  items: z.array(rowTitleSchema.extend({ year: z.number().int(), views: z.number().int() })),
});
export type Popular = z.infer<typeof popularSchema>;
export type PopularItem = Popular["items"][number];

/** Played this far (95 %), a title counts as finished. */
export const FINISHED_FRACTION = 0.95;
/** Popular counts the views of this many days. */
export const POPULAR_WINDOW_DAYS = 30;

/** `GET /api/v1/users/allviews?limit=&before=`: what the caller watched, latest first. */
export const historyQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(50).default(20),
  /** The `updatedAt` of the last item of the previous page. */
  before: z.iso.datetime().optional(),
  /** Only the episodes of this series (its page shows what was watched). */
  series: contentRefParamsSchema.shape.ref.optional(),
});

export const historySchema = z.object({
  items: z.array(
    rowTitleSchema.extend({
      positionS: z.number(),
      durationS: z.number(),
      /** Share watched, 0–1. */
      watched: z.number().min(0).max(1),
      updatedAt: z.iso.datetime(),
    }),
  ),
  /** Pass as `before` for the next page; null on the last one. */
  next: z.iso.datetime().nullable(),
});
export type History = z.infer<typeof historySchema>;
export type HistoryItem = History["items"][number];
