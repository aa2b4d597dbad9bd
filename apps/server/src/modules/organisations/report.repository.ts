import { type Db, schema } from "@tazama/db";
import { and, count, countDistinct, desc, eq, gt, gte, isNull, max, sql } from "drizzle-orm";

const {
  organisationMembers,
  memberImports,
  memberImportRows,
  views,
  titles,
  users,
  wallets,
  ledgerEntries,
  orgSeatBlocks,
  orgSeats,
} = schema;

/** The facts of `enterprisePayload` (I/O only). Views count from when someone joined. */
export function createReportRepository(db: Db) {
  /** Views by members of the organisation since `from`, made after they joined it. */
  const memberViews = (orgId: string, from: Date) =>
    and(
      eq(organisationMembers.orgId, orgId),
      eq(organisationMembers.userId, views.userId),
      gte(views.createdAt, from),
      gte(views.createdAt, organisationMembers.joinedAt),
    );

  return {
    async members(orgId: string, from: Date) {
      const [row] = await db
        .select({
          total: count(),
          joined: sql<number>`count(*) filter (where ${organisationMembers.joinedAt} >= ${from.toISOString()}::timestamptz)::int`,
          sharing: sql<number>`count(*) filter (where ${organisationMembers.shareViewing})::int`,
        })
        .from(organisationMembers)
        .where(eq(organisationMembers.orgId, orgId));
      const [invited] = await db
        .select({ n: count() })
        .from(memberImportRows)
        .innerJoin(memberImports, eq(memberImports.id, memberImportRows.importId))
        .where(and(eq(memberImports.orgId, orgId), eq(memberImportRows.status, "invited")));
      return {
        total: row?.total ?? 0,
        joined: row?.joined ?? 0,
        sharing: row?.sharing ?? 0,
        invited: invited?.n ?? 0,
      };
    },

    /** Blocks still running, their seats and the seats held now. */
    async seats(orgId: string, now: Date) {
      const running = and(eq(orgSeatBlocks.orgId, orgId), gt(orgSeatBlocks.endsAt, now));
      const [row] = await db
        .select({
          blocks: count(),
          seats: sql<number>`coalesce(sum(${orgSeatBlocks.seats}), 0)::int`,
        })
        .from(orgSeatBlocks)
        .where(running);
      const [held] = await db
        .select({ n: count() })
        .from(orgSeats)
        .innerJoin(orgSeatBlocks, eq(orgSeatBlocks.id, orgSeats.blockId))
        .where(and(running, isNull(orgSeats.releasedAt)));
      return { blocks: row?.blocks ?? 0, seats: row?.seats ?? 0, used: held?.n ?? 0 };
    },

    async viewsByTitle(orgId: string, from: Date) {
      return db
        .select({
          ref: titles.ref,
          title: titles.title,
          views: count(),
          viewers: countDistinct(views.userId),
        })
        .from(views)
        .innerJoin(organisationMembers, memberViews(orgId, from))
        .innerJoin(titles, eq(titles.id, views.titleId))
        .groupBy(titles.ref, titles.title)
        .orderBy(desc(count()), titles.title);
    },

    async viewers(orgId: string, from: Date): Promise<number> {
      const [row] = await db
        .select({ n: countDistinct(views.userId) })
        .from(views)
        .innerJoin(organisationMembers, memberViews(orgId, from));
      return row?.n ?? 0;
    },

    /** Per member who agreed to share: the titles they watched. */
    async sharedViews(orgId: string, from: Date) {
      return db
        .select({
          userId: users.id,
          name: users.name,
          title: titles.title,
          views: count(),
          lastAt: max(views.createdAt),
        })
        .from(views)
        .innerJoin(
          organisationMembers,
          and(memberViews(orgId, from), eq(organisationMembers.shareViewing, true)),
        )
        .innerJoin(titles, eq(titles.id, views.titleId))
        .innerJoin(users, eq(users.id, views.userId))
        .groupBy(users.id, users.name, titles.title)
        .orderBy(users.name, desc(max(views.createdAt)));
    },

    async wallet(orgId: string) {
      const [row] = await db.select().from(wallets).where(eq(wallets.organisationId, orgId));
      return row;
    },

    /** Money in (transfers) and out (seats) of the organisation's wallet, by month. */
    async spendByMonth(walletId: string, from: Date) {
      return db
        .select({
          month: sql<string>`to_char(${ledgerEntries.createdAt} at time zone 'UTC', 'YYYY-MM')`,
          fundedIn: sql<
            string | number
          >`coalesce(sum(${ledgerEntries.amountMinor}) filter (where ${ledgerEntries.amountMinor} > 0), 0)::bigint`,
          seats: sql<
            string | number
          >`coalesce(-sum(${ledgerEntries.amountMinor}) filter (where ${ledgerEntries.kind} = 'seats'), 0)::bigint`,
        })
        .from(ledgerEntries)
        .where(and(eq(ledgerEntries.walletId, walletId), gte(ledgerEntries.createdAt, from)))
        .groupBy(sql`1`)
        .orderBy(sql`1`);
    },

    /** Records a member's choice; false when they are not a member. */
    async setShareViewing(orgId: string, userId: string, share: boolean): Promise<boolean> {
      const rows = await db
        .update(organisationMembers)
        .set({ shareViewing: share })
        .where(and(eq(organisationMembers.orgId, orgId), eq(organisationMembers.userId, userId)))
        .returning({ userId: organisationMembers.userId });
      return rows.length > 0;
    },
  };
}

export type ReportRepository = ReturnType<typeof createReportRepository>;
