import { z } from "zod";
import { phoneField } from "./accounts.ts";

/**
 * Phone verification by SMS (issue 17, spec `users/phone` and `sms`): a 6-digit code proves a
 * number; a proven number is the one M-Pesa charges and the one a changed profile shows.
 */
export const PHONE_CODE_RULES = {
  digits: 6,
  /** A code is good this long after it is sent. */
  ttlS: 600,
  /** Wrong guesses a code survives; the next one needs a new code. */
  maxAttempts: 5,
  /** A new code for the same number no sooner than this after the last one. */
  resendAfterS: 60,
  /** SMS-pumping guard: codes to one number per 10 minutes and per day, and per account per day. */
  perNumberPer10Min: 3,
  perNumberPerDay: 10,
  perAccountPerDay: 10,
  /** Asks of any outcome (a number proven elsewhere answers 409 without an SMS) per account. */
  asksPerAccountPerHour: 20,
} as const;

export const PHONE_PATHS = {
  /** GET: the caller's number and whether it is proven; POST: send a code to a number. */
  phone: "/api/v1/users/phone",
  verify: "/api/v1/users/phone/verify",
} as const;

export const phoneStatusSchema = z.object({
  phone_number: z.string().nullable(),
  verified: z.boolean(),
});
export type PhoneStatus = z.infer<typeof phoneStatusSchema>;

/** `POST /api/v1/users/phone` → 202 `PhoneCodeSent`. */
export const sendPhoneCodeBodySchema = z.strictObject({ phone_number: phoneField });
export type SendPhoneCodeBody = z.input<typeof sendPhoneCodeBodySchema>;
export const phoneCodeSentSchema = z.object({
  phone_number: z.string(),
  /** ISO time the code stops working. */
  expiresAt: z.string(),
  /** ISO time a new code may be asked for. */
  resendAt: z.string(),
});
export type PhoneCodeSent = z.infer<typeof phoneCodeSentSchema>;

/** `POST /api/v1/users/phone/verify` → 200 `PhoneStatus`. */
export const verifyPhoneBodySchema = z.strictObject({
  phone_number: phoneField,
  code: z
    .string()
    .trim()
    .regex(new RegExp(`^\\d{${PHONE_CODE_RULES.digits}}$`)),
});
export type VerifyPhoneBody = z.input<typeof verifyPhoneBodySchema>;

/** The phone API's error codes and the words both the API and the web use. */
export const PHONE_ERRORS = {
  "phone/invalid-number": "Enter your phone number in international format, e.g. +254712345678.",
  "phone/invalid-code": "Enter the 6-digit code from the SMS.",
  "phone/wrong-code": "That code is not right. Check the SMS and try again.",
  "phone/code-expired": "This code has expired or was used up. Send a new one.",
  "phone/resend-too-soon": "Wait a minute before asking for another code.",
  "phone/too-many-codes": "Too many codes were sent to this number. Try again later.",
  "phone/too-many-requests": "Too many tries from your account. Try again in an hour.",
  "phone/sms-failed": "We could not send the SMS. Check the number and try again.",
  "phone/sms-unavailable": "Phone verification is not available right now.",
  "phone/country-not-served":
    "We cannot send codes to phone numbers in this country yet. Use a number from a country Tazama serves.",
  "phone/number-not-supported":
    "We cannot send codes to this kind of number (premium-rate, satellite or shared-cost). Use a mobile number.",
  "phone/range-busy":
    "Too many codes went to numbers like this one in the last hour. Try again later.",
  "phone/already-verified": "This phone number is already verified on your account.",
  "auth/phone-already-in-use":
    "This phone number is already associated with an existing account. Please use a different phone number or contact support for assistance.",
} as const;
export type PhoneErrorCode = keyof typeof PHONE_ERRORS;
