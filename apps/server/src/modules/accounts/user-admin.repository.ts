import type { AdminUser, StaffRole, UserAdminFilter } from "@tazama/contracts";
import { type Db, schema } from "@tazama/db";
import { type SQL, and, asc, count, desc, eq, sql } from "drizzle-orm";

const { users, accounts } = schema;

type UserRow = typeof users.$inferSelect;

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

/** Name or email containing the words (accents and case folded), or a phone with those digits. */
function matching(q: string): SQL {
  const digits = q.replace(/\D/g, "");
  const text = sql`(position(tazama_fold(${q}) in tazama_fold(${users.name})) > 0
    or position(lower(${q}) in ${users.email}) > 0)`;
  if (digits.length < 4) return text;
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

    async adminCount(): Promise<number> {
      const [row] = await db.select({ n: count() }).from(users).where(eq(users.role, "admin"));
      return row?.n ?? 0;
    },
  };
}
export type UserAdminRepository = ReturnType<typeof createUserAdminRepository>;
