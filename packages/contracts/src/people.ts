import { z } from "zod";

/** What a person did on a title, in the order a title page lists them. */
export const CREDIT_ROLES = ["actor", "director", "writer", "producer"] as const;
export type CreditRole = (typeof CREDIT_ROLES)[number];

/** How a role reads on a page: "Director", "Writer". */
export const CREDIT_ROLE_LABELS: Record<CreditRole, string> = {
  actor: "Cast",
  director: "Director",
  writer: "Writer",
  producer: "Producer",
};

/** One person's credit on a title page. */
export const creditSchema = z.object({
  slug: z.string(),
  name: z.string(),
  role: z.enum(CREDIT_ROLES),
  /** The character an actor plays; null for crew. */
  character: z.string().nullable(),
});
export type Credit = z.infer<typeof creditSchema>;

export const personSlugParamsSchema = z.object({
  slug: z
    .string()
    .min(1)
    .max(120)
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "slug must be lowercase letters, digits and hyphens"),
});

/** A title on a person's page, with what they did on it. */
const personCreditSchema = z.object({
  ref: z.string(),
  title: z.string(),
  /** The series an episode belongs to, or null for a movie. */
  seriesTitle: z.string().nullable(),
  poster: z.string(),
  year: z.number().int(),
  roles: z.array(z.enum(CREDIT_ROLES)),
  character: z.string().nullable(),
});
export type PersonCredit = z.infer<typeof personCreditSchema>;

/** `GET /api/v1/people/{slug}`: the person and their titles, newest first. */
export const personResponseSchema = z.object({
  person: z.object({ slug: z.string(), name: z.string(), bio: z.string() }),
  credits: z.array(personCreditSchema),
});
export type PersonResponse = z.infer<typeof personResponseSchema>;

/** A person's page in the web app. */
export const personPath = (slug: string) => `/people/${encodeURIComponent(slug)}`;
