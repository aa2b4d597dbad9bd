import { type Db, schema } from "@tazama/db";
import { and, count, desc, eq, gte, inArray, sql } from "drizzle-orm";
import { findPublishedTitle } from "../catalogue/catalogue.public.ts";
import type { PersonalDataEraser } from "../accounts/accounts.public.ts";

const { titleRequests, titleRequestVotes, titles, series, users } = schema;

const OPEN = ["pending", "planned"] as const;

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
export type RequestRow = typeof titleRequests.$inferSelect;

/** Queries of viewer requests; no rules here. */
export function createRequestsRepository(db: Db) {
  const withAsked = (userId: string | null) => ({
    request: titleRequests,
    asked: userId
      ? sql<boolean>`exists (select 1 from ${titleRequestVotes} v where v.request_id = title_requests.id and v.user_id = ${userId})`
      : sql<boolean>`false`,
  });

  return {
    findPublishedTitle: (ref: string) => findPublishedTitle(db, ref),

    /** A published movie, or a series with a published episode, with this title (folded). */
    async findOnCatalogue(title: string, kind: "movie" | "series") {
      if (kind === "movie") {
        const [row] = await db
          .select({ ref: titles.ref, title: titles.title })
          .from(titles)
          .where(
            and(
              eq(titles.kind, "movie"),
              eq(titles.status, "published"),
              sql`tazama_fold(${titles.title}) = tazama_fold(${title})`,
            ),
          )
          .limit(1);
        return row;
      }
      const [row] = await db
        .select({ ref: titles.ref, title: series.title })
        .from(series)
        .innerJoin(titles, eq(titles.seriesId, series.id))
        .where(
          and(
            eq(titles.status, "published"),
            sql`tazama_fold(${series.title}) = tazama_fold(${title})`,
          ),
        )
        .orderBy(titles.episodeNumber)
        .limit(1);
      return row;
    },

    /** Requests still open that the viewer asked for, and how many they asked for since `since`. */
    async quota(tx: Tx, userId: string, since: Date) {
      // One ask at a time per viewer, so two at once cannot both pass the limits.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${"title-requests:" + userId}))`);
      const [open] = await tx
        .select({ n: count() })
        .from(titleRequestVotes)
        .innerJoin(titleRequests, eq(titleRequests.id, titleRequestVotes.requestId))
        .where(and(eq(titleRequestVotes.userId, userId), inArray(titleRequests.status, OPEN)));
      const [recent] = await tx
        .select({ n: count() })
        .from(titleRequestVotes)
        .where(and(eq(titleRequestVotes.userId, userId), gte(titleRequestVotes.createdAt, since)));
      return { open: open?.n ?? 0, recent: recent?.n ?? 0 };
    },

    transaction: <T>(work: (tx: Tx) => Promise<T>) => db.transaction(work),

    /** Creates the request for `key` unless one exists (even a concurrent one); returns its row. */
    async upsertRequest(
      tx: Tx,
      row: Pick<RequestRow, "title" | "kind" | "year" | "key" | "link" | "createdBy"> & {
        createdAt: Date;
      },
    ): Promise<RequestRow> {
      await tx
        .insert(titleRequests)
        .values({ ...row, updatedAt: row.createdAt })
        .onConflictDoNothing({ target: titleRequests.key });
      const [found] = await tx
        .select()
        .from(titleRequests)
        .where(eq(titleRequests.key, row.key))
        .for("update");
      return found!;
    },

    async hasVote(tx: Tx, requestId: number, userId: string): Promise<boolean> {
      const [row] = await tx
        .select({ requestId: titleRequestVotes.requestId })
        .from(titleRequestVotes)
        .where(
          and(eq(titleRequestVotes.requestId, requestId), eq(titleRequestVotes.userId, userId)),
        );
      return row !== undefined;
    },

    /** Adds the viewer's vote once; true when it is new (and the count went up). */
    async addVote(tx: Tx, requestId: number, userId: string, at: Date): Promise<boolean> {
      const inserted = await tx
        .insert(titleRequestVotes)
        .values({ requestId, userId, createdAt: at })
        .onConflictDoNothing()
        .returning({ requestId: titleRequestVotes.requestId });
      if (inserted.length === 0) return false;
      await tx
        .update(titleRequests)
        .set({ votes: sql`${titleRequests.votes} + 1` })
        .where(eq(titleRequests.id, requestId));
      return true;
    },

    /** Takes the viewer's vote back from an open request; a request nobody wants any more goes. */
    async removeVote(requestId: number, userId: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [request] = await tx
          .select()
          .from(titleRequests)
          .where(and(eq(titleRequests.id, requestId), inArray(titleRequests.status, OPEN)))
          .for("update");
        if (!request) return false;
        const removed = await tx
          .delete(titleRequestVotes)
          .where(
            and(eq(titleRequestVotes.requestId, requestId), eq(titleRequestVotes.userId, userId)),
          )
          .returning({ requestId: titleRequestVotes.requestId });
        if (removed.length === 0) return false;
        if (request.votes <= 1 && request.status === "pending") {
          await tx.delete(titleRequests).where(eq(titleRequests.id, requestId));
        } else {
          await tx
            .update(titleRequests)
            .set({ votes: sql`${titleRequests.votes} - 1` })
            .where(eq(titleRequests.id, requestId));
        }
        return true;
      });
    },

    async findById(id: number, userId: string | null) {
      const [row] = await db
        .select(withAsked(userId))
        .from(titleRequests)
        .where(eq(titleRequests.id, id));
      return row;
    },

    /** What the viewer asked for, the latest ask first. */
    async mine(userId: string, limit: number) {
      return db
        .select({ request: titleRequests, asked: sql<boolean>`true` })
        .from(titleRequestVotes)
        .innerJoin(titleRequests, eq(titleRequests.id, titleRequestVotes.requestId))
        .where(eq(titleRequestVotes.userId, userId))
        .orderBy(desc(titleRequestVotes.createdAt))
        .limit(limit);
    },

    /** Open requests, the most asked for first. */
    async mostAsked(userId: string | null, limit: number) {
      return db
        .select(withAsked(userId))
        .from(titleRequests)
        .where(inArray(titleRequests.status, OPEN))
        .orderBy(desc(titleRequests.votes), desc(titleRequests.createdAt))
        .limit(limit);
    },

    async page(status: RequestRow["status"] | undefined, offset: number, limit: number) {
      const where = status ? eq(titleRequests.status, status) : undefined;
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(titleRequests)
          .where(where)
          .orderBy(desc(titleRequests.votes), desc(titleRequests.createdAt), desc(titleRequests.id))
          .offset(offset)
          .limit(limit),
        db.select({ n: count() }).from(titleRequests).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    /**
     * Moves a request on; `record` (the audit entry) runs in the same transaction with the row as
     * it was and as it is, so the change and its entry commit together.
     */
    async update(
      id: number,
      change: Pick<RequestRow, "status" | "availableRef" | "note" | "updatedAt">,
      record?: (tx: Tx, before: RequestRow, after: RequestRow) => Promise<void>,
    ): Promise<RequestRow | undefined> {
      return db.transaction(async (tx) => {
        const [before] = await tx
          .select()
          .from(titleRequests)
          .where(eq(titleRequests.id, id))
          .for("update");
        if (!before) return undefined;
        const [row] = await tx
          .update(titleRequests)
          .set(change)
          .where(eq(titleRequests.id, id))
          .returning();
        if (record) await record(tx, before, row!);
        return row;
      });
    },

    /** Everyone who asked for a request, with where to mail them. */
    async askers(requestId: number) {
      return db
        .select({ userId: users.id, name: users.name, email: users.email, locale: users.locale })
        .from(titleRequestVotes)
        .innerJoin(users, eq(users.id, titleRequestVotes.userId))
        .where(eq(titleRequestVotes.requestId, requestId));
    },
  };
}

export type RequestsRepository = ReturnType<typeof createRequestsRepository>;

/** Votes go with the account; requests the person made stay, unsigned. */
export const forgetVotes: PersonalDataEraser = async (tx, userId) => {
  await tx.delete(titleRequestVotes).where(eq(titleRequestVotes.userId, userId));
  await tx
    .update(titleRequests)
    .set({ createdBy: null })
    .where(eq(titleRequests.createdBy, userId));
};
