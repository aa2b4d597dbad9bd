import type { I18n } from "./i18n.ts";

/**
 * Dates and times in the page's language. English is written the way our viewers in Lagos,
 * Nairobi or Accra write it (24 Nov 2026, 21:07: day first, a 24-hour clock), not the US way.
 */
export function dateFormat(i18n: I18n, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return new Intl.DateTimeFormat(i18n.locale === "en" ? "en-GB" : i18n.locale, options);
}
