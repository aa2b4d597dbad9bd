import { z } from "zod";
import { contentRefParamsSchema } from "./catalogue.ts";

/** What one viewer may have asked for: open requests at once, and new asks in 7 days. */
export const TITLE_REQUEST_LIMITS = { open: 5, perWeek: 10 } as const;

export const TITLE_REQUEST_STATUSES = ["pending", "planned", "declined", "available"] as const;
export type TitleRequestStatus = (typeof TITLE_REQUEST_STATUSES)[number];

/** The earliest year a request may name (the first African feature films are from the 1920s). */
export const TITLE_REQUEST_FIRST_YEAR = 1900;

/** `POST /api/v1/add/request`: a film or series a viewer wants on Tazama. */
export const titleRequestBodySchema = z.object({
  title: z
    .string()
    .trim()
    .min(1, "Type the title you are looking for.")
    .max(120, "Titles are at most 120 characters."),
  kind: z.enum(["movie", "series"]),
  year: z.coerce
    .number()
    .int("Type the year as four digits.")
    .min(TITLE_REQUEST_FIRST_YEAR, `Type a year from ${TITLE_REQUEST_FIRST_YEAR} on.`)
    .max(new Date().getUTCFullYear() + 2, "That year is too far ahead."),
  /** A page about it (a trailer, a festival page); optional. */
  link: z
    .union([
      z.literal(""),
      z
        .url({ protocol: /^https?$/, message: "Paste a link that starts with https://." })
        .max(500, "Links are at most 500 characters."),
    ])
    .optional()
    .transform((link) => link || undefined),
});
export type TitleRequestBody = z.input<typeof titleRequestBodySchema>;

export const titleRequestSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  kind: z.enum(["movie", "series"]),
  year: z.number().int(),
  status: z.enum(TITLE_REQUEST_STATUSES),
  /** How many viewers asked, the caller included when `asked`. */
  votes: z.number().int(),
  /** Whether the caller asked for it. */
  asked: z.boolean(),
  /** Where it is on Tazama once `available` (a catalogue ref). */
  availableRef: z.string().nullable(),
  /** The Tazama team's word on it (e.g. why it was declined). */
  note: z.string().nullable(),
  createdAt: z.iso.datetime(),
});
export type TitleRequest = z.infer<typeof titleRequestSchema>;

/** What asking did: a new request, a vote on someone's, or nothing (the caller had asked). */
export const titleRequestResultSchema = z.object({
  outcome: z.enum(["created", "voted", "already-asked"]),
  request: titleRequestSchema,
});
export type TitleRequestResult = z.infer<typeof titleRequestResultSchema>;

export const titleRequestListSchema = z.object({ items: z.array(titleRequestSchema) });
export type TitleRequestList = z.infer<typeof titleRequestListSchema>;

export const titleRequestIdParamsSchema = z.object({ id: z.coerce.number().int().positive() });

/** `GET /api/v1/admin/requests`: triage, the most asked for first. */
export const adminRequestsQuerySchema = z.object({
  status: z.enum(TITLE_REQUEST_STATUSES).optional(),
  page: z.coerce.number().int().min(1).max(1000).default(1),
});

export const adminRequestSchema = titleRequestSchema.omit({ asked: true }).extend({
  link: z.string().nullable(),
  updatedAt: z.iso.datetime(),
});
export const adminRequestPageSchema = z.object({
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  items: z.array(adminRequestSchema),
});
export type AdminRequestPage = z.infer<typeof adminRequestPageSchema>;

/** `PATCH /api/v1/admin/requests/{id}`: a new status; `available` needs the catalogue ref. */
export const adminRequestUpdateSchema = z
  .object({
    status: z.enum(TITLE_REQUEST_STATUSES),
    availableRef: contentRefParamsSchema.shape.ref.optional(),
    note: z.string().trim().max(500).optional(),
  })
  .refine((b) => (b.status === "available") === (b.availableRef !== undefined), {
    message: "Give the catalogue ref when, and only when, the status is available.",
    path: ["availableRef"],
  });
