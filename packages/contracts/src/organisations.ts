import { z } from "zod";
import { displayNameField } from "./display-name.ts";
import { currencySchema } from "./money.ts";

/**
 * Organisations with bulk accounts (issue 17, spec `users/createMultipleAccounts`): a company,
 * school, church or NGO whose admins add members from a CSV (name, email, phone), dry run first.
 */
export const ORG_KINDS = ["company", "school", "church", "ngo", "other"] as const;
export const ORG_IMPORT_RULES = {
  maxRows: 10_000,
  /** 10,000 rows of name, email and phone fit well within this. */
  maxBytes: 2 * 1024 * 1024,
  /** Invitation links (set your password, or join) work this long. */
  inviteDays: 14,
} as const;

export const ORG_PATHS = {
  orgs: "/api/v1/orgs",
  org: (id: string) => `/api/v1/orgs/${id}`,
  imports: (id: string) => `/api/v1/orgs/${id}/imports`,
  import: (id: string, importId: string) => `/api/v1/orgs/${id}/imports/${importId}`,
  membership: (id: string) => `/api/v1/orgs/${id}/membership`,
  /** Spec name: confirm a dry run; a job creates the accounts. */
  createMultipleAccounts: "/api/v1/users/createMultipleAccounts",
  acceptInvite: "/api/v1/orgs/invites/accept",
  page: "/org",
} as const;

export const createOrgBodySchema = z.strictObject({
  name: displayNameField().min(2).max(120),
  kind: z.enum(ORG_KINDS),
});
export type CreateOrgBody = z.input<typeof createOrgBodySchema>;

export const orgSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.enum(ORG_KINDS),
  role: z.enum(["admin", "member"]),
  members: z.number().int(),
});
export type OrgSummary = z.infer<typeof orgSummarySchema>;
export const myOrgsResponseSchema = z.object({ organisations: z.array(orgSummarySchema) });
export type MyOrgsResponse = z.infer<typeof myOrgsResponseSchema>;

