import { z } from "zod";

/** The admin audit log (issue 18): every admin action, who, what, when, before and after. */
export const AUDIT_PATHS = { list: "/api/v1/admin/audit" } as const;

export const auditQuerySchema = z.object({
  /** Only this target, e.g. a user's id. */
  targetId: z.string().max(64).optional(),
  actorId: z.string().max(64).optional(),
  /** An action or a family of them: `user` matches `user.disable`, `user.role`, … */
  action: z
    .string()
    .regex(/^[a-z][a-z-]*(\.[a-z][a-z-]*)*$/)
    .max(60)
    .optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(10).max(100).default(50),
});
export type AuditQuery = z.input<typeof auditQuerySchema>;

export const auditEntrySchema = z.object({
  id: z.string(),
  actorId: z.string().nullable(),
  actorName: z.string(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditListSchema = z.object({
  entries: z.array(auditEntrySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AuditList = z.infer<typeof auditListSchema>;
