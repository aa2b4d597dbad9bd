import { z } from "zod";
import { contentRefParamsSchema } from "./catalogue.ts";

/**
 * The console's media section (issue 18): resumable uploads (tus), and the transcode job table
 * with retry and a rendition made again.
 */
export const MEDIA_ADMIN_PATHS = {
  /** The tus endpoint: POST creates an upload, PATCH /:id sends bytes, HEAD /:id says the offset. */
  uploads: "/api/v1/admin/uploads",
  assets: "/api/v1/admin/media",
  jobs: "/api/v1/admin/media/jobs",
  retry: "/api/v1/admin/media/jobs/:id/retry",
  rerun: "/api/v1/admin/media/:assetId/renditions/:rendition/rerun",
  /** Adds (or makes again) a ready video's AV1 renditions (ADR 0083). */
  av1: "/api/v1/admin/media/:assetId/av1",
} as const;

export const MEDIA_KINDS = ["main", "trailer"] as const;
export type MediaKind = (typeof MEDIA_KINDS)[number];

export const MEDIA_JOB_STATUS_NAMES = [
  "queued",
  "running",
  "ready",
  "failed",
  "cancelled",
] as const;
export type MediaJobStatusName = (typeof MEDIA_JOB_STATUS_NAMES)[number];

/** Upload-Metadata a tus upload must carry (base64 values, as the protocol says). */
export const uploadMetadataSchema = z.object({
  ref: contentRefParamsSchema.shape.ref,
  kind: z.enum(MEDIA_KINDS),
  filename: z.string().max(255).optional(),
});
export type UploadMetadata = z.infer<typeof uploadMetadataSchema>;

export const mediaJobSchema = z.object({
  id: z.string(),
  assetId: z.string(),
  /** transcode: the whole video; rendition: one rendition made again; av1: its AV1 renditions (ADR 0083). */
  action: z.enum(["transcode", "rendition", "av1"]),
  rendition: z.string().nullable(),
  status: z.enum(MEDIA_JOB_STATUS_NAMES),
  /** 0–100 while running. */
  progress: z.number().int(),
  failureReason: z.string().nullable(),
  attempts: z.number().int(),
  kind: z.enum(MEDIA_KINDS),
  titleRef: z.string(),
  titleName: z.string(),
  createdAt: z.string(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
});
export type MediaJob = z.infer<typeof mediaJobSchema>;

export const mediaJobListSchema = z.object({
  jobs: z.array(mediaJobSchema),
  total: z.number().int(),
  pageSize: z.number().int(),
});
export type MediaJobList = z.infer<typeof mediaJobListSchema>;

export const mediaJobQuerySchema = z.object({
  titleRef: contentRefParamsSchema.shape.ref.optional(),
  status: z.enum(MEDIA_JOB_STATUS_NAMES).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

/** One rung of a video's per-title ladder (ADR 0077): chosen bitrate, today's, SSIM target and measured. */
export const mediaLadderRungSchema = z.object({
  name: z.string(),
  height: z.number().int(),
  /** Video bits/s the rung is encoded at. */
  videoBitrate: z.number().int(),
  /** The fixed ladder's video bits/s for the rung (the cap). */
  fixedVideoBitrate: z.number().int(),
  targetSsim: z.number(),
  /** Measured on the source's samples; null when not measured (a fixed-ladder transcode). */
  ssim: z.number().nullable(),
});
export type MediaLadderRung = z.infer<typeof mediaLadderRungSchema>;

export const mediaAssetSchema = z.object({
  id: z.string(),
  titleRef: z.string(),
  kind: z.enum(MEDIA_KINDS),
  status: z.enum(["queued", "processing", "ready", "failed"]),
  failureReason: z.string().nullable(),
  durationS: z.number().nullable(),
  renditions: z.array(z.string()),
  /** The ladder it was encoded with; null for a video transcoded before per-title ladders. */
  ladder: z.array(mediaLadderRungSchema).nullable(),
  updatedAt: z.string(),
});
export type MediaAsset = z.infer<typeof mediaAssetSchema>;
export const mediaAssetListSchema = z.object({ assets: z.array(mediaAssetSchema) });
