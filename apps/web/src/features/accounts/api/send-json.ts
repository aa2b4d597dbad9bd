import type { ApiError as ApiErrorBody } from "@tazama/contracts";
import { ApiError } from "../../../lib/api-client.ts";

const TIMEOUT_MS = 15_000; // spec §9

function isErrorBody(body: unknown): body is ApiErrorBody {
  if (typeof body !== "object" || body === null || !("error" in body)) return false;
  const error = body.error as { code?: unknown; message?: unknown } | null;
  return typeof error?.code === "string" && typeof error.message === "string";
}

/**
 * Sends a JSON request to the accounts API with the session cookie; a refusal becomes ApiError
 * with the server's code and message. Resolves to the JSON body, or undefined for 202/204.
 */
export async function sendJson<T>(
  method: "GET" | "POST" | "PATCH",
  url: string,
  body?: unknown,
): Promise<T> {
  const response = await fetch(url, {
    method,
    credentials: "same-origin",
    headers: {
      accept: "application/json",
      ...(body === undefined ? {} : { "content-type": "application/json" }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  const data: unknown =
    response.status === 204 || response.status === 202
      ? undefined
      : await response.json().catch(() => undefined);
  if (!response.ok) {
    if (isErrorBody(data)) throw new ApiError(response.status, data.error.code, data.error.message);
    throw new ApiError(
      response.status,
      "http/error",
      `Request failed with status ${response.status}`,
    );
  }
  return data as T;
}
