import { useMutation } from "@tanstack/react-query";
import type { AnimationDayRegistrationInput, RegistrationResponse } from "@tazama/contracts";
import { ApiError } from "../../../lib/api-client.ts";

const REGISTER_URL = "/api/v1/registrations/animation-day";
const TIMEOUT_MS = 15_000; // spec §9

interface ErrorBody {
  error: { code: string; message: string };
}

function isErrorBody(body: unknown): body is ErrorBody {
  if (typeof body !== "object" || body === null || !("error" in body)) return false;
  const error = body.error as { code?: unknown; message?: unknown } | null;
  return typeof error?.code === "string" && typeof error.message === "string";
}

/** POSTs a registration; a refusal becomes ApiError with the server's code and message. */
export async function registerAnimationDay(
  body: AnimationDayRegistrationInput,
  opts: { signal?: AbortSignal } = {},
): Promise<RegistrationResponse> {
  const timeout = AbortSignal.timeout(TIMEOUT_MS);
  const response = await fetch(REGISTER_URL, {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json" },
    body: JSON.stringify(body),
    signal: opts.signal ? AbortSignal.any([opts.signal, timeout]) : timeout,
  });
  const data: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    if (isErrorBody(data)) throw new ApiError(response.status, data.error.code, data.error.message);
    throw new ApiError(
      response.status,
      "http/error",
      `Request failed with status ${response.status}`,
    );
  }
  return data as RegistrationResponse;
}

export function useRegisterAnimationDay() {
  return useMutation({
    mutationFn: (body: AnimationDayRegistrationInput) => registerAnimationDay(body),
  });
}
