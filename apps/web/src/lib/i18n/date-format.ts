import type { I18n } from "./i18n.ts";

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * Dates and times in the page's language. English is written the way our viewers in Lagos,
 * Nairobi or Accra write it (24 Nov 2026, 21:07: day first, a 24-hour clock), not the US way.
 */
export function dateFormat(i18n: I18n, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const locale = i18n.locale === "en" ? "en-GB" : i18n.locale;
  // One per language and options: making one costs far more than using it (lists format a date
  // per row).
  const key = `${locale} ${JSON.stringify(options)}`;
  let made = dateFormats.get(key);
  if (!made) dateFormats.set(key, (made = new Intl.DateTimeFormat(locale, options)));
  return made;
}
