import type { OrgConsoleRow } from "@tazama/contracts";
import { type Db, schema } from "@tazama/db";
import { and, asc, count, desc, eq, inArray, sql } from "drizzle-orm";

const { organisationMembers, organisations, orgSeatBlocks, users } = schema;

/** The console's reads of organisations (issue 18): site admins see every one. */
export function createOrgConsoleRepository(db: Db) {
  return {
    async list(filter: { q?: string; limit: number; offset: number }) {
      const where = filter.q
        ? sql`position(tazama_fold(${filter.q}) in tazama_fold(${organisations.name})) > 0`
        : undefined;
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(organisations)
          .where(where)
          .orderBy(desc(organisations.createdAt), asc(organisations.id))
          .limit(filter.limit)
          .offset(filter.offset),
        db.select({ n: count() }).from(organisations).where(where),
      ]);
      const ids = rows.map((r) => r.id);
      if (ids.length === 0) return { rows: [] as OrgConsoleRow[], total: total?.n ?? 0 };
      const [members, admins, blocks] = await Promise.all([
        db
          .select({ orgId: organisationMembers.orgId, n: count() })
          .from(organisationMembers)
          .where(inArray(organisationMembers.orgId, ids))
          .groupBy(organisationMembers.orgId),
        db
          .select({
            orgId: organisationMembers.orgId,
            id: users.id,
            name: users.name,
            email: users.email,
          })
          .from(organisationMembers)
          .innerJoin(users, eq(users.id, organisationMembers.userId))
          .where(
            and(eq(organisationMembers.role, "admin"), inArray(organisationMembers.orgId, ids)),
          )
          .orderBy(asc(organisationMembers.joinedAt)),
        db
          .select({
            orgId: orgSeatBlocks.orgId,
            currency: orgSeatBlocks.currency,
            blocks: count(),
            seats: sql<number>`sum(${orgSeatBlocks.seats})`.mapWith(Number),
            amount: sql<number>`sum(${orgSeatBlocks.amountMinor})`.mapWith(Number),
          })
          .from(orgSeatBlocks)
          .where(inArray(orgSeatBlocks.orgId, ids))
          .groupBy(orgSeatBlocks.orgId, orgSeatBlocks.currency)
          .orderBy(asc(orgSeatBlocks.currency)),
      ]);
      const rowsOut: OrgConsoleRow[] = rows.map((org) => {
        const own = blocks.filter((b) => b.orgId === org.id);
        return {
          id: org.id,
          name: org.name,
          kind: org.kind,
          createdAt: org.createdAt.toISOString(),
          members: members.find((m) => m.orgId === org.id)?.n ?? 0,
          admins: admins
            .filter((a) => a.orgId === org.id)
            .map(({ id, name, email }) => ({ id, name, email })),
          seatBlocks: own.reduce((sum, b) => sum + b.blocks, 0),
          seats: own.reduce((sum, b) => sum + b.seats, 0),
          spent: own.map((b) => ({ currency: b.currency, amount: b.amount })),
        };
      });
      return { rows: rowsOut, total: total?.n ?? 0 };
    },
  };
}
