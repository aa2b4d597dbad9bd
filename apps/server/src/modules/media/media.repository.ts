import { type Db, schema } from "@tazama/db";
import { and, asc, desc, eq, gte, isNull, lte, or, sql } from "drizzle-orm";

const { mediaAssets, playbackProgress, streamGrants, titles, views } = schema;

export type MediaAssetRow = typeof mediaAssets.$inferSelect;
export type MediaRendition = schema.MediaRendition;
export type AssetKind = MediaAssetRow["kind"];

export interface TitleSummary {
  id: number;
  ref: string;
  title: string;
  isFree: boolean;
}

export interface NewAsset {
  titleId: number;
  kind: AssetKind;
  sourcePath: string;
  /** Folder under the media root; defaults to the asset id. */
  storageKey?: string;
  keyHex: string;
  status?: MediaAssetRow["status"];
  renditions?: MediaRendition[];
  durationS?: number | null;
}

const titleColumns = {
  id: titles.id,
  ref: titles.ref,
  title: titles.title,
  isFree: titles.isFree,
};

/** Queries of media_assets and playback_progress; no rules here. */
export function createMediaRepository(db: Db) {
  return {
    async findTitleByRef(ref: string): Promise<TitleSummary | undefined> {
      const [row] = await db
        .select(titleColumns)
        .from(titles)
        .where(and(eq(titles.ref, ref), eq(titles.status, "published")));
      return row;
    },

    async listTitles(): Promise<TitleSummary[]> {
      return db.select(titleColumns).from(titles).orderBy(asc(titles.id));
    },

    async findAsset(id: string): Promise<(MediaAssetRow & { title: TitleSummary }) | undefined> {
      const [row] = await db
        .select({ asset: mediaAssets, title: titleColumns })
        .from(mediaAssets)
        .innerJoin(titles, eq(titles.id, mediaAssets.titleId))
        .where(eq(mediaAssets.id, id));
      return row ? { ...row.asset, title: row.title } : undefined;
    },

    async findAssetForTitle(titleId: number, kind: AssetKind): Promise<MediaAssetRow | undefined> {
      const [row] = await db
        .select()
        .from(mediaAssets)
        .where(and(eq(mediaAssets.titleId, titleId), eq(mediaAssets.kind, kind)));
      return row;
    },

    /** The newest assets first, with their title's ref (for admins). */
    async listAssets(limit: number) {
      return db
        .select({
          id: mediaAssets.id,
          titleRef: titles.ref,
          kind: mediaAssets.kind,
          status: mediaAssets.status,
          failureReason: mediaAssets.failureReason,
          durationS: mediaAssets.durationS,
          renditions: mediaAssets.renditions,
          updatedAt: mediaAssets.updatedAt,
        })
        .from(mediaAssets)
        .innerJoin(titles, eq(titles.id, mediaAssets.titleId))
        .orderBy(desc(mediaAssets.updatedAt), asc(mediaAssets.id))
        .limit(limit);
    },

    /** Assets with their storage folder and state: all, or those of one folder (media links). */
    async listAssetFolders(storageKey?: string) {
      return db
        .select({
          id: mediaAssets.id,
          storageKey: mediaAssets.storageKey,
          status: mediaAssets.status,
        })
        .from(mediaAssets)
        .where(storageKey === undefined ? undefined : eq(mediaAssets.storageKey, storageKey));
    },

    async countAssets(): Promise<number> {
      const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(mediaAssets);
      return row?.n ?? 0;
    },

    /** Creates the title's asset of that kind, or replaces it (a new ingest starts over). */
    async upsertAsset(asset: NewAsset): Promise<MediaAssetRow> {
      const id = crypto.randomUUID();
      const values = {
        id,
        titleId: asset.titleId,
        kind: asset.kind,
        sourcePath: asset.sourcePath,
        storageKey: asset.storageKey ?? id,
        keyHex: asset.keyHex,
        status: asset.status ?? "queued",
        renditions: asset.renditions ?? [],
        durationS: asset.durationS ?? null,
      };
      const [row] = await db
        .insert(mediaAssets)
        .values(values)
        .onConflictDoUpdate({
          target: [mediaAssets.titleId, mediaAssets.kind],
          set: {
            sourcePath: values.sourcePath,
            storageKey: values.storageKey,
            keyHex: values.keyHex,
            status: values.status,
            renditions: values.renditions,
            durationS: values.durationS,
            failureReason: null,
            attempts: 0,
            updatedAt: sql`now()`,
          },
        })
        .returning();
      return row!;
    },

    /** Inserts many at once; a title's existing asset of the same kind is kept. */
    async insertAssets(rows: NewAsset[]): Promise<MediaAssetRow[]> {
      if (rows.length === 0) return [];
      return db
        .insert(mediaAssets)
        .values(
          rows.map((asset) => ({
            titleId: asset.titleId,
            kind: asset.kind,
            sourcePath: asset.sourcePath,
            storageKey: asset.storageKey ?? crypto.randomUUID(),
            keyHex: asset.keyHex,
            status: asset.status ?? "queued",
            renditions: asset.renditions ?? [],
            durationS: asset.durationS ?? null,
          })),
        )
        .onConflictDoNothing()
        .returning();
    },

    async markProcessing(id: string): Promise<void> {
      await db
        .update(mediaAssets)
        .set({
          status: "processing",
          attempts: sql`${mediaAssets.attempts} + 1`,
          updatedAt: sql`now()`,
        })
        .where(eq(mediaAssets.id, id));
    },

    /** Every asset sharing the storage folder gets the same measured output. */
    async markReady(storageKey: string, renditions: MediaRendition[], durationS: number) {
      await db
        .update(mediaAssets)
        .set({ status: "ready", renditions, durationS, failureReason: null, updatedAt: sql`now()` })
        .where(eq(mediaAssets.storageKey, storageKey));
    },

    async markFailed(storageKey: string, reason: string): Promise<void> {
      await db
        .update(mediaAssets)
        .set({ status: "failed", failureReason: reason.slice(0, 2000), updatedAt: sql`now()` })
        .where(eq(mediaAssets.storageKey, storageKey));
    },

    async saveProgress(userId: string, titleId: number, positionS: number, durationS: number) {
      await db
        .insert(playbackProgress)
        .values({ userId, titleId, positionS, durationS })
        .onConflictDoUpdate({
          target: [playbackProgress.userId, playbackProgress.titleId],
          set: { positionS, durationS, updatedAt: sql`now()` },
        });
    },

    /** Notes that the viewer was given a stream of the title's main video (at `at`). */
    async recordGrant(userId: string, titleId: number, at: Date): Promise<void> {
      await db
        .insert(streamGrants)
        .values({ userId, titleId, grantedAt: at })
        .onConflictDoUpdate({
          target: [streamGrants.userId, streamGrants.titleId],
          set: { grantedAt: at },
        });
    },

    /**
     * Counts one view at `at` when the viewer has a grant given since `since` and no view counted
     * since then. The grant row is updated first: of concurrent calls only one matches it (the
     * others wait for its lock and then see the new `view_counted_at`), so only one view is added.
     */
    async countViewOnce(userId: string, titleId: number, at: Date, since: Date): Promise<boolean> {
      return db.transaction(async (tx) => {
        const claimed = await tx
          .update(streamGrants)
          .set({ viewCountedAt: at })
          .where(
            and(
              eq(streamGrants.userId, userId),
              eq(streamGrants.titleId, titleId),
              gte(streamGrants.grantedAt, since),
              lte(streamGrants.grantedAt, at),
              or(isNull(streamGrants.viewCountedAt), lte(streamGrants.viewCountedAt, since)),
            ),
          )
          .returning({ titleId: streamGrants.titleId });
        if (claimed.length === 0) return false;
        await tx.insert(views).values({ titleId, userId, createdAt: at });
        return true;
      });
    },

    async countViews(titleId: number): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(views)
        .where(eq(views.titleId, titleId));
      return row?.n ?? 0;
    },

    async findProgress(userId: string, titleId: number): Promise<number | undefined> {
      const [row] = await db
        .select({ positionS: playbackProgress.positionS })
        .from(playbackProgress)
        .where(and(eq(playbackProgress.userId, userId), eq(playbackProgress.titleId, titleId)));
      return row?.positionS;
    },
  };
}

export type MediaRepository = ReturnType<typeof createMediaRepository>;
