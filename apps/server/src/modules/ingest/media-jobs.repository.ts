import { type Db, schema } from "@tazama/db";
import { and, count, desc, eq, inArray, ne, sql } from "drizzle-orm";
import type { MediaRendition } from "../streaming/streaming.public.ts";
import type { MediaLadderRung } from "./ingest.repository.ts";

const { mediaAssets, mediaJobs, titles } = schema;

export type MediaJobRow = typeof mediaJobs.$inferSelect;
export type MediaJobStatus = schema.MediaJobStatus;

export interface NewMediaJob {
  assetId: string;
  action: MediaJobRow["action"];
  rendition?: string | null;
  sourcePath: string;
  storageKey: string;
  createdBy?: string | null;
}

export interface JobFilter {
  jobId?: string;
  titleRef?: string;
  status?: MediaJobStatus;
  limit: number;
  offset: number;
}

const OPEN: MediaJobStatus[] = ["queued", "running"];

const listColumns = {
  id: mediaJobs.id,
  assetId: mediaJobs.assetId,
  action: mediaJobs.action,
  rendition: mediaJobs.rendition,
  status: mediaJobs.status,
  progress: mediaJobs.progress,
  failureReason: mediaJobs.failureReason,
  attempts: mediaJobs.attempts,
  createdAt: mediaJobs.createdAt,
  startedAt: mediaJobs.startedAt,
  finishedAt: mediaJobs.finishedAt,
  kind: mediaAssets.kind,
  titleRef: titles.ref,
  titleName: titles.title,
};

