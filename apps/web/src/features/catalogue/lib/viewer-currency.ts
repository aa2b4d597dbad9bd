import { type Currency, pricingCurrency } from "@tazama/contracts";

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

/**
 * The viewer's currency before a wallet says otherwise (pricingCurrency's rule): the country of
 * the `location` cookie (the signed-in user's locale, whose region is their phone's country),
 * else NGN. Not the browser's language: the server render and the browser must agree, and an
 * "en-US" browser in Lagos is no reason to quote dollars.
 */
export function viewerCurrency(env: { cookie: string }): Currency {
  const fromCookie = readCookie(env.cookie, "location");
  return pricingCurrency({
    wallet: null,
    country: fromCookie === null ? null : regionOf(fromCookie),
  });
}
