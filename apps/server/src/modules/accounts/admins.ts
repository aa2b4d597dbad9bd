import { type Db, schema } from "@tazama/db";
import { and, eq, isNull } from "drizzle-orm";

/** An admin to tell about something (quality alerts): where to write, and in which language. */
export interface AdminContact {
  id: string;
  email: string;
  name: string;
  locale: string;
}

/** Every admin whose account is open (not disabled, not closed). */
export async function activeAdmins(db: Pick<Db, "select">): Promise<AdminContact[]> {
  const { users } = schema;
  return db
    .select({ id: users.id, email: users.email, name: users.name, locale: users.locale })
    .from(users)
    .where(and(eq(users.role, "admin"), eq(users.disabled, false), isNull(users.closedAt)));
}
