import { z } from "zod";

/** The longest clip a viewer may ask for, in seconds (issue 6). */
export const CLIP_MAX_SECONDS = 60;
/** The lengths the player offers, from the current time. */
export const CLIP_LENGTHS = [15, 30, 60] as const;
/** Spec §9: "75000 ms for clip streaming requests" — the player gives up waiting after this. */
export const CLIP_TIMEOUT_MS = 75_000;
/** Clip requests a user may make per hour. */
export const CLIP_REQUESTS_PER_HOUR = 10;

const CLIP_STATUSES = ["queued", "processing", "ready", "failed"] as const;

/** `POST /api/v1/content/clip/request` */
export const clipRequestBodySchema = z.object({
  ref: z.string().min(1).max(100),
  startS: z.number().min(0).max(86_400),
  durationS: z.number().min(1).max(CLIP_MAX_SECONDS),
  kind: z.enum(["main", "trailer"]).default("main"),
});

/** 202 to a clip request: the job is queued. */
export const clipAcceptedSchema = z.object({
  clipId: z.string(),
  status: z.enum(CLIP_STATUSES),
});
export type ClipAccepted = z.infer<typeof clipAcceptedSchema>;

/** `GET /api/v1/content/clip/{id}` (owner only): `url` and `bytes` once ready. */
export const clipViewSchema = z.object({
  id: z.string(),
  ref: z.string(),
  startS: z.number(),
  durationS: z.number(),
  status: z.enum(CLIP_STATUSES),
  url: z.string().optional(),
  bytes: z.number().int().optional(),
  failureReason: z.string().optional(),
  expiresAt: z.iso.datetime(),
});
export type ClipView = z.infer<typeof clipViewSchema>;
