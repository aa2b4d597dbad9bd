import { z } from "zod";
import { subtitleTrackSchema } from "./subtitles.ts";

/**
 * One rung of a stream's ladder: the bytes a whole playback at that quality fetches. Height 0 is
 * an audio-only rendition: AAC (`mp4a.40.2`, the video's audio too) or listen mode's Opus
 * (`opus`, ADR 0073), which an older video lacks.
 */
export const streamRenditionSchema = z.object({
  name: z.string(),
  height: z.number().int(),
  /** RFC 6381 codecs, as the master playlist's CODECS: "avc1.4d400c,mp4a.40.2", "opus". */
  codecs: z.string(),
  /** Peak bits/s (the master playlist's BANDWIDTH, what ABR plans with). */
  bandwidth: z.number().int(),
  /** Bits/s over a whole playback: what an hour of it costs (the player's "MB/h"). */
  averageBandwidth: z.number().int(),
  bytesTotal: z.number().int(),
  /**
   * On the Opus rendition: the folder has `master-opus.m3u8`, the H.264 rungs with this audio
   * (ADR 0083); absent for a video made before it (see `opusManifestUrl`).
   */
  opusMaster: z.boolean().optional(),
});
export type StreamRendition = z.infer<typeof streamRenditionSchema>;

/** `POST /api/v1/content/stream/request` → a signed manifest URL when the caller may watch. */
export const streamGrantSchema = z.object({
  manifestUrl: z.string(),
  expiresAt: z.iso.datetime(),
  resumeAt: z.number().int().min(0),
  renditions: z.array(streamRenditionSchema),
  /** Caption tracks of the main video (none for trailers). */
  subtitles: z.array(subtitleTrackSchema),
});
export type StreamGrant = z.infer<typeof streamGrantSchema>;

/**
 * `POST /api/v1/content/stream/failure`: the player's stream failed for good (a fatal hls.js
 * error, not a refusal). A rental that never reached 2 minutes because of such failures is
 * refunded (issue 19). Answered 204.
 */
export const streamFailureBodySchema = z.object({
  ref: z.string().min(1).max(100),
  kind: z.enum(["main", "trailer"]),
  /** e.g. `networkError/fragLoadError` */
  code: z.string().regex(/^[\w./-]{1,64}$/),
  positionS: z.number().min(0).max(172_800),
});
export type StreamFailureBody = z.infer<typeof streamFailureBodySchema>;

/** `GET /api/v1/users/data-usage`: the media bytes the viewer's players fetched this month (UTC). */
export const dataUsageSchema = z.object({
  /** `YYYY-MM` */
  month: z.string(),
  bytes: z.number().int().min(0),
});
export type DataUsage = z.infer<typeof dataUsageSchema>;
