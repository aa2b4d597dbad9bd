import { z } from "zod";
import { subtitleTrackSchema } from "./subtitles.ts";

/** One rung of a stream's ladder: the bytes a whole playback at that quality fetches. */
export const streamRenditionSchema = z.object({
  name: z.string(),
  height: z.number().int(),
  bandwidth: z.number().int(),
  bytesTotal: z.number().int(),
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