export const orgMemberSchema = z.object({
  /** The account (null: invited by SMS, not joined yet). */
  userId: z.string().nullable(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  role: z.enum(["admin", "member"]),
  /** invited: a phone-only row whose person has not joined yet. */
  status: z.enum(["active", "invited"]),
  since: z.string(),
});
export type OrgMember = z.infer<typeof orgMemberSchema>;
export const orgDetailSchema = orgSummarySchema.extend({
  /** The caller agreed that the organisation's admins see what they watched. */
  shareViewing: z.boolean(),
  members: z.number().int(),
  invited: z.number().int(),
  /** The newest 200 (the count is above). */
  list: z.array(orgMemberSchema),
});
export type OrgDetail = z.infer<typeof orgDetailSchema>;

const rowRefSchema = z.object({ line: z.number().int(), reason: z.string() });

/**
 * Why a row of a member CSV is left out, for the preview to say in the viewer's language (the
 * `reason` is the English): `value` is the cell for `email-invalid` and `phone-invalid`, `sameAs`
 * the first line of a `duplicate`. `name-formula`: the name starts with =, +, - or @ and a
 * spreadsheet would read it as a formula.
 */
export const IMPORT_PROBLEM_CODES = [
  "name-missing",
  "name-long",
  "name-formula",
  "contact-missing",
  "email-invalid",
  "phone-invalid",
  "duplicate",
  "failed",
] as const;
export type ImportProblemCode = (typeof IMPORT_PROBLEM_CODES)[number];
export const importStatusSchema = z.object({
  id: z.string(),
  status: z.enum(["preview", "running", "done"]),
  fileName: z.string(),
  totals: z.object({
    rows: z.number().int(),
    /** New accounts (email) or invitations (phone only) the run will make. */
    toCreate: z.number().int(),
    /** People who have an account already: linked, not created. */
    toLink: z.number().int(),
    alreadyMembers: z.number().int(),
    invalid: z.number().int(),
    duplicates: z.number().int(),
  }),
  /** After the run: what each row became. */
  results: z.object({
    created: z.number().int(),
    linked: z.number().int(),
    invited: z.number().int(),
    failed: z.number().int(),
  }),
  /** The first 200 refused rows with their line numbers and why. */
  problems: z.array(
    rowRefSchema.extend({
      kind: z.enum(["invalid", "duplicate", "failed"]),
      code: z.enum(IMPORT_PROBLEM_CODES).optional(),
      value: z.string().optional(),
      sameAs: z.number().int().optional(),
    }),
  ),
});
export type ImportStatus = z.infer<typeof importStatusSchema>;

export const orgParamsSchema = z.object({ id: z.uuid() });
export const importParamsSchema = z.object({ id: z.uuid(), importId: z.uuid() });
export const confirmImportBodySchema = z.strictObject({ importId: z.uuid() });
export const acceptInviteBodySchema = z.strictObject({ token: z.string().min(20).max(200) });

/** `enterprisePayload`: an organisation's report (admins), as JSON or CSV. */
export const ORG_REPORT_RULES = {
  periods: [7, 30, 90, 365] as const,
  defaultDays: 30,
  /** A title is named in the aggregate only when this many members watched it (else "Other titles"). */
  minViewers: 3,
} as const;
export const enterprisePayloadPath = (id: string) => `/api/v1/orgs/${id}/enterprisePayload`;
export const enterprisePayloadCsvPath = (id: string) => `/api/v1/orgs/${id}/enterprisePayload.csv`;

export const enterprisePayloadQuerySchema = z.object({
  days: z.coerce
    .number()
    .int()
    .refine((d) => (ORG_REPORT_RULES.periods as readonly number[]).includes(d), {
      message: `days is one of ${ORG_REPORT_RULES.periods.join(", ")}`,
    })
    .default(ORG_REPORT_RULES.defaultDays),
});

const reportAmountSchema = z.object({ amount: z.number().int(), currency: z.string() });
export const enterprisePayloadSchema = z.object({
  organisation: z.object({ id: z.string(), name: z.string() }),
  period: z.object({ from: z.string(), to: z.string(), days: z.number().int() }),
  members: z.object({
    total: z.number().int(),
    invited: z.number().int(),
    joined: z.number().int(),
    /** Members who agreed that admins see what they watched. */
    sharing: z.number().int(),
  }),
  /** Blocks still running: seats bought and given. */
  seats: z.object({ blocks: z.number().int(), seats: z.number().int(), used: z.number().int() }),
  watching: z.object({
    views: z.number().int(),
    viewers: z.number().int(),
    titles: z.array(
      z.object({
        ref: z.string(),
        title: z.string(),
        views: z.number().int(),
        viewers: z.number().int(),
      }),
    ),
    /** Views of titles fewer than `minViewers` members watched (not named: they could single someone out). */
    otherViews: z.number().int(),
    minViewers: z.number().int(),
  }),
  /** Only members who agreed: what each watched. */
  shared: z.array(
    z.object({
      name: z.string(),
      titles: z.array(z.object({ title: z.string(), views: z.number().int(), lastAt: z.string() })),
    }),
  ),
  spend: z.object({
    /** Null until the organisation has a wallet. */
    balance: reportAmountSchema.nullable(),
    fundedIn: z.number().int(),
    seats: z.number().int(),
    byMonth: z.array(
      z.object({ month: z.string(), fundedIn: z.number().int(), seats: z.number().int() }),
    ),
  }),
});
export type EnterprisePayload = z.infer<typeof enterprisePayloadSchema>;

export const membershipBodySchema = z.strictObject({ shareViewing: z.boolean() });
export type MembershipBody = z.infer<typeof membershipBodySchema>;

/** The console's organisations (issue 18): every one with its admins, members and seats. */
export const ORG_CONSOLE_PATH = "/api/v1/admin/organisations";

export const orgConsoleQuerySchema = z.object({
  /** Part of the name. */
  q: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type OrgConsoleQuery = z.input<typeof orgConsoleQuerySchema>;

export const orgConsoleRowSchema = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.enum(ORG_KINDS),
  createdAt: z.string(),
  members: z.number().int(),
  admins: z.array(z.object({ id: z.string(), name: z.string(), email: z.string() })),
  /** Seat blocks bought, and seats in them. */
  seatBlocks: z.number().int(),
  seats: z.number().int(),
  /** What its seat blocks cost, per currency, in minor units. */
  spent: z.array(z.object({ currency: currencySchema, amount: z.number().int() })),
});
export type OrgConsoleRow = z.infer<typeof orgConsoleRowSchema>;

export const orgConsoleListSchema = z.object({
  organisations: z.array(orgConsoleRowSchema),
  total: z.number().int(),
  pageSize: z.number().int(),
});
export type OrgConsoleList = z.infer<typeof orgConsoleListSchema>;
