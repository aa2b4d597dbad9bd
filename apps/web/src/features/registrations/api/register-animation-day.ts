import { useMutation } from "@tanstack/react-query";
import type { AnimationDayRegistrationInput, RegistrationResponse } from "@tazama/contracts";
import { request } from "../../../lib/api-client.ts";

const REGISTER_URL = "/api/v1/registrations/animation-day";
/** POSTs a registration; a refusal becomes ApiError with the server's code and message. */
export function registerAnimationDay(
  body: AnimationDayRegistrationInput,
  opts: { signal?: AbortSignal } = {},
): Promise<RegistrationResponse> {
  return request<RegistrationResponse>({
    method: "POST",
    path: REGISTER_URL,
    body,
    signal: opts.signal,
  });
}

export function useRegisterAnimationDay() {
  return useMutation({
    mutationFn: (body: AnimationDayRegistrationInput) => registerAnimationDay(body),
  });
}
