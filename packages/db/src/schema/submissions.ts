import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import { titles } from "./catalogue.ts";

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

/**
 * Filmmaker submissions (`add/contentForm/`): no account needed. The submitter holds the
 * reference and an edit token (only its SHA-256 is kept); the details are one JSON document
 * validated by the contracts' schema, with the title and contact copied out for triage.
 */
export const submissions = pgTable(
  "submissions",
  {
    id: serial("id").primaryKey(),
    reference: text("reference").notNull().unique(),
    editTokenHash: text("edit_token_hash").notNull(),
    status: text("status").notNull().default("draft"),
    details: jsonb("details").$type<Record<string, unknown>>().notNull(),
    title: text("title"),
    contactEmail: text("contact_email"),
    note: text("note"),
    /** The submitter's language when they sent it ("fr"): the mails about it are written in it. */
    language: text("language"),
    draftTitleId: integer("draft_title_id").references(() => titles.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    submittedAt: timestamp("submitted_at", { withTimezone: true }),
  },
  (t) => [
    check(
      "submissions_status_ck",
      sql`${t.status} in ('draft', 'received', 'in_review', 'accepted', 'declined')`,
    ),
    index("submissions_triage_ix").on(t.status, t.submittedAt),
  ],
);

/** A poster, a still or a subtitle file of a submission, stored under the data directory. */
export const submissionFiles = pgTable(
  "submission_files",
  {
    id: serial("id").primaryKey(),
    submissionId: integer("submission_id")
      .notNull()
      .references(() => submissions.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    /** As the submitter named it (shown back; never used as a path). */
    fileName: text("file_name").notNull(),
    /** Our own name under the data directory. */
    storedName: text("stored_name").notNull(),
    contentType: text("content_type").notNull(),
    bytes: integer("bytes").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check("submission_files_kind_ck", sql`${t.kind} in ('poster', 'still', 'subtitle')`),
    index("submission_files_submission_ix").on(t.submissionId),
  ],
);
