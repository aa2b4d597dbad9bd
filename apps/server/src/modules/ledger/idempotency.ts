import { createHash } from "node:crypto";
import { type Db, schema } from "@tazama/db";
import { and, eq, isNull } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { Clock } from "../../lib/clock.ts";
import { HttpError } from "../../lib/http-error.ts";
import { type Tx, moneyTransaction } from "./money-tx.ts";

const { idempotencyKeys } = schema;

const KEY_PATTERN = /^[A-Za-z0-9_.:-]{8,128}$/;

/** Runs `work` as one money transaction (a service's default is `moneyTransaction(db, …)`). */
export type TxRunner = <R>(work: (tx: Tx) => Promise<R>) => Promise<R>;

/**
 * How a service moves money under one Idempotency-Key:
 * - `once`: claim the key, do the work and store its result, all in ONE transaction — after a
 *   commit the result is stored, before it nothing is (purchases, passes, vouchers);
 * - `open` then `close`: for a top-up, whose provider call must not run inside a transaction —
 *   `open` commits the claim with the payment row (a concurrent retry sees "in progress"),
 *   `close` stores the result in the transaction that records the provider's answer.
 */
export interface IdempotentSteps {
  once: TxRunner;
  open: TxRunner;
  close: TxRunner;
}

export interface IdempotentCall {
  userId: string;
  key: string;
  requestHash: string;
  statusCode: number;
}

export interface IdempotentAnswer<T> {
  statusCode: number;
  body: T;
  replayed: boolean;
}

/** Test seams: throw from them to simulate the process dying at that point. */
export interface IdempotencyFaults {
  /** Inside the transaction, after the movement and its stored result, before COMMIT. */
  beforeCommit?: () => void | Promise<void>;
  /** After COMMIT, before the response is sent. */
  afterCommit?: () => void | Promise<void>;
}

/** The Idempotency-Key header of a money-moving POST: 400 when missing or malformed. */
export function idempotencyKeyOf(request: FastifyRequest): string {
  const key = request.headers["idempotency-key"];
  if (typeof key !== "string" || !KEY_PATTERN.test(key)) {
    throw new HttpError(
      400,
      "request/idempotency-key-required",
      "An Idempotency-Key header (8–128 letters, digits, _ . : -) is required.",
    );
  }
  return key;
}

function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([k, v]) => [k, canonical(v)]),
    );
  }
  return value;
}

/** A hash of method + route (+ its parameters) + canonical body: the same key with another request → 409. */
export function requestHashOf(request: FastifyRequest): string {
  const hash = createHash("sha256").update(
    `${request.method} ${request.routeOptions.url ?? request.url}\n`,
  );
  // The same key on another booking's URL (`/:id`) is another request. (Routes without
  // parameters hash as they always have: keys stored before stay answerable.)
  const params = (request.params ?? {}) as Record<string, unknown>;
  if (Object.keys(params).length > 0) hash.update(`${JSON.stringify(canonical(params))}\n`);
  return hash.update(JSON.stringify(canonical(request.body ?? null))).digest("hex");
}

/** The stored answer of an earlier request with this key, carried out of its transaction. */
class Replay extends Error {
  constructor(
    readonly statusCode: number,
    readonly body: unknown,
  ) {
    super("idempotent replay");
  }
}

/**
 * Stripe-style idempotency for one user's key (ADR 8, 0011): the first request runs and its
 * response is stored in the same transaction as its money movement; a retry with the same key and
 * body gets that response again, never a second charge — also after a crash between the commit
 * and the reply. The same key with another body → 409; a retry while a top-up is being started →
 * 409. A request that fails moved no money: its claim is rolled back (or released) so the client
 * may retry with the same key.
 */
export function createIdempotency(
  db: Db,
  { clock, faults = {} }: { clock: Clock; faults?: IdempotencyFaults },
) {
  async function claim(tx: Tx, call: IdempotentCall): Promise<void> {
    // On PostgreSQL a concurrent claim of the same key waits here until the first commits
    // (then it replays) or rolls back (then it runs).
    const claimed = await tx
      .insert(idempotencyKeys)
      .values({
        userId: call.userId,
        key: call.key,
        requestHash: call.requestHash,
        createdAt: clock.now(),
      })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (claimed.length > 0) return;
    const [stored] = await tx
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.userId, call.userId), eq(idempotencyKeys.key, call.key)));
    if (!stored || stored.requestHash !== call.requestHash) {
      throw new HttpError(
        409,
        "request/idempotency-key-reused",
        "This Idempotency-Key was used for a different request.",
      );
    }
    if (stored.statusCode === null) {
      throw new HttpError(
        409,
        "request/idempotency-in-progress",
        "The first request with this Idempotency-Key is still running. Retry shortly.",
      );
    }
    throw new Replay(stored.statusCode, stored.responseBody);
  }

  async function store(tx: Tx, call: IdempotentCall, body: unknown): Promise<void> {
    await tx
      .update(idempotencyKeys)
      .set({ statusCode: call.statusCode, responseBody: body })
      .where(and(eq(idempotencyKeys.userId, call.userId), eq(idempotencyKeys.key, call.key)));
    await faults.beforeCommit?.();
  }

  return {
    /** Runs `perform` under the key; returns its result, or the stored one of a first request. */
    async execute<T>(
      call: IdempotentCall,
      perform: (steps: IdempotentSteps) => Promise<T>,
    ): Promise<IdempotentAnswer<T>> {
      const progress = { opened: false };
      const steps: IdempotentSteps = {
        once: (work) =>
          moneyTransaction(db, async (tx) => {
            await claim(tx, call);
            const result = await work(tx);
            await store(tx, call, result);
            return result;
          }),
        open: async (work) => {
          const result = await moneyTransaction(db, async (tx) => {
            await claim(tx, call);
            return work(tx);
          });
          progress.opened = true;
          return result;
        },
        close: (work) =>
          moneyTransaction(db, async (tx) => {
            const result = await work(tx);
            await store(tx, call, result);
            return result;
          }),
      };
      let body: T;
      try {
        body = await perform(steps);
      } catch (error) {
        if (error instanceof Replay) {
          return { statusCode: error.statusCode, body: error.body as T, replayed: true };
        }
        if (progress.opened) {
          await db
            .delete(idempotencyKeys)
            .where(
              and(
                eq(idempotencyKeys.userId, call.userId),
                eq(idempotencyKeys.key, call.key),
                isNull(idempotencyKeys.statusCode),
              ),
            );
        }
        throw error;
      }
      await faults.afterCommit?.();
      return { statusCode: call.statusCode, body, replayed: false };
    },
  };
}

export type Idempotency = ReturnType<typeof createIdempotency>;
