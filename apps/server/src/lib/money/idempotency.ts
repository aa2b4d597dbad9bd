import { createHash } from "node:crypto";
import { type Db, schema } from "@tazama/db";
import { and, eq, isNull } from "drizzle-orm";
import type { FastifyReply, FastifyRequest } from "fastify";
import { HttpError } from "../http-error.ts";

const { idempotencyKeys } = schema;

const KEY_PATTERN = /^[A-Za-z0-9_.:-]{8,128}$/;

export interface StoredResponse<T = unknown> {
  statusCode: number;
  body: T;
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

/**
 * Stripe-style idempotency for one user's key: the first request runs and its response is stored;
 * a retry with the same key and body gets that response again (`idempotent-replayed: true`), never
 * a second charge; the same key with another body, or while the first still runs → 409. A request
 * that fails with an error moved no money: its key is released so the client may retry.
 */
export function createIdempotency(db: Db) {
  return async function idempotent<T>(
    request: FastifyRequest,
    reply: FastifyReply,
    userId: string,
    run: () => Promise<StoredResponse<T>>,
  ): Promise<T> {
    const key = idempotencyKeyOf(request);
    const requestHash = createHash("sha256")
      .update(`${request.method} ${request.routeOptions.url ?? request.url}\n`)
      .update(JSON.stringify(canonical(request.body ?? null)))
      .digest("hex");
    const claimed = await db
      .insert(idempotencyKeys)
      .values({ userId, key, requestHash })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (claimed.length === 0) {
      const [stored] = await db
        .select()
        .from(idempotencyKeys)
        .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
      if (!stored || stored.requestHash !== requestHash) {
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
      reply.header("idempotent-replayed", "true");
      reply.status(stored.statusCode);
      return stored.responseBody as T;
    }
    let response: StoredResponse<T>;
    try {
      response = await run();
    } catch (error) {
      await db
        .delete(idempotencyKeys)
        .where(
          and(
            eq(idempotencyKeys.userId, userId),
            eq(idempotencyKeys.key, key),
            isNull(idempotencyKeys.statusCode),
          ),
        );
      throw error;
    }
    await db
      .update(idempotencyKeys)
      .set({ statusCode: response.statusCode, responseBody: response.body })
      .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
    reply.status(response.statusCode);
    return response.body;
  };
}

export type Idempotent = ReturnType<typeof createIdempotency>;
