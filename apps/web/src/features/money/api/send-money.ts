import type { Currency } from "@tazama/contracts";
import { ApiError } from "../../../lib/api-client.ts";

const TIMEOUT_MS = 15_000; // spec §9

/** 402 from a purchase: the wallet is short by `shortfall`; top up that much, then retry. */
export class InsufficientFundsError extends ApiError {
  constructor(
    message: string,
    readonly shortfall: { amount: number; currency: Currency },
  ) {
    super(402, "wallet/insufficient-funds", message);
    this.name = "InsufficientFundsError";
  }
}

interface ErrorBody {
  error: { code: string; message: string; shortfall?: { amount: number; currency: Currency } };
}

function isErrorBody(body: unknown): body is ErrorBody {
  if (typeof body !== "object" || body === null || !("error" in body)) return false;
  const error = body.error as { code?: unknown; message?: unknown } | null;
  return typeof error?.code === "string" && typeof error.message === "string";
}

/**
 * POSTs a money-moving request with its Idempotency-Key: the same key for a retry of the same user
 * action, so the server answers the first result instead of charging twice.
 */
export async function postMoney<T>(url: string, body: unknown, idempotencyKey: string): Promise<T> {
  const response = await fetch(url, {
    method: "POST",
    credentials: "same-origin",
    headers: {
      accept: "application/json",
      "content-type": "application/json",
      "idempotency-key": idempotencyKey,
    },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  const data: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    if (isErrorBody(data)) {
      if (response.status === 402 && data.error.shortfall) {
        throw new InsufficientFundsError(data.error.message, data.error.shortfall);
      }
      throw new ApiError(response.status, data.error.code, data.error.message);
    }
    throw new ApiError(
      response.status,
      "http/error",
      `Request failed with status ${response.status}`,
    );
  }
  return data as T;
}

/** A fresh key for one user action (reuse it for that action's retries). */
export function newIdempotencyKey(): string {
  return crypto.randomUUID();
}
