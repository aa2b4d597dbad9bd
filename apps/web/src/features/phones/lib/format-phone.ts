import { parsePhoneNumberFromString } from "libphonenumber-js/min";

/** "+254712345678" → "+254 712 345678", as people read it; the input when it is not a number. */
export function formatPhone(e164: string): string {
  return parsePhoneNumberFromString(e164)?.formatInternational() ?? e164;
}
