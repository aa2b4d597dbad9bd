import { type Db, schema } from "@tazama/db";
import { and, eq } from "drizzle-orm";

const { mediaAssets, playbackProgress, streamGrants, titles } = schema;

export type MediaAssetRow = typeof mediaAssets.$inferSelect;
export type MediaRendition = schema.MediaRendition;
export type AssetKind = MediaAssetRow["kind"];

export interface TitleSummary {
  id: number;
  ref: string;
  title: string;
  isFree: boolean;
}

const titleColumns = {
  id: titles.id,
  ref: titles.ref,
  title: titles.title,
  isFree: titles.isFree,
};

/** Queries behind grants, keys and media links; no rules here. */
export function createStreamingRepository(db: Db) {
  return {
    async findTitleByRef(ref: string): Promise<TitleSummary | undefined> {
      const [row] = await db
        .select(titleColumns)
        .from(titles)
        .where(and(eq(titles.ref, ref), eq(titles.status, "published")));
      return row;
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

    /** Where the viewer stopped (watching saves it), to resume a grant from there. */
    async findProgress(userId: string, titleId: number): Promise<number | undefined> {
      const [row] = await db
        .select({ positionS: playbackProgress.positionS })
        .from(playbackProgress)
        .where(and(eq(playbackProgress.userId, userId), eq(playbackProgress.titleId, titleId)));
      return row?.positionS;
    },
  };
}

export type StreamingRepository = ReturnType<typeof createStreamingRepository>;
