import { type Db, schema } from "@tazama/db";
import { and, eq } from "drizzle-orm";

const { mediaAssets, titles } = schema;

export type MediaAssetRow = typeof mediaAssets.$inferSelect;
export type MediaRendition = schema.MediaRendition;
export type AssetKind = MediaAssetRow["kind"];

export interface TitleSummary {
  id: number;
  ref: string;
  title: string;
  isFree: boolean;
}

export const titleColumns = {
  id: titles.id,
  ref: titles.ref,
  title: titles.title,
  isFree: titles.isFree,
};

/**
 * Reads of media_assets and their titles that streaming (grants, links) and ingest (uploads,
 * demo media) both need: one copy, shared through streaming's public file. No rules here.
 */
export function createMediaAssetsRepository(db: Db) {
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
  };
}
