import type { AdminUser, StaffRole, UserAdminFilter } from "@tazama/contracts";
import { type Db, schema } from "@tazama/db";
import { type SQL, and, asc, count, desc, eq, sql } from "drizzle-orm";

const { users, accounts, sessions } = schema;

type UserRow = typeof users.$inferSelect;
type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export function toAdminUser(row: UserRow): AdminUser {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phoneNumber,
    phoneVerified: row.phoneNumber !== null && row.phoneVerifiedAt !== null,
    role: row.role as StaffRole,
    disabled: row.disabled,
    locale: row.locale,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Name or email containing the words (accents and case folded), or, when what was typed is a
 * phone number (digits, spaces, +, -, brackets), a phone with those digits: the digits of an
 * email or a name ("amina2024@…") never match someone's phone.
 */
function matching(q: string): SQL {
  const digits = q.replace(/\D/g, "");
  const text = sql`(position(tazama_fold(${q}) in tazama_fold(${users.name})) > 0
    or position(lower(${q}) in ${users.email}) > 0)`;
  if (digits.length < 4 || !/^[\d\s+()-]+$/.test(q.trim())) return text;
  return sql`(${text} or position(${digits} in coalesce(${users.phoneNumber}, '')) > 0)`;
}

const SORTS = { createdAt: users.createdAt, name: users.name, email: users.email } as const;

/** The admin console's reads and writes of accounts (issue 18). */
export function createUserAdminRepository(db: Db) {
  return {
    async list(filter: UserAdminFilter): Promise<{ users: AdminUser[]; total: number }> {
      const conditions: SQL[] = [];
      if (filter.q) conditions.push(matching(filter.q));
      if (filter.role) conditions.push(eq(users.role, filter.role));
      if (filter.disabled !== undefined) conditions.push(eq(users.disabled, filter.disabled));
      const where = conditions.length > 0 ? and(...conditions) : undefined;
      const order = filter.dir === "asc" ? asc : desc;
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(users)
          .where(where)
          .orderBy(order(SORTS[filter.sort]), asc(users.id))
          .limit(filter.pageSize)
          .offset((filter.page - 1) * filter.pageSize),
        db.select({ n: count() }).from(users).where(where),
      ]);
      return { users: rows.map(toAdminUser), total: total?.n ?? 0 };
    },

    async find(id: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, id));
      return row;
    },

    async hasPassword(id: string): Promise<boolean> {
      const [row] = await db
        .select({ id: accounts.id })
        .from(accounts)
        .where(and(eq(accounts.userId, id), eq(accounts.providerId, "credential")));
      return row !== undefined;
    },

    transaction: <T>(work: (tx: Tx) => Promise<T>) => db.transaction(work),

    /**
     * Every enabled admin's id, then the account, each locked in one order (no deadlock): two
     * admins demoting each other at once cannot both succeed and leave nobody in charge.
     */
    async lockAdminsAnd(tx: Tx, id: string) {
      const admins = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.role, "admin"), eq(users.disabled, false)))
        .orderBy(asc(users.id))
        .for("update");
      const [row] = await tx.select().from(users).where(eq(users.id, id)).for("update");
      return { admins: admins.map((a) => a.id), row };
    },

    async setStaffState(
      tx: Tx,
      id: string,
      state: { role: UserRow["role"]; disabled: boolean },
      now: Date,
    ): Promise<UserRow> {
      const [updated] = await tx
        .update(users)
        .set({ ...state, updatedAt: now })
        .where(eq(users.id, id))
        .returning();
      return updated!;
    },

    /** Signs the account out everywhere. */
    async endSessions(tx: Tx, id: string): Promise<void> {
      await tx.delete(sessions).where(eq(sessions.userId, id));
    },

    async adminCount(): Promise<number> {
      const [row] = await db.select({ n: count() }).from(users).where(eq(users.role, "admin"));
      return row?.n ?? 0;
    },
  };
}
export type UserAdminRepository = ReturnType<typeof createUserAdminRepository>;
