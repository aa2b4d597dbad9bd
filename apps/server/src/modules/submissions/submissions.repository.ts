import { type Db, schema } from "@tazama/db";
import { and, asc, count, desc, eq, sql } from "drizzle-orm";

const { submissions, submissionFiles } = schema;

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
export type SubmissionRow = typeof submissions.$inferSelect;
export type SubmissionFileRow = typeof submissionFiles.$inferSelect;

/** Queries of filmmaker submissions; no rules here. */
export function createSubmissionsRepository(db: Db) {
  return {
    /** Inserts a draft; false when the reference is taken (the caller draws another). */
    async insert(row: typeof submissions.$inferInsert): Promise<SubmissionRow | undefined> {
      const [made] = await db
        .insert(submissions)
        .values(row)
        .onConflictDoNothing({ target: submissions.reference })
        .returning();
      return made;
    },

    async byReference(reference: string): Promise<SubmissionRow | undefined> {
      const [row] = await db.select().from(submissions).where(eq(submissions.reference, reference));
      return row;
    },

    async byId(id: number): Promise<SubmissionRow | undefined> {
      const [row] = await db.select().from(submissions).where(eq(submissions.id, id));
      return row;
    },

    /**
     * Changes a submission only while it is in `expected` status (so no change is lost); `record`
     * (the audit entry of an admin's change) runs in the same transaction.
     */
    async updateIf(
      id: number,
      expected: string,
      change: Partial<typeof submissions.$inferInsert>,
      record?: (tx: Tx, row: SubmissionRow) => Promise<void>,
    ): Promise<SubmissionRow | undefined> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(submissions)
          .set(change)
          .where(and(eq(submissions.id, id), eq(submissions.status, expected)))
          .returning();
        if (row && record) await record(tx, row);
        return row;
      });
    },

    /** Sets the draft title once; returns the row as it is after. */
    async setDraftTitle(id: number, titleId: number): Promise<SubmissionRow | undefined> {
      const [row] = await db
        .update(submissions)
        .set({ draftTitleId: sql`coalesce(${submissions.draftTitleId}, ${titleId})` })
        .where(eq(submissions.id, id))
        .returning();
      return row;
    },

    async files(submissionId: number): Promise<SubmissionFileRow[]> {
      return db
        .select()
        .from(submissionFiles)
        .where(eq(submissionFiles.submissionId, submissionId))
        .orderBy(asc(submissionFiles.id));
    },

    async addFile(row: typeof submissionFiles.$inferInsert): Promise<SubmissionFileRow> {
      const [made] = await db.insert(submissionFiles).values(row).returning();
      return made!;
    },

    async removeFile(submissionId: number, id: number): Promise<SubmissionFileRow | undefined> {
      const [gone] = await db
        .delete(submissionFiles)
        .where(and(eq(submissionFiles.submissionId, submissionId), eq(submissionFiles.id, id)))
        .returning();
      return gone;
    },

    async page(status: string | undefined, offset: number, limit: number) {
      const where = status ? eq(submissions.status, status) : undefined;
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(submissions)
          .where(where)
          .orderBy(
            sql`${submissions.submittedAt} desc nulls last`,
            desc(submissions.createdAt),
            desc(submissions.id),
          )
          .offset(offset)
          .limit(limit),
        db.select({ n: count() }).from(submissions).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },
  };
}

export type SubmissionsRepository = ReturnType<typeof createSubmissionsRepository>;