/** Queries of media_jobs (the transcode job table) and the asset swaps they end in; no rules. */
export function createMediaJobsRepository(db: Db) {
  return {
    async createJob(job: NewMediaJob): Promise<MediaJobRow> {
      const [row] = await db
        .insert(mediaJobs)
        .values({ ...job, rendition: job.rendition ?? null, createdBy: job.createdBy ?? null })
        .returning();
      return row!;
    },

    async findJob(id: string): Promise<MediaJobRow | undefined> {
      const [row] = await db.select().from(mediaJobs).where(eq(mediaJobs.id, id));
      return row;
    },

    /** The asset's newest job, if any. */
    async latestJobOf(assetId: string): Promise<MediaJobRow | undefined> {
      const [row] = await db
        .select()
        .from(mediaJobs)
        .where(eq(mediaJobs.assetId, assetId))
        .orderBy(desc(mediaJobs.createdAt))
        .limit(1);
      return row;
    },

    /** Queued or running jobs of the asset other than `exceptId` end as cancelled. */
    async cancelOpenJobs(assetId: string, reason: string, exceptId?: string): Promise<number> {
      const rows = await db
        .update(mediaJobs)
        .set({
          status: "cancelled",
          failureReason: reason,
          finishedAt: sql`now()`,
          updatedAt: sql`now()`,
        })
        .where(
          and(
            eq(mediaJobs.assetId, assetId),
            inArray(mediaJobs.status, OPEN),
            exceptId === undefined ? undefined : ne(mediaJobs.id, exceptId),
          ),
        )
        .returning({ id: mediaJobs.id });
      return rows.length;
    },

    /** Starts an attempt; undefined when the job is no longer queued or running (cancelled). */
    async markRunning(id: string): Promise<MediaJobRow | undefined> {
      const [row] = await db
        .update(mediaJobs)
        .set({
          status: "running",
          progress: 0,
          attempts: sql`${mediaJobs.attempts} + 1`,
          startedAt: sql`now()`,
          updatedAt: sql`now()`,
        })
        .where(and(eq(mediaJobs.id, id), inArray(mediaJobs.status, OPEN)))
        .returning();
      return row;
    },

    async setProgress(id: string, progress: number): Promise<void> {
      await db
        .update(mediaJobs)
        .set({ progress, updatedAt: sql`now()` })
        .where(and(eq(mediaJobs.id, id), eq(mediaJobs.status, "running")));
    },

    /** Ends a running job: ready, failed for good, or back in the queue with the reason. */
    async finishJob(
      id: string,
      outcome: { status: "ready" | "failed" | "queued"; reason?: string },
    ): Promise<boolean> {
      const ended = outcome.status !== "queued";
      const rows = await db
        .update(mediaJobs)
        .set({
          status: outcome.status,
          progress: outcome.status === "ready" ? 100 : 0,
          failureReason: outcome.reason?.slice(0, 2000) ?? null,
          finishedAt: ended ? sql`now()` : null,
          updatedAt: sql`now()`,
        })
        .where(and(eq(mediaJobs.id, id), eq(mediaJobs.status, "running")))
        .returning({ id: mediaJobs.id });
      return rows.length > 0;
    },

    /**
     * A running job back to the queue as it was before this attempt (a worker that is stopping
     * cut it short: not the job's fault, so the attempt does not count).
     */
    async handBack(id: string): Promise<boolean> {
      const rows = await db
        .update(mediaJobs)
        .set({
          status: "queued",
          progress: 0,
          attempts: sql`greatest(${mediaJobs.attempts} - 1, 0)`,
          failureReason: null,
          startedAt: null,
          updatedAt: sql`now()`,
        })
        .where(and(eq(mediaJobs.id, id), eq(mediaJobs.status, "running")))
        .returning({ id: mediaJobs.id });
      return rows.length > 0;
    },

    /** A failed job back to the queue with fresh attempts; undefined unless it had failed. */
    async requeueFailed(id: string): Promise<MediaJobRow | undefined> {
      const [row] = await db
        .update(mediaJobs)
        .set({
          status: "queued",
          progress: 0,
          attempts: 0,
          failureReason: null,
          startedAt: null,
          finishedAt: null,
          updatedAt: sql`now()`,
        })
        .where(and(eq(mediaJobs.id, id), eq(mediaJobs.status, "failed")))
        .returning();
      return row;
    },

    /** Newest first, with the title and the asset's kind; `total` for paging. */
    async listJobs(filter: JobFilter) {
      const where = and(
        filter.jobId === undefined ? undefined : eq(mediaJobs.id, filter.jobId),
        filter.titleRef === undefined ? undefined : eq(titles.ref, filter.titleRef),
        filter.status === undefined ? undefined : eq(mediaJobs.status, filter.status),
      );
      const rows = await db
        .select(listColumns)
        .from(mediaJobs)
        .innerJoin(mediaAssets, eq(mediaAssets.id, mediaJobs.assetId))
        .innerJoin(titles, eq(titles.id, mediaAssets.titleId))
        .where(where)
        .orderBy(desc(mediaJobs.createdAt), desc(mediaJobs.id))
        .limit(filter.limit)
        .offset(filter.offset);
      const [total] = await db
        .select({ n: count() })
        .from(mediaJobs)
        .innerJoin(mediaAssets, eq(mediaAssets.id, mediaJobs.assetId))
        .innerJoin(titles, eq(titles.id, mediaAssets.titleId))
        .where(where);
      return { rows, total: total?.n ?? 0 };
    },

    /** The asset now plays from the job's folder (a replacement or a remade rendition). */
    async moveAsset(
      assetId: string,
      to: {
        storageKey: string;
        sourcePath: string;
        renditions: MediaRendition[];
        ladder: MediaLadderRung[];
        durationS: number;
      },
    ): Promise<void> {
      await db
        .update(mediaAssets)
        .set({ ...to, status: "ready", failureReason: null, updatedAt: sql`now()` })
        .where(eq(mediaAssets.id, assetId));
    },

    async assetsUsingFolder(storageKey: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(mediaAssets)
        .where(eq(mediaAssets.storageKey, storageKey));
      return row?.n ?? 0;
    },
  };
}

export type MediaJobsRepository = ReturnType<typeof createMediaJobsRepository>;
