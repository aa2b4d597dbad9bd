import { z } from "zod";

/**
 * Playback quality from every player (issue 44, ADR 0072): the player sends what a viewing was
 * like (startup, stalls, renditions, errors) as small beacons; the console reads aggregates.
 */
export const QUALITY_PATHS = {
  beacons: "/api/v1/quality/beacons",
  report: "/api/v1/admin/quality",
  csv: "/api/v1/admin/quality/:table.csv",
} as const;

/** The most a beacon may weigh, enforced while the body is read. */
export const QUALITY_BEACON_MAX_BYTES = 4096;
/** Caps per beacon: more stalls, switches or errors than this in 30 s are dropped by the player. */
export const QUALITY_MAX_STALLS = 20;
export const QUALITY_MAX_SWITCHES = 10;
export const QUALITY_MAX_ERRORS = 5;

/** The Network Information API's `effectiveType`, or "unknown" where the browser has none. */
export const NETWORK_TYPES = ["slow-2g", "2g", "3g", "4g", "unknown"] as const;
export type NetworkType = (typeof NETWORK_TYPES)[number];

/**
 * Startup-time histogram buckets (ms): bucket 0 is below the first edge, bucket i is
 * [edge i-1, edge i), the last is the first edge and beyond. Edges grow by 15 %, so a percentile
 * read from the histogram (log-interpolated in its bucket) is within 8 % of the true value.
 */
export const STARTUP_BUCKET_EDGES_MS: readonly number[] = Array.from({ length: 47 }, (_, k) =>
  Math.round(100 * 1.15 ** k),
);
export const STARTUP_BUCKETS = STARTUP_BUCKET_EDGES_MS.length + 1;

/** The bucket a startup time falls in. */
export function startupBucket(ms: number): number {
  let i = 0;
  while (i < STARTUP_BUCKET_EDGES_MS.length && ms >= STARTUP_BUCKET_EDGES_MS[i]!) i += 1;
  return i;
}

const ms = z.number().int().min(0).max(3_600_000);
/** Seconds into the video. */
const at = z.number().min(0).max(86_400);
/** A rendition: "720p avc1", "144p hvc1", "audio mp4a" (bounded and plain). */
const rendition = z
  .string()
  .max(24)
  .regex(/^[a-z0-9 .]+$/, "A rendition is letters, digits, spaces and dots.");

/**
 * One beacon, compact on purpose (ADR 0072: ≤ 1 KB per minute of viewing). A viewing sends one
 * every 30 s while it has news and one at pagehide; with Save-Data or past the data limit, one
 * summary at the end. `w`, `st`, `sw`, `e` and `b` cover the time since the viewing's previous
 * beacon.
 */
export const qualityBeaconSchema = z.strictObject({
  /** Format version. */
  v: z.literal(1),
  /** The viewing: random, made by the player. */
  id: z.string().regex(/^[A-Za-z0-9_-]{8,32}$/, "A viewing id is 8 to 32 letters or digits."),
  /** This beacon's number within the viewing, from 0. */
  s: z.number().int().min(0).max(10_000),
  /** The title's ref. */
  ref: z.string().min(1).max(120),
  /** main video or trailer. */
  k: z.enum(["m", "t"]),
  /** Network type (effectiveType). */
  n: z.enum(NETWORK_TYPES),
  /** Play (or a cold page's start) → first frame, once per viewing. */
  su: ms.optional(),
  /** The viewing ended before its first frame (the viewer left, or it failed). */
  x: z.literal(1).optional(),
  /** The viewing failed for good (once per viewing). */
  fa: z.literal(1).optional(),
  /** The viewing's last beacon. */
  f: z.literal(1).optional(),
  /** Time spent playing since the last beacon (ms). */
  w: ms,
  /** Stalls since the last beacon: [seconds into the video, stall ms]. */
  st: z
    .array(z.tuple([at, ms]))
    .max(QUALITY_MAX_STALLS)
    .optional(),
  /** Rendition changes since the last beacon: [seconds into the video, rendition]. */
  sw: z
    .array(z.tuple([at, rendition]))
    .max(QUALITY_MAX_SWITCHES)
    .optional(),
  /** Errors since the last beacon: [seconds into the video, code]. */
  e: z
    .array(
      z.tuple([
        at,
        z
          .string()
          .max(64)
          .regex(/^[A-Za-z0-9_./-]+$/),
      ]),
    )
    .max(QUALITY_MAX_ERRORS)
    .optional(),
  /** The rendition played longest since the last beacon. */
  r: rendition.optional(),
  /** Average bitrate played since the last beacon, kbit/s (time-weighted). */
  b: z.number().int().min(0).max(200_000).optional(),
});
export type QualityBeacon = z.infer<typeof qualityBeaconSchema>;

export const qualityQuerySchema = z.object({
  /** The last N UTC days, today included. */
  days: z.coerce.number().int().min(1).max(90).default(7),
});
export type QualityQuery = z.infer<typeof qualityQuerySchema>;

export const qualityFiguresSchema = z.object({
  /** Viewings that began (reached a first frame, failed or were left before it). */
  plays: z.number().int(),
  /** Startup percentiles (ms) read from the histogram; null with no startup measured. */
  startupP50Ms: z.number().int().nullable(),
  startupP95Ms: z.number().int().nullable(),
  /** Stall time over time spent playing, in %. */
  rebufferingPct: z.number(),
  stalls: z.number().int(),
  /** Viewings that failed for good, in % of plays. */
  failurePct: z.number(),
  /** Viewings left before their first frame (not failed), in % of plays. */
  exitBeforeStartPct: z.number(),
  watchHours: z.number(),
  /** Time-weighted average bitrate played, kbit/s; null when nothing played. */
  avgBitrateKbps: z.number().int().nullable(),
});
export type QualityFigures = z.infer<typeof qualityFiguresSchema>;

export const QUALITY_TABLES = ["titles", "networks", "renditions", "countries", "days"] as const;
export type QualityTable = (typeof QUALITY_TABLES)[number];

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const qualityReportSchema = z.object({
  from: day,
  to: day,
  overall: qualityFiguresSchema,
  byDay: z.array(qualityFiguresSchema.extend({ day })),
  byTitle: z.array(qualityFiguresSchema.extend({ ref: z.string(), title: z.string() })),
  byNetwork: z.array(qualityFiguresSchema.extend({ network: z.enum(NETWORK_TYPES) })),
  byRendition: z.array(qualityFiguresSchema.extend({ rendition: z.string() })),
  /** Per the viewer's country (ISO 3166 alpha-2 from the account), or "unknown". */
  byCountry: z.array(qualityFiguresSchema.extend({ country: z.string() })),
  /** Titles with at least 3 plays, the most rebuffering and failing first (at most 5). */
  worstTitles: z.array(qualityFiguresSchema.extend({ ref: z.string(), title: z.string() })),
});
export type QualityReport = z.infer<typeof qualityReportSchema>;
