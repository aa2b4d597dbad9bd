import { z } from "zod";

/**
 * The admin console's people pages (issue 18): find a user, see them, disable or enable them
 * (their sessions end at once), change their role, send them a password reset. And the first
 * admin of an install, made by a one-time link the server prints at start.
 */
export const USER_ADMIN_PATHS = {
  list: "/api/v1/admin/users",
  one: "/api/v1/admin/users/:id",
  passwordReset: "/api/v1/admin/users/:id/passwordReset",
  /** Outside /api/v1/admin: whoever opens the link is not an admin yet. */
  firstAdmin: "/api/v1/setup/firstAdmin",
  firstAdminPage: "/admin/setup",
} as const;

/** Every role an admin may give (the server's permission table knows each). */
export const STAFF_ROLES = ["viewer", "admin", "usher", "org-admin"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const USER_ADMIN_SORTS = ["createdAt", "name", "email"] as const;
export const USER_ADMIN_PAGE_SIZES = [10, 25, 50, 100] as const;

const boolParam = z.enum(["true", "false"]).transform((value) => value === "true");

export const userAdminQuerySchema = z.object({
  /** Part of a name, an email or a phone number (digits), case and accents ignored. */
  q: z.string().trim().max(100).optional(),
  role: z.enum(STAFF_ROLES).optional(),
  disabled: boolParam.optional(),
  sort: z.enum(USER_ADMIN_SORTS).default("createdAt"),
  dir: z.enum(["asc", "desc"]).default("desc"),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce
    .number()
    .int()
    .refine((n) => (USER_ADMIN_PAGE_SIZES as readonly number[]).includes(n), {
      message: `must be one of ${USER_ADMIN_PAGE_SIZES.join(", ")}`,
    })
    .default(25),
});
export type UserAdminQuery = z.input<typeof userAdminQuerySchema>;
export type UserAdminFilter = z.output<typeof userAdminQuerySchema>;

export const adminUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  phoneVerified: z.boolean(),
  role: z.enum(STAFF_ROLES),
  disabled: z.boolean(),
  locale: z.string(),
  createdAt: z.string(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const adminUserListSchema = z.object({
  users: z.array(adminUserSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AdminUserList = z.infer<typeof adminUserListSchema>;

export const adminUserSessionSchema = z.object({
  id: z.string(),
  /** "Chrome on Android", from the user agent. */
  device: z.string(),
  createdAt: z.string(),
  lastActiveAt: z.string(),
});

export const adminUserDetailSchema = z.object({
  user: adminUserSchema,
  sessions: z.array(adminUserSessionSchema),
  /** Signs in with a password (false: Google only). */
  hasPassword: z.boolean(),
});
export type AdminUserDetail = z.infer<typeof adminUserDetailSchema>;

export const adminUserIdParamsSchema = z.object({ id: z.string().min(1).max(64) });

export const updateAdminUserBodySchema = z
  .object({ disabled: z.boolean().optional(), role: z.enum(STAFF_ROLES).optional() })
  .strict()
  .refine((body) => body.disabled !== undefined || body.role !== undefined, {
    message: "say what to change: disabled or role",
  });
export type UpdateAdminUserBody = z.infer<typeof updateAdminUserBodySchema>;

export const firstAdminBodySchema = z.object({ token: z.string().min(20).max(200) }).strict();
export const firstAdminResponseSchema = z.object({ role: z.literal("admin") });

/** What the link's page asks before offering the button. */
export const firstAdminLinkQuerySchema = z.object({ token: z.string().max(200) });
/**
 * open: the link makes its opener the admin; used: the site has its admin (the link is spent);
 * expired: no admin yet, but this link is not the live one (a restart prints a new one).
 */
export const FIRST_ADMIN_LINK_STATES = ["open", "used", "expired"] as const;
export const firstAdminLinkResponseSchema = z.object({ state: z.enum(FIRST_ADMIN_LINK_STATES) });
export type FirstAdminLink = z.infer<typeof firstAdminLinkResponseSchema>;
