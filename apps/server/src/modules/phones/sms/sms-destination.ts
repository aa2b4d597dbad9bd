// The 'max' metadata: only it knows number types (premium rate, shared cost, VoIP, …); the 'min'
// build's getType() is always undefined. Server only: the web keeps the 'min' build.
import { type PhoneNumberType, parsePhoneNumberFromString } from "libphonenumber-js/max";

/**
 * Digits of an E.164 number (without "+") that name its destination range for the hourly SMS
 * budget: the country code and the start of the national number, e.g. 234803 (MTN Nigeria),
 * 254712 (Safaricom), 882130 (Thuraya). Six digits keep one operator's block together without
 * lumping a whole country into one budget.
 */
export const SMS_PREFIX_DIGITS = 6;

/**
 * The kinds of number a code may go to. Everything else is refused, whatever the country:
 * premium rate, shared cost, UAN, VoIP, pagers, personal numbers, toll free, voicemail, and the
 * ranges libphonenumber cannot type. Pumping pays the attacker per SMS terminated on such
 * ranges; a viewer proves the phone they carry.
 */
const SENDABLE: ReadonlySet<PhoneNumberType> = new Set<PhoneNumberType>([
  "MOBILE",
  "FIXED_LINE_OR_MOBILE",
  "FIXED_LINE",
]);

export type SmsDestination =
  | { ok: true; country: string; prefix: string }
  /**
   * `invalid`: not a dialable number; `type`: a range we never send to (premium, satellite and
   * other non-geographic networks, shared cost, …); `country`: outside the served countries.
   */
  | { ok: false; reason: "invalid" | "type" | "country" };

/** The destination range of an E.164 number for the hourly budget. */
export function smsPrefix(e164: string): string {
  return e164.replace(/^\+/, "").slice(0, SMS_PREFIX_DIGITS);
}

/**
 * Whether an SMS may go to `e164`: a valid number of a sendable type in one of `countries`.
 * Non-geographic numbers (+881 satellite phones, +882/+883 international networks, +979
 * premium) have no country, so they never pass.
 */
export function smsDestination(e164: string, countries: readonly string[]): SmsDestination {
  const parsed = parsePhoneNumberFromString(e164);
  if (!parsed?.isValid()) return { ok: false, reason: "invalid" };
  const type = parsed.getType();
  if (!parsed.country || !type || !SENDABLE.has(type)) return { ok: false, reason: "type" };
  if (!countries.includes(parsed.country)) return { ok: false, reason: "country" };
  return { ok: true, country: parsed.country, prefix: smsPrefix(parsed.number) };
}
