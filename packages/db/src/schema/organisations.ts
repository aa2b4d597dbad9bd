import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./accounts.ts";

/** A company, school, church or NGO whose admins add members in bulk (issue 17). */
export const organisations = pgTable(
  "organisations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    kind: text("kind", { enum: ["company", "school", "church", "ngo", "other"] }).notNull(),
    createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    check(
      "organisations_kind_ck",
      sql`${t.kind} in ('company', 'school', 'church', 'ngo', 'other')`,
    ),
  ],
);

export const organisationMembers = pgTable(
  "organisation_members",
  {
    orgId: uuid("org_id")
      .notNull()
      .references(() => organisations.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    role: text("role", { enum: ["admin", "member"] }).notNull(),
    joinedAt: timestamp("joined_at", { withTimezone: true }).notNull(),
    /** The member agrees that the organisation's admins see what they watched, title by title. */
    shareViewing: boolean("share_viewing").notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.orgId, t.userId] }),
    index("organisation_members_user_ix").on(t.userId),
    check("organisation_members_role_ck", sql`${t.role} in ('admin', 'member')`),
  ],
);

/** One CSV upload: its dry run, then (confirmed) the run that creates and links accounts. */
export const memberImports = pgTable(
  "member_imports",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    orgId: uuid("org_id")
      .notNull()
      .references(() => organisations.id, { onDelete: "cascade" }),
    createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
    fileName: text("file_name").notNull(),
    status: text("status", { enum: ["preview", "running", "done"] }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (t) => [
    index("member_imports_org_ix").on(t.orgId, t.createdAt),
    check("member_imports_status_ck", sql`${t.status} in ('preview', 'running', 'done')`),
  ],
);

export const IMPORT_ROW_STATUSES = [
  // dry run
  "new",
  "existing",
  "member",
  "invalid",
  "duplicate",
  // after the run
  "created",
  "linked",
  "invited",
  "failed",
] as const;

/** One CSV line and what became of it. */
export const memberImportRows = pgTable(
  "member_import_rows",
  {
    importId: uuid("import_id")
      .notNull()
      .references(() => memberImports.id, { onDelete: "cascade" }),
    line: integer("line").notNull(),
    name: text("name").notNull(),
    email: text("email"),
    phone: text("phone"),
    status: text("status", { enum: IMPORT_ROW_STATUSES }).notNull(),
    reason: text("reason"),
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    /** Phone-only rows: sha256 of the invitation token sent by SMS. */
    inviteTokenHash: text("invite_token_hash"),
    inviteExpiresAt: timestamp("invite_expires_at", { withTimezone: true }),
    /** When the invitation (mail or SMS) went out. */
    notifiedAt: timestamp("notified_at", { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.importId, t.line] }),
    index("member_import_rows_status_ix").on(t.importId, t.status),
    uniqueIndex("member_import_rows_invite_uq").on(t.inviteTokenHash),
  ],
);
