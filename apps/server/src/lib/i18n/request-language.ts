import { type Language, pickLanguage } from "@tazama/contracts";

/** Accept-Language as the browser's `navigator.languages`: tags by preference, q=0 dropped. */
export function acceptedLanguages(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(",")
    .map((part, index) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((l) => l.tag !== "" && l.tag !== "*" && l.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((l) => l.tag);
}

/** The `location` display cookie's locale ("fr-NG"), or null. */
export function locationCookieLocale(cookieHeader: string | undefined): string | null {
  const raw = /(?:^|;)\s*location=([^;]*)/.exec(cookieHeader ?? "")?.[1];
  if (!raw) return null;
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/**
 * The language a request is answered in, as the web app picks its page's: the `location`
 * cookie (a viewer's choice, or a signed-in viewer's locale), else Accept-Language, else English.
 */
export function requestLanguage(headers: {
  cookie?: string | undefined;
  "accept-language"?: string | undefined;
}): Language {
  return pickLanguage(
    locationCookieLocale(headers.cookie),
    acceptedLanguages(headers["accept-language"]),
  );
}
