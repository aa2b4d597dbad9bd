import { useMutation } from "@tanstack/react-query";
import {
  PHONE_PATHS,
  type PhoneCodeSent,
  type PhoneStatus,
  type VerifyPhoneBody,
} from "@tazama/contracts";
import { request } from "../../../lib/api-client.ts";

/** `POST /api/v1/users/phone`: a 6-digit code by SMS to `phone_number` (E.164). */
export function sendPhoneCode(phone: string): Promise<PhoneCodeSent> {
  return request<PhoneCodeSent>({
    method: "POST",
    path: PHONE_PATHS.phone,
    body: { phone_number: phone },
  });
}

/** `POST /api/v1/users/phone/verify`: the code typed back proves the number. */
export function verifyPhone(body: VerifyPhoneBody): Promise<PhoneStatus> {
  return request<PhoneStatus>({ method: "POST", path: PHONE_PATHS.verify, body });
}

export const useSendPhoneCode = () => useMutation({ mutationFn: sendPhoneCode });
export const useVerifyPhone = () => useMutation({ mutationFn: verifyPhone });
