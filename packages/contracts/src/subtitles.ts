import { z } from "zod";

/** A BCP 47 language tag as caption tracks use it: "en", "sw", "pt-BR". */
export const subtitleLanguageSchema = z
  .string()
  .regex(/^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$/, "Use a language tag such as en, sw or pt-BR.");

/** One caption track delivered with a stream grant (side-loaded as a <track>). */
export const subtitleTrackSchema = z.object({
  language: subtitleLanguageSchema,
  label: z.string(),
  /** WebVTT, versioned by its last change. */
  url: z.string(),
});
export type SubtitleTrack = z.infer<typeof subtitleTrackSchema>;

/** Largest caption file accepted (a feature film's .srt is 50–150 KB). */
export const SUBTITLE_MAX_CHARS = 512 * 1024;

/** `PUT /api/v1/admin/titles/{ref}/subtitles/{language}`: a .vtt or .srt file's text. */
export const subtitleUploadSchema = z.object({
  label: z.string().trim().min(1).max(40),
  text: z.string().min(1).max(SUBTITLE_MAX_CHARS),
});
export type SubtitleUpload = z.infer<typeof subtitleUploadSchema>;

export const subtitleParamsSchema = z.object({
  ref: z.string().min(1).max(100),
  language: subtitleLanguageSchema,
});

/** An admin's view of a stored track. */
export const adminSubtitleSchema = z.object({
  language: z.string(),
  label: z.string(),
  cues: z.number().int(),
  updatedAt: z.iso.datetime(),
  url: z.string(),
});
export const adminSubtitleListSchema = z.object({ subtitles: z.array(adminSubtitleSchema) });
export type AdminSubtitle = z.infer<typeof adminSubtitleSchema>;
