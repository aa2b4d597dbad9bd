/**
 * The languages of the app (issue 19): English (the spec's texts, the source catalogue), French,
 * Swahili, Hausa and Yoruba. A viewer's language is the language part of their locale ("fr-NG"):
 * the `user` cookie's for a signed-in viewer, copied into `location`, which also keeps an
 * anonymous visitor's choice; on a first visit, the browser's languages.
 */
export const LANGUAGES = [
  { code: "en", name: "English" },
  { code: "fr", name: "Français" },
  { code: "sw", name: "Kiswahili" },
  { code: "ha", name: "Hausa" },
  { code: "yo", name: "Yorùbá" },
] as const;

export type Language = (typeof LANGUAGES)[number]["code"];

export const DEFAULT_LANGUAGE: Language = "en";

export function isLanguage(value: unknown): value is Language {
  return LANGUAGES.some((l) => l.code === value);
}

/** The app language of a locale or language tag ("fr-NG" → "fr", "yo" → "yo"), or null. */
export function languageOf(tag: string | null | undefined): Language | null {
  const code = /^([A-Za-z]{2,3})(?:[-_]|$)/.exec(tag ?? "")?.[1]?.toLowerCase();
  return isLanguage(code) ? code : null;
}

/**
 * The language to show: the locale a cookie carries (a choice made), else the first of the
 * browser's languages we have (Accept-Language order), else English.
 */
export function pickLanguage(cookieLocale: string | null, browserLanguages: readonly string[]) {
  const chosen = languageOf(cookieLocale);
  if (chosen) return chosen;
  for (const tag of browserLanguages) {
    const found = languageOf(tag);
    if (found) return found;
  }
  return DEFAULT_LANGUAGE;
}

/** The locale with its language replaced, keeping its region ("en-NG" + "yo" → "yo-NG"). */
export function withLanguage(locale: string | null, language: Language): string {
  const region = /^[A-Za-z]{2,3}[-_]([A-Za-z]{2}|\d{3})\b/.exec(locale ?? "")?.[1];
  return region ? `${language}-${region.toUpperCase()}` : language;
}
