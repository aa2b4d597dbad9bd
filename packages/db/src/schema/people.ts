import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
} from "drizzle-orm/pg-core";
import { CREDIT_ROLES } from "@tazama/contracts";
import { titles } from "./catalogue.ts";

/** A person in the cast or crew of titles; the slug is their page (/people/{slug}). */
export const people = pgTable(
  "people",
  {
    id: serial("id").primaryKey(),
    slug: text("slug").notNull().unique(),
    name: text("name").notNull(),
    bio: text("bio").notNull().default(""),
  },
  (t) => [check("people_slug_ck", sql`${t.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`)],
);

export { CREDIT_ROLES, type CreditRole } from "@tazama/contracts";

/** Who is in or made a title, in billing order; an actor's credit names their character. */
export const titleCredits = pgTable(
  "title_credits",
  {
    titleId: integer("title_id")
      .notNull()
      .references(() => titles.id, { onDelete: "cascade" }),
    personId: integer("person_id")
      .notNull()
      .references(() => people.id, { onDelete: "cascade" }),
    role: text("role", { enum: CREDIT_ROLES }).notNull(),
    character: text("character"),
    position: smallint("position").notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.titleId, t.personId, t.role] }),
    index("title_credits_person_ix").on(t.personId),
    check("title_credits_role_ck", sql`${t.role} in ('actor', 'director', 'writer', 'producer')`),
  ],
);
