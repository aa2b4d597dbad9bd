import type { Currency } from "@tazama/contracts";

/** The markets with their own prices; everyone else pays in US dollars. */
const CURRENCY_BY_REGION: Readonly<Record<string, Currency>> = {
  NG: "NGN",
  KE: "KES",
  GH: "GHS",
  ZA: "ZAR",
};

export const DEFAULT_CURRENCY: Currency = "USD";

/** The value of one cookie in a `document.cookie` string, URI-decoded; null when absent. */
export function readCookie(cookieHeader: string, name: string): string | null {
  for (const part of cookieHeader.split(";")) {
    const eq = part.indexOf("=");
    if (eq === -1 || part.slice(0, eq).trim() !== name) continue;
    const raw = part.slice(eq + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return null;
}

/**
 * The region of a locale: "en-NG" → "NG", "sw_KE" → "KE", "en-Latn-GH" → "GH". A bare upper-case
 * pair is a region ("NG"); a bare language ("en") has none.
 */
export function regionOf(locale: string): string | null {
  const tags = locale
    .trim()
    .replace(/^"|"$/g, "")
    .split(/[-_]/)
    .filter((t) => t.length > 0);
  if (tags.length === 1) return /^[A-Z]{2}$/.test(tags[0]!) ? tags[0]! : null;
  const region = tags.slice(1).find((t) => /^[A-Za-z]{2}$/.test(t));
  return region ? region.toUpperCase() : null;
}

export function currencyForRegion(region: string | null): Currency {
  if (region === null) return DEFAULT_CURRENCY;
  return CURRENCY_BY_REGION[region.toUpperCase()] ?? DEFAULT_CURRENCY;
}

/**
 * The viewer's currency: from the region of the `location` cookie (the signed-in user's locale,
 * e.g. "en-NG"), else of the browser's languages, else USD.
 */
export function viewerCurrency(env: { cookie: string; languages: readonly string[] }): Currency {
  const fromCookie = readCookie(env.cookie, "location");
  const region =
    (fromCookie === null ? null : regionOf(fromCookie)) ??
    env.languages.map(regionOf).find((r) => r !== null) ??
    null;
  return currencyForRegion(region);
}
