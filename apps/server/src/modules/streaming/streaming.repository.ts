import { type Db, schema } from "@tazama/db";
import { and, eq } from "drizzle-orm";
import { createMediaAssetsRepository } from "./media-assets.repository.ts";

export type {
  AssetKind,
  MediaAssetRow,
  MediaRendition,
  TitleSummary,
} from "./media-assets.repository.ts";
import type { PersonalDataEraser } from "../accounts/accounts.public.ts";

const { playbackFailures, playbackProgress, streamGrants } = schema;

/** Queries behind grants, keys and media links; no rules here. */
export function createStreamingRepository(db: Db) {
  return {
    ...createMediaAssetsRepository(db),
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

    /** Notes that playback of a title's main video failed for this viewer. */
    async recordFailure(values: typeof playbackFailures.$inferInsert): Promise<void> {
      await db.insert(playbackFailures).values(values);
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

/** A person's stream grants go with their account. */
export const forgetStreamGrants: PersonalDataEraser = async (tx, userId) => {
  await tx.delete(streamGrants).where(eq(streamGrants.userId, userId));
};
