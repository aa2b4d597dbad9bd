import { type Db, schema } from "@tazama/db";
import { and, eq, gt, inArray, isNotNull, isNull, sql } from "drizzle-orm";
import type { RentalPlayback } from "./fair-rental-rule.ts";

const { entitlements, playbackFailures, playbackProgress, refunds, titles, users } = schema;

/** Per sweep: a backlog drains over the next ones. */
const SWEEP_LIMIT = 200;

/** The rentals the fair-rental rule looks at; no rules here. */
export function createFairRentalsRepository(db: Db) {
  return {
    /**
     * Started rentals paid from the wallet, never refunded, with a playback failure since their
     * first frame: each with what the rule weighs.
     */
    async failedRentals(): Promise<
      (RentalPlayback & {
        id: string;
        userId: string;
        ref: string;
        title: string;
        locale: string | null;
      })[]
    > {
      const rows = await db
        .select({
          id: entitlements.id,
          userId: entitlements.userId,
          titleId: entitlements.titleId,
          ref: titles.ref,
          title: titles.title,
          locale: users.locale,
          firstPlayedAt: entitlements.firstPlayedAt,
          expiresAt: entitlements.expiresAt,
          furthestS: playbackProgress.furthestS,
          lastProgressAt: playbackProgress.updatedAt,
        })
        .from(entitlements)
        .innerJoin(titles, eq(titles.id, entitlements.titleId))
        .innerJoin(users, eq(users.id, entitlements.userId))
        .leftJoin(
          playbackProgress,
          and(
            eq(playbackProgress.userId, entitlements.userId),
            eq(playbackProgress.titleId, entitlements.titleId),
          ),
        )
        .where(
          and(
            eq(entitlements.kind, "rent"),
            eq(entitlements.source, "wallet"),
            gt(entitlements.amountMinor, 0),
            isNull(entitlements.revokedAt),
            isNull(entitlements.bundleId),
            isNotNull(entitlements.firstPlayedAt),
            sql`not exists (select 1 from ${refunds} where ${refunds.entitlementId} = ${entitlements.id})`,
            sql`exists (select 1 from ${playbackFailures} f where f.user_id = ${entitlements.userId} and f.title_id = ${entitlements.titleId} and f.created_at >= ${entitlements.firstPlayedAt})`,
          ),
        )
        .limit(SWEEP_LIMIT);
      // Their failures in one query, matched to each rental here.
      const failures =
        rows.length === 0
          ? []
          : await db
              .select({
                userId: playbackFailures.userId,
                titleId: playbackFailures.titleId,
                at: playbackFailures.createdAt,
              })
              .from(playbackFailures)
              .where(
                inArray(
                  playbackFailures.userId,
                  rows.map((r) => r.userId),
                ),
              );
      return rows.map((row) => {
        const firstPlayedAt = row.firstPlayedAt!;
        return {
          id: row.id,
          userId: row.userId,
          ref: row.ref,
          title: row.title,
          locale: row.locale,
          firstPlayedAt,
          expiresAt: row.expiresAt,
          furthestS: row.furthestS ?? 0,
          lastProgressAt: row.lastProgressAt,
          failures: failures
            .filter((f) => f.userId === row.userId && f.titleId === row.titleId)
            .map((f) => f.at)
            .filter((at) => at >= firstPlayedAt),
        };
      });
    },
  };
}

export type FairRentalsRepository = ReturnType<typeof createFairRentalsRepository>;
