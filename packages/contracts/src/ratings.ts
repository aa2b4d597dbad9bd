import { z } from "zod";
import { contentRefParamsSchema } from "./catalogue.ts";

/** Thumbs, not stars: down, up and "love it" (stored as -1, 1 and 2). */
export const THUMBS = ["down", "up", "love"] as const;
export const thumbSchema = z.enum(THUMBS);
export type Thumb = z.infer<typeof thumbSchema>;

/** A title shows the share of thumbs up only once this many viewers have rated it. */
export const RATING_SHARE_MIN = 20;

/** `POST /api/v1/rate`: set (or, with null, clear) the caller's thumb on a title. */
export const rateBodySchema = z.object({
  ref: contentRefParamsSchema.shape.ref,
  thumb: thumbSchema.nullable(),
});
export type RateBody = z.infer<typeof rateBodySchema>;

/** `GET /api/v1/rate/{ref}` and the answer of `POST /api/v1/rate`. */
export const ratingSchema = z.object({
  ref: z.string(),
  /** The caller's own thumb; null when not rated or not signed in. */
  thumb: thumbSchema.nullable(),
  ratedCount: z.number().int(),
  /** Share (0–1) of up and love among the ratings; null below RATING_SHARE_MIN ratings. */
  upShare: z.number().min(0).max(1).nullable(),
});
export type Rating = z.infer<typeof ratingSchema>;
