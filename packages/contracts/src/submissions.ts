import { z } from "zod";
import { displayNameField } from "./display-name.ts";

/** The catalogue's genres, in the order the genre bar shows them (the seed uses them too). */
export const CATALOGUE_GENRES = [
  "Drama",
  "Comedy",
  "Romance",
  "Thriller",
  "Action",
  "Crime",
  "Family",
  "Animation",
  "Documentary",
  "Horror",
  "Epic",
  "Musical",
] as const;

export const SUBMISSION_STATUSES = [
  "draft",
  "received",
  "in_review",
  "accepted",
  "declined",
] as const;
export type SubmissionStatus = (typeof SUBMISSION_STATUSES)[number];

/** What a submission may carry: a poster (one), stills and subtitle files. */
export const SUBMISSION_FILE_LIMITS = {
  poster: { count: 1, maxBytes: 5 * 1024 * 1024 },
  still: { count: 8, maxBytes: 5 * 1024 * 1024 },
  subtitle: { count: 10, maxBytes: 512 * 1024 },
} as const;
export type SubmissionFileKind = keyof typeof SUBMISSION_FILE_LIMITS;

/** New drafts one network may start in an hour (a film school shares one address). */
export const SUBMISSION_DRAFTS_PER_IP = { max: 5, windowMs: 60 * 60_000 };

/** The header that carries a draft's edit token (kept by the submitter's browser). */
export const SUBMISSION_TOKEN_HEADER = "x-submission-token";

const text = (max: number, message: string) => z.string().trim().max(max, message);
const required = (max: number, missing: string) =>
  z.string({ error: missing }).trim().min(1, missing).max(max, `At most ${max} characters.`);
/** A person's or company's name: cleaned as every stored display name is (display-name.ts). */
const requiredName = (max: number, missing: string) =>
  displayNameField({ error: missing }).min(1, missing).max(max, `At most ${max} characters.`);

/**
 * A submission's details, all needed to submit. A draft may hold any subset of them
 * (`submissionDraftSchema`): filmmakers fill the form over several sittings.
 */
export const submissionDetailsSchema = z.object({
  title: required(120, "Type the film's title."),
  kind: z.enum(["movie", "series"], { error: "Say whether it is a film or a series." }),
  year: z.coerce
    .number({ error: "Type the year it was finished." })
    .int("Type the year as four digits.")
    .min(1900, "Type a year from 1900 on.")
    .max(new Date().getUTCFullYear() + 2, "That year is too far ahead."),
  runtimeMinutes: z.coerce
    .number({ error: "Type the running time in minutes." })
    .int("Type the running time in whole minutes.")
    .min(1, "Type the running time in minutes.")
    .max(1200, "Type the running time in minutes (at most 1,200)."),
  languages: z
    .array(z.string().trim().min(2).max(40), { error: "Add the languages spoken in it." })
    .min(1, "Add the languages spoken in it.")
    .max(10, "At most 10 languages."),
  country: required(60, "Type the country of production."),
  shortSynopsis: required(200, "Write a one-line synopsis (200 characters at most)."),
  longSynopsis: required(3000, "Write a synopsis."),
  credits: required(3000, "List the director and the main cast."),
  genres: z
    .array(z.enum(CATALOGUE_GENRES), { error: "Pick at least one genre." })
    .min(1, "Pick at least one genre.")
    .max(3, "Pick up to 3 genres."),
  screenerUrl: z
    .url({ protocol: /^https$/, error: "Paste a private screener link starting with https://." })
    .max(500),
  screenerPassword: text(100, "At most 100 characters.").optional(),
  rightsHolder: requiredName(120, "Who holds the rights? (a person or a company)"),
  territories: z
    .array(z.string().trim().min(2).max(60), {
      error: "Say where you hold the rights (e.g. Worldwide, Nigeria).",
    })
    .min(1, "Say where you hold the rights (e.g. Worldwide, Nigeria).")
    .max(60),
  rightsAttested: z.literal(true, "Confirm that you hold these rights."),
  contactName: requiredName(120, "Type your name."),
  contactEmail: z.email("Type an email address we can reach you at.").max(200),
  contactPhone: text(30, "At most 30 characters.").optional(),
});
export type SubmissionDetails = z.infer<typeof submissionDetailsSchema>;

/** A draft: any of the details, each valid when present. */
export const submissionDraftSchema = submissionDetailsSchema.partial().extend({
  rightsAttested: z.boolean().optional(),
});
export type SubmissionDraft = z.infer<typeof submissionDraftSchema>;

/** `POST /api/v1/add/contentForm`: a new draft. `website` is a trap for robots (left empty). */
export const submissionCreateBodySchema = z.object({
  details: submissionDraftSchema.default({}),
  website: z.string().max(200).optional(),
});

export const submissionRefParamsSchema = z.object({
  reference: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^TZ-SUB-[2-9A-HJ-NP-Z]{6}$/, "A reference looks like TZ-SUB-7K3M9Q."),
});

export const submissionFileSchema = z.object({
  id: z.number().int(),
  kind: z.enum(["poster", "still", "subtitle"]),
  fileName: z.string(),
  contentType: z.string(),
  bytes: z.number().int(),
});
export type SubmissionFile = z.infer<typeof submissionFileSchema>;

/** A submission as its submitter sees it (the edit token is never sent back). */
export const submissionSchema = z.object({
  reference: z.string(),
  status: z.enum(SUBMISSION_STATUSES),
  details: submissionDraftSchema,
  files: z.array(submissionFileSchema),
  /** The Tazama team's word at the last change (e.g. why it was declined). */
  note: z.string().nullable(),
  submittedAt: z.iso.datetime().nullable(),
  updatedAt: z.iso.datetime(),
});
export type Submission = z.infer<typeof submissionSchema>;

export const submissionCreatedSchema = z.object({
  reference: z.string(),
  /** Keep it: it opens the draft again (only its hash is stored). */
  editToken: z.string(),
  submission: submissionSchema,
});
export type SubmissionCreated = z.infer<typeof submissionCreatedSchema>;

export const submissionFileParamsSchema = submissionRefParamsSchema.extend({
  id: z.coerce.number().int().positive(),
});
export const submissionFileQuerySchema = z.object({
  kind: z.enum(["poster", "still", "subtitle"]),
});

/** `GET /api/v1/admin/submissions`. */
export const adminSubmissionsQuerySchema = z.object({
  status: z.enum(SUBMISSION_STATUSES).optional(),
  page: z.coerce.number().int().min(1).max(1000).default(1),
});
export const adminSubmissionSchema = submissionSchema.extend({
  id: z.number().int(),
  createdAt: z.iso.datetime(),
  /** The draft catalogue title made from it, once accepted. */
  draftTitleRef: z.string().nullable(),
});
export type AdminSubmission = z.infer<typeof adminSubmissionSchema>;
export const adminSubmissionPageSchema = z.object({
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  items: z.array(adminSubmissionSchema),
});
export const adminSubmissionIdParamsSchema = z.object({ id: z.coerce.number().int().positive() });

/** Where a submission may go next, from where it is (drafts belong to the submitter). */
export const SUBMISSION_TRANSITIONS: Record<SubmissionStatus, readonly SubmissionStatus[]> = {
  draft: [],
  received: ["in_review", "declined"],
  in_review: ["accepted", "declined"],
  accepted: [],
  declined: [],
};
export const adminSubmissionUpdateSchema = z.object({
  status: z.enum(["in_review", "accepted", "declined"]),
  note: z.string().trim().max(1000).optional(),
});
