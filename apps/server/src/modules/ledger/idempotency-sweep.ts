import { type Db, schema } from "@tazama/db";
import type { FastifyInstance } from "fastify";
import { and, isNotNull, isNull, lt, or } from "drizzle-orm";
import type { Clock } from "../../lib/clock.ts";
import { runEvery } from "../../jobs/every.ts";

const { idempotencyKeys } = schema;

export interface SweepPolicy {
  /** A stored response is replayed for this long, then its key is forgotten. */
  completedTtlMs: number;
  /** A claim with no response this old was abandoned (a top-up start that died mid-way). */
  abandonedTtlMs: number;
}

export const DEFAULT_SWEEP_POLICY: SweepPolicy = {
  completedTtlMs: 24 * 3_600_000,
  abandonedTtlMs: 15 * 60_000,
};

/** Deletes stale Idempotency-Key rows; returns how many went. */
export async function sweepIdempotencyKeys(
  db: Db,
  now: Date,
  policy: SweepPolicy = DEFAULT_SWEEP_POLICY,
): Promise<number> {
  const completedBefore = new Date(now.getTime() - policy.completedTtlMs);
  const abandonedBefore = new Date(now.getTime() - policy.abandonedTtlMs);
  const gone = await db
    .delete(idempotencyKeys)
    .where(
      or(
        and(isNotNull(idempotencyKeys.statusCode), lt(idempotencyKeys.createdAt, completedBefore)),
        and(isNull(idempotencyKeys.statusCode), lt(idempotencyKeys.createdAt, abandonedBefore)),
      ),
    )
    .returning({ key: idempotencyKeys.key });
  return gone.length;
}

/** Runs the sweep every `everyMs` in this process. */
export function scheduleIdempotencySweep(
  app: FastifyInstance,
  { db, clock, everyMs = 15 * 60_000 }: { db: Db; clock: Clock; everyMs?: number },
): void {
  runEvery(app, {
    name: "idempotency-sweep",
    everyMs,
    task: () => sweepIdempotencyKeys(db, clock.now()),
    log: app.log,
    done: "stale idempotency keys deleted",
    failed: "idempotency sweep failed",
  });
}
