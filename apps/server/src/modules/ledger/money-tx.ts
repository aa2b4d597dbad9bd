import type { Db } from "@tazama/db";

/** A drizzle transaction on our schema. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

const RETRYABLE = new Set(["40001", "40P01"]); // serialization failure, deadlock
const MAX_ATTEMPTS = 5;

function sqlState(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === "object"; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** The PostgreSQL error code of a failed query (drizzle wraps it in `cause`). */
export const pgErrorCode = sqlState;

/**
 * Runs one money movement as one transaction, retried a few times when PostgreSQL aborts it for a
 * deadlock or a serialization failure (the work is all-or-nothing, so a retry is safe).
 */
export async function moneyTransaction<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db.transaction(work);
    } catch (error) {
      if (attempt >= MAX_ATTEMPTS || !RETRYABLE.has(sqlState(error) ?? "")) throw error;
    }
  }
}
