import { type Db, schema } from "@tazama/db";

const { eventRegistrations } = schema;

export type RegistrationRow = typeof eventRegistrations.$inferSelect;
export type NewRegistration = typeof eventRegistrations.$inferInsert;

const UNIQUE_VIOLATION = "23505";
const EMAIL_UNIQUE_INDEX = "event_registrations_event_email_uq";

/** The email already holds a registration for that event. */
export class DuplicateRegistrationError extends Error {
  constructor() {
    super("Duplicate registration");
    this.name = "DuplicateRegistrationError";
  }
}

/**
 * True for PostgreSQL's unique violation on the email index, whether the driver error comes
 * bare (pg, PGlite) or wrapped by Drizzle (DrizzleQueryError keeps it as `cause`).
 */
function isEmailUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 5; depth++) {
    if (typeof e !== "object") return false;
    const { code, constraint } = e as { code?: unknown; constraint?: unknown };
    if (code === UNIQUE_VIOLATION)
      return constraint === undefined || constraint === EMAIL_UNIQUE_INDEX;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/** Writes of event registrations; the unique index, not a prior read, decides duplicates. */
export function createRegistrationsRepository(db: Db) {
  return {
    /** Inserts one registration; throws DuplicateRegistrationError when the email is taken. */
    async insert(row: NewRegistration): Promise<RegistrationRow> {
      try {
        const [inserted] = await db.insert(eventRegistrations).values(row).returning();
        return inserted!;
      } catch (error) {
        if (isEmailUniqueViolation(error)) throw new DuplicateRegistrationError();
        throw error;
      }
    },
  };
}

export type RegistrationsRepository = ReturnType<typeof createRegistrationsRepository>;
