import type { ApiError as ApiErrorBody } from "@tazama/contracts";

const DEFAULT_TIMEOUT_MS = 15_000; // spec §9

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

/** GETs JSON from our API; errors become ApiError with the server's code and message. */
export async function getJson<T>(
  url: string,
  opts: { timeoutMs?: number; signal?: AbortSignal } = {},
) {
  const timeout = AbortSignal.timeout(opts.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  const signal = opts.signal ? AbortSignal.any([opts.signal, timeout]) : timeout;
  return readJson<T>(await fetch(url, { headers: { accept: "application/json" }, signal }));
}

/** POSTs a JSON body to our API (same-origin cookies); errors as for getJson. */
export async function postJson<T>(url: string, body: unknown, opts: { timeoutMs?: number } = {}) {
  const response = await fetch(url, {
    method: "POST",
    credentials: "same-origin",
    headers: { accept: "application/json", "content-type": "application/json" },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(opts.timeoutMs ?? DEFAULT_TIMEOUT_MS),
  });
  return readJson<T>(response);
}

async function readJson<T>(response: Response): Promise<T> {
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    if (isErrorBody(body)) throw new ApiError(response.status, body.error.code, body.error.message);
    throw new ApiError(
      response.status,
      "http/error",
      `Request failed with status ${response.status}`,
    );
  }
  return body as T;
}

/** A type guard instead of the zod schema keeps zod out of the web bundle. */
function isErrorBody(body: unknown): body is ApiErrorBody {
  if (typeof body !== "object" || body === null || !("error" in body)) return false;
  const error = body.error;
  return (
    typeof error === "object" &&
    error !== null &&
    typeof (error as { code?: unknown }).code === "string" &&
    typeof (error as { message?: unknown }).message === "string"
  );
}
