import { type Db, schema } from "@tazama/db";
import { and, count, eq, gt, gte, isNotNull, lte } from "drizzle-orm";
import type { PersonalDataEraser } from "../accounts/accounts.public.ts";

const { clips, mediaAssets, titles } = schema;

export type ClipRow = typeof clips.$inferSelect;
export type AssetKind = (typeof mediaAssets.$inferSelect)["kind"];

/** A clip with what its job needs: the asset's folder, key and renditions, and the title's ref. */
export interface ClipWithAsset extends ClipRow {
  asset: Pick<
    typeof mediaAssets.$inferSelect,
    "storageKey" | "keyHex" | "renditions" | "status" | "durationS"
  >;
  ref: string;
}

/** Queries of the clips table, and of the titles and assets a clip is cut from; no rules here. */
export function createClipRepository(db: Db) {
  return {
    /** A published title by its ref. */
    async findTitleByRef(ref: string) {
      const [row] = await db
        .select({ id: titles.id, ref: titles.ref, title: titles.title, isFree: titles.isFree })
        .from(titles)
        .where(and(eq(titles.ref, ref), eq(titles.status, "published")));
      return row;
    },

    async findAssetForTitle(titleId: number, kind: AssetKind) {
      const [row] = await db
        .select()
        .from(mediaAssets)
        .where(and(eq(mediaAssets.titleId, titleId), eq(mediaAssets.kind, kind)));
      return row;
    },

    async insert(values: {
      userId: string;
      assetId: string;
      startS: number;
      durationS: number;
      createdAt: Date;
      expiresAt: Date;
    }): Promise<ClipRow> {
      const [row] = await db.insert(clips).values(values).returning();
      return row!;
    },

    async find(id: string): Promise<ClipWithAsset | undefined> {
      const [row] = await db
        .select({
          clip: clips,
          asset: {
            storageKey: mediaAssets.storageKey,
            keyHex: mediaAssets.keyHex,
            renditions: mediaAssets.renditions,
            status: mediaAssets.status,
            durationS: mediaAssets.durationS,
          },
          ref: titles.ref,
        })
        .from(clips)
        .innerJoin(mediaAssets, eq(mediaAssets.id, clips.assetId))
        .innerJoin(titles, eq(titles.id, mediaAssets.titleId))
        .where(eq(clips.id, id));
      return row ? { ...row.clip, asset: row.asset, ref: row.ref } : undefined;
    },

    /** Clips this user asked for since `since` (the hourly limit). */
    async countSince(userId: string, since: Date): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(clips)
        .where(and(eq(clips.userId, userId), gte(clips.createdAt, since)));
      return row?.n ?? 0;
    },

    async markProcessing(id: string): Promise<void> {
      await db
        .update(clips)
        .set({ status: "processing", failureReason: null })
        .where(eq(clips.id, id));
    },

    async markReady(id: string, bytes: number, storagePath: string): Promise<void> {
      await db
        .update(clips)
        .set({ status: "ready", bytes, storagePath, failureReason: null })
        .where(eq(clips.id, id));
    },

    /** Clips past their expiry whose file is still on disk. */
    async expiredWithFiles(now: Date): Promise<{ id: string; storagePath: string }[]> {
      const rows = await db
        .select({ id: clips.id, storagePath: clips.storagePath })
        .from(clips)
        .where(and(isNotNull(clips.storagePath), lte(clips.expiresAt, now)));
      return rows.map((row) => ({ id: row.id, storagePath: row.storagePath ?? "" }));
    },

    /** The clip's file was deleted: it keeps its row (history, the hourly limit) without a path. */
    async forgetFile(id: string): Promise<void> {
      await db.update(clips).set({ storagePath: null }).where(eq(clips.id, id));
    },

    async markFailed(id: string, reason: string): Promise<void> {
      await db
        .update(clips)
        .set({ status: "failed", failureReason: reason })
        .where(eq(clips.id, id));
    },
  };
}

export type ClipRepository = ReturnType<typeof createClipRepository>;

/** A person's clips expire at once: the hourly purge deletes their files (rows keep no person). */
export const expireClipsOf: PersonalDataEraser = async (tx, userId, now) => {
  await tx
    .update(clips)
    .set({ expiresAt: now })
    .where(and(eq(clips.userId, userId), gt(clips.expiresAt, now)));
};
