import { type Db, schema } from "@tazama/db";
import { and, eq, gte, isNull, lte, or } from "drizzle-orm";

const { streamGrants } = schema;

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/**
 * Claims the viewer's stream grant of the title for one view at `at`: true when a grant given
 * since `since` has counted no view since then. The grant row is updated first, so of concurrent
 * claims only one matches it (the others wait for its lock, then see the new `view_counted_at`).
 */
export async function claimGrantForView(
  tx: Tx,
  userId: string,
  titleId: number,
  since: Date,
  at: Date,
): Promise<boolean> {
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
  return claimed.length > 0;
}
