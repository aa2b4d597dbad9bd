import { index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/**
 * Every admin action (issue 18): who, what, when, before and after. Append-only: a trigger
 * (migration 0020) refuses UPDATE and DELETE, so not even the server can rewrite history. The
 * actor is a plain id and a name kept at the time (no foreign key: deleting an account must not
 * touch the log).
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    actorId: text("actor_id"),
    actorName: text("actor_name").notNull(),
    /** `user.disable`, `user.role`, `admin.setup`, … */
    action: text("action").notNull(),
    targetType: text("target_type").notNull(),
    targetId: text("target_id").notNull(),
    before: jsonb("before"),
    after: jsonb("after"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    index("audit_log_recent_ix").on(t.createdAt),
    index("audit_log_target_ix").on(t.targetType, t.targetId, t.createdAt),
    index("audit_log_actor_ix").on(t.actorId, t.createdAt),
  ],
);

/**
 * One-time links that make the first admin (issue 18). Only the SHA-256 of a token is kept; a
 * start without any admin adds one and prints its link. All are deleted once an admin exists.
 */
export const adminSetupTokens = pgTable("admin_setup_tokens", {
  tokenHash: text("token_hash").primaryKey(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
});
