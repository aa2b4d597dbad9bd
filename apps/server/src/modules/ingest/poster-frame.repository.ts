import { type Db, schema } from "@tazama/db";
import { eq } from "drizzle-orm";

const { mediaAssets, titles } = schema;

/** What the poster-frame step needs of an asset: its length and its title's art names. */
export function createPosterFrameRepository(db: Db) {
  return {
    async findAsset(assetId: string) {
      const [row] = await db
        .select({
          durationS: mediaAssets.durationS,
          ref: titles.ref,
          images: titles.images,
        })
        .from(mediaAssets)
        .innerJoin(titles, eq(titles.id, mediaAssets.titleId))
        .where(eq(mediaAssets.id, assetId));
      return row;
    },
  };
}

export type PosterFrameRepository = ReturnType<typeof createPosterFrameRepository>;
