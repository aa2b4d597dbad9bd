import type { ApiError as ApiErrorBody, Currency, Shortfall } from "@tazama/contracts";

/** Spec §9: a request to our API gives up after 15 s unless it says otherwise. */
export const DEFAULT_TIMEOUT_MS = 15_000;

/**
 * Any refusal of our API: the HTTP status and the `{ error: { code, message } }` body, with the
 * extra typed fields an error may carry (a 402 purchase's `shortfall`: what the wallet lacks).
 * A body that is not in the error shape becomes code "http/error".
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly shortfall: Shortfall | null = null,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

export type HttpMethod = "GET" | "POST" | "PATCH" | "PUT" | "DELETE";

export interface RequestOptions {
  method?: HttpMethod;
  /** A path of our API, e.g. "/api/v1/users/wallet" (same-origin cookies are sent). */
  path: string;
  /**
   * Sent as JSON when given; a FormData is sent as multipart/form-data (file uploads), and a
   * Blob or File as itself with its own type (an image upload).
   */
  body?: unknown;
  /** Extra request headers (e.g. a submission's edit token). */
  headers?: Record<string, string>;
  /**
   * Money-moving POSTs: the same key for a retry of the same user action, so the server answers
   * the first result instead of charging twice.
   */
  idempotencyKey?: string;
  /** Default 15 s (spec §9). */
  timeoutMs?: number;
  /** The caller's own cancellation (TanStack Query's `signal`); the timeout still applies. */
  signal?: AbortSignal;
  /** Lets the request finish while the page unloads (progress beacons). */
  keepalive?: boolean;
}

/**
 * The one way the web talks to our API: JSON in and out, a timeout, and every refusal as
 * ApiError. Resolves to the JSON body, or undefined when there is none (202/204). A network
 * failure or the timeout rejects with the browser's own error (TypeError, TimeoutError).
 */
export async function request<T>(opts: RequestOptions): Promise<T> {
  const timeout = AbortSignal.timeout(opts.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  const form = opts.body instanceof FormData || opts.body instanceof Blob ? opts.body : null;
  const headers: Record<string, string> = { accept: "application/json", ...opts.headers };
  if (opts.body instanceof Blob) headers["content-type"] = opts.body.type;
  else if (opts.body !== undefined && !form) headers["content-type"] = "application/json";
  if (opts.idempotencyKey !== undefined) headers["idempotency-key"] = opts.idempotencyKey;
  const response = await fetch(opts.path, {
    method: opts.method ?? "GET",
    credentials: "same-origin",
    headers,
    ...(opts.body === undefined ? {} : { body: form ?? JSON.stringify(opts.body) }),
    ...(opts.keepalive ? { keepalive: true } : {}),
    signal: opts.signal ? AbortSignal.any([opts.signal, timeout]) : timeout,
  });
  const data: unknown = await response.json().catch(() => undefined);
  if (!response.ok) throw toApiError(response.status, data);
  return data as T;
}

function toApiError(status: number, body: unknown): ApiError {
  if (!isErrorBody(body)) {
    return new ApiError(status, "http/error", `Request failed with status ${status}`);
  }
  const { code, message } = body.error;
  return new ApiError(status, code, message, readShortfall(body.error));
}

/** A type guard instead of the zod schema keeps zod out of the web bundle. */
function isErrorBody(body: unknown): body is ApiErrorBody {
  if (typeof body !== "object" || body === null || !("error" in body)) return false;
  const error = body.error as { code?: unknown; message?: unknown } | null;
  return typeof error?.code === "string" && typeof error.message === "string";
}

function readShortfall(error: object): Shortfall | null {
  if (!("shortfall" in error)) return null;
  const shortfall = error.shortfall as { amount?: unknown; currency?: unknown } | null;
  if (typeof shortfall?.amount !== "number" || typeof shortfall.currency !== "string") return null;
  return { amount: shortfall.amount, currency: shortfall.currency as Currency };
}
