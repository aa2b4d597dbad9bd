import { type Db, schema } from "@tazama/db";
import { and, asc, count, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import { releaseLease, takeLeaseUntil } from "../../jobs/leases.ts";
import type { PersonalDataEraser } from "../accounts/accounts.public.ts";

const { organisations, organisationMembers, memberImports, memberImportRows, users } = schema;
const importLock = (userId: string) => `member-import:${userId}`;

export type ImportRow = typeof memberImportRows.$inferSelect;
export type ImportRowStatus = ImportRow["status"];

/** Organisations, members and member imports (I/O only; the rules are the service's). */
export function createOrganisationsRepository(db: Db) {
  return {
    async create(row: typeof organisations.$inferInsert, adminId: string, now: Date) {
      return db.transaction(async (tx) => {
        const [org] = await tx.insert(organisations).values(row).returning();
        await tx
          .insert(organisationMembers)
          .values({ orgId: org!.id, userId: adminId, role: "admin", joinedAt: now });
        return org!;
      });
    },

    /**
     * Takes the user's import lock until `until` unless someone holds it now (another upload of
     * theirs, in this process or another: the row is in `task_leases`, shared by every process;
     * PostgreSQL's row lock on the upsert picks one of two askers). True when taken.
     */
    async takeImportLock(userId: string, holder: string, now: Date, until: Date) {
      return takeLeaseUntil(db, { name: importLock(userId), holder, now, until });
    },

    async releaseImportLock(userId: string, holder: string) {
      await releaseLease(db, importLock(userId), holder);
    },

    async localeOf(userId: string) {
      const [row] = await db
        .select({ locale: users.locale })
        .from(users)
        .where(eq(users.id, userId));
      return row?.locale;
    },

    /** The caller's place in the organisation: role and whether they share what they watch. */
    async membership(orgId: string, userId: string) {
      const [row] = await db
        .select({ role: organisationMembers.role, shareViewing: organisationMembers.shareViewing })
        .from(organisationMembers)
        .where(and(eq(organisationMembers.orgId, orgId), eq(organisationMembers.userId, userId)));
      return row;
    },

    async mine(userId: string) {
      const members = sql<number>`(select count(*)::int from organisation_members m where m.org_id = ${organisations.id})`;
      return db
        .select({
          id: organisations.id,
          name: organisations.name,
          kind: organisations.kind,
          role: organisationMembers.role,
          members,
        })
        .from(organisationMembers)
        .innerJoin(organisations, eq(organisations.id, organisationMembers.orgId))
        .where(eq(organisationMembers.userId, userId))
        .orderBy(asc(organisations.name));
    },

    async org(orgId: string) {
      const [row] = await db.select().from(organisations).where(eq(organisations.id, orgId));
      return row;
    },

    async members(orgId: string, limit = 200) {
      const [total] = await db
        .select({ n: count() })
        .from(organisationMembers)
        .where(eq(organisationMembers.orgId, orgId));
      const list = await db
        .select({
          userId: users.id,
          name: users.name,
          email: users.email,
          phone: users.phoneNumber,
          role: organisationMembers.role,
          since: organisationMembers.joinedAt,
        })
        .from(organisationMembers)
        .innerJoin(users, eq(users.id, organisationMembers.userId))
        .where(eq(organisationMembers.orgId, orgId))
        .orderBy(desc(organisationMembers.joinedAt), asc(users.name))
        .limit(limit);
      return { total: total?.n ?? 0, list };
    },

    /** Invitations sent by SMS and not accepted yet. */
    async pendingInvites(orgId: string, limit = 200) {
      return db
        .select({
          name: memberImportRows.name,
          phone: memberImportRows.phone,
          since: memberImportRows.notifiedAt,
        })
        .from(memberImportRows)
        .innerJoin(memberImports, eq(memberImports.id, memberImportRows.importId))
        .where(and(eq(memberImports.orgId, orgId), eq(memberImportRows.status, "invited")))
        .orderBy(desc(memberImportRows.notifiedAt))
        .limit(limit);
    },

    /** Phones this organisation already invited by SMS (pending or accepted). */
    async invitedPhones(orgId: string): Promise<Set<string>> {
      const rows = await db
        .select({ phone: memberImportRows.phone })
        .from(memberImportRows)
        .innerJoin(memberImports, eq(memberImports.id, memberImportRows.importId))
        .where(
          and(
            eq(memberImports.orgId, orgId),
            isNull(memberImportRows.email),
            sql`${memberImportRows.inviteTokenHash} is not null`,
          ),
        );
      return new Set(rows.flatMap((r) => (r.phone ? [r.phone] : [])));
    },

    async leave(orgId: string, userId: string): Promise<"left" | "last-admin" | "not-member"> {
      return db.transaction(async (tx) => {
        const rows = await tx
          .select({ userId: organisationMembers.userId, role: organisationMembers.role })
          .from(organisationMembers)
          .where(and(eq(organisationMembers.orgId, orgId), eq(organisationMembers.role, "admin")))
          .for("update");
        const me = await tx
          .select({ role: organisationMembers.role })
          .from(organisationMembers)
          .where(and(eq(organisationMembers.orgId, orgId), eq(organisationMembers.userId, userId)));
        if (me.length === 0) return "not-member";
        if (me[0]!.role === "admin" && rows.length === 1) return "last-admin";
        await tx
          .delete(organisationMembers)
          .where(and(eq(organisationMembers.orgId, orgId), eq(organisationMembers.userId, userId)));
        return "left";
      });
    },

    /** Accounts by email or phone, and whether each is already in the organisation. */
    async known(orgId: string, emails: string[], phones: string[]) {
      const found = new Map<string, { userId: string; member: boolean }>();
      const member = sql<boolean>`exists (select 1 from organisation_members m where m.org_id = ${orgId} and m.user_id = ${users.id})`;
      for (let i = 0; i < emails.length; i += 1000) {
        const rows = await db
          .select({ id: users.id, email: users.email, member })
          .from(users)
          .where(inArray(users.email, emails.slice(i, i + 1000)));
        for (const r of rows) found.set(`e:${r.email}`, { userId: r.id, member: r.member });
      }
      for (let i = 0; i < phones.length; i += 1000) {
        const rows = await db
          .select({ id: users.id, phone: users.phoneNumber, member })
          .from(users)
          .where(inArray(users.phoneNumber, phones.slice(i, i + 1000)));
        for (const r of rows) found.set(`p:${r.phone!}`, { userId: r.id, member: r.member });
      }
      return found;
    },

    async insertImport(
      row: typeof memberImports.$inferInsert,
      rows: Omit<typeof memberImportRows.$inferInsert, "importId">[],
    ) {
      return db.transaction(async (tx) => {
        const [created] = await tx.insert(memberImports).values(row).returning();
        for (let i = 0; i < rows.length; i += 1000) {
          await tx
            .insert(memberImportRows)
            .values(rows.slice(i, i + 1000).map((r) => ({ ...r, importId: created!.id })));
        }
        return created!;
      });
    },

    async import(orgId: string, importId: string) {
      const [row] = await db
        .select()
        .from(memberImports)
        .where(and(eq(memberImports.id, importId), eq(memberImports.orgId, orgId)));
      return row;
    },

    async countsOf(importId: string) {
      const rows = await db
        .select({ status: memberImportRows.status, n: count() })
        .from(memberImportRows)
        .where(eq(memberImportRows.importId, importId))
        .groupBy(memberImportRows.status);
      return new Map(rows.map((r) => [r.status, r.n]));
    },

    async problems(importId: string, limit = 200) {
      return db
        .select({
          line: memberImportRows.line,
          status: memberImportRows.status,
          reason: memberImportRows.reason,
        })
        .from(memberImportRows)
        .where(
          and(
            eq(memberImportRows.importId, importId),
            inArray(memberImportRows.status, ["invalid", "duplicate", "failed"]),
          ),
        )
        .orderBy(asc(memberImportRows.line))
        .limit(limit);
    },

    /** preview → running, once (a second confirm finds it running). */
    async start(importId: string): Promise<boolean> {
      const started = await db
        .update(memberImports)
        .set({ status: "running" })
        .where(and(eq(memberImports.id, importId), eq(memberImports.status, "preview")))
        .returning({ id: memberImports.id });
      return started.length > 0;
    },

    async running(): Promise<{ id: string; orgId: string; createdBy: string | null }[]> {
      return db
        .select({
          id: memberImports.id,
          orgId: memberImports.orgId,
          createdBy: memberImports.createdBy,
        })
        .from(memberImports)
        .where(eq(memberImports.status, "running"));
    },

    async finish(importId: string, now: Date) {
      await db
        .update(memberImports)
        .set({ status: "done", finishedAt: now })
        .where(eq(memberImports.id, importId));
    },

    async rowsTo(importId: string, statuses: ImportRowStatus[], limit: number, unnotified = false) {
      return db
        .select()
        .from(memberImportRows)
        .where(
          and(
            eq(memberImportRows.importId, importId),
            inArray(memberImportRows.status, statuses),
            unnotified ? isNull(memberImportRows.notifiedAt) : undefined,
          ),
        )
        .orderBy(asc(memberImportRows.line))
        .limit(limit);
    },

    /** What a batch of rows became, and the memberships, in one transaction. */
    async settleRows(
      orgId: string,
      importId: string,
      outcomes: {
        line: number;
        status: ImportRowStatus;
        userId: string | null;
        reason: string | null;
      }[],
      now: Date,
    ) {
      if (outcomes.length === 0) return;
      await db.transaction(async (tx) => {
        const joined = outcomes.filter(
          (o) => o.userId && (o.status === "created" || o.status === "linked"),
        );
        if (joined.length > 0) {
          await tx
            .insert(organisationMembers)
            .values(
              joined.map((o) => ({
                orgId,
                userId: o.userId!,
                role: "member" as const,
                joinedAt: now,
              })),
            )
            .onConflictDoNothing();
        }
        const values = sql.join(
          outcomes.map(
            (o) => sql`(${o.line}::int, ${o.status}::text, ${o.userId}::text, ${o.reason}::text)`,
          ),
          sql`, `,
        );
        await tx.execute(sql`
          update member_import_rows r set status = v.status, user_id = v.user_id, reason = v.reason
          from (values ${values}) as v(line, status, user_id, reason)
          where r.import_id = ${importId} and r.line = v.line`);
      });
    },

    /**
     * Claims one row's invitation for this process before it is sent: true for the one process
     * whose update found it not notified yet (of two working the same run after a lease ran out,
     * the other skips it: ADR 0078). A failed send leaves it notified, as it always did.
     */
    async claimNotified(
      importId: string,
      line: number,
      now: Date,
      invite?: { tokenHash: string; expiresAt: Date },
    ): Promise<boolean> {
      const claimed = await db
        .update(memberImportRows)
        .set({
          notifiedAt: now,
          ...(invite && { inviteTokenHash: invite.tokenHash, inviteExpiresAt: invite.expiresAt }),
        })
        .where(
          and(
            eq(memberImportRows.importId, importId),
            eq(memberImportRows.line, line),
            isNull(memberImportRows.notifiedAt),
          ),
        )
        .returning({ line: memberImportRows.line });
      return claimed.length === 1;
    },

    /** An SMS invitation accepted by the account that signed up with it. */
    async acceptInvite(tokenHash: string, userId: string, now: Date) {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .select({
            importId: memberImportRows.importId,
            line: memberImportRows.line,
            status: memberImportRows.status,
            expiresAt: memberImportRows.inviteExpiresAt,
            orgId: memberImports.orgId,
          })
          .from(memberImportRows)
          .innerJoin(memberImports, eq(memberImports.id, memberImportRows.importId))
          .where(eq(memberImportRows.inviteTokenHash, tokenHash))
          .for("update");
        if (row?.status !== "invited" || !row.expiresAt || row.expiresAt <= now) return null;
        await tx
          .insert(organisationMembers)
          .values({ orgId: row.orgId, userId, role: "member", joinedAt: now })
          .onConflictDoNothing();
        await tx
          .update(memberImportRows)
          .set({ status: "linked", userId })
          .where(
            and(eq(memberImportRows.importId, row.importId), eq(memberImportRows.line, row.line)),
          );
        return row.orgId;
      });
    },
  };
}
export type OrganisationsRepository = ReturnType<typeof createOrganisationsRepository>;

/** Organisation memberships go with the account. */
export const forgetMemberships: PersonalDataEraser = async (tx, userId) => {
  await tx.delete(organisationMembers).where(eq(organisationMembers.userId, userId));
};
