import { parsePhoneNumberFromString } from "libphonenumber-js/min";

/** The country of an E.164 number ("+233…" → "GH"), or null. */
export function phoneCountry(phone: string | null | undefined): string | null {
  if (!phone) return null;
  return parsePhoneNumberFromString(phone)?.country ?? null;
}

/**
 * The locale the `user` cookie carries: the language of the account's locale with the region of
 * its phone's country when it has a phone ("en-US" + "+233…" → "en-GH"); the locale as stored
 * otherwise. The web app reads its region as the viewer's country.
 */
export function cookieLocale(locale: string, phone: string | null | undefined): string {
  const country = phoneCountry(phone);
  if (!country) return locale;
  const language = /^[A-Za-z]{2,3}/.exec(locale)?.[0]?.toLowerCase() ?? "en";
  return `${language}-${country}`;
}
