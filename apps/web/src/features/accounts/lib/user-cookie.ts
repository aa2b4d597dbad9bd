/** The display cookie of spec §3 (JSON fullname and locale; never an authority, DESIGN §6.3). */
export interface UserCookie {
  fullname: string;
  locale: string;
}

export const USER_COOKIE = "user";
export const LOCATION_COOKIE = "location";
/** Spec §9: 400 days. */
export const USER_COOKIE_MAX_AGE = 34_560_000;

function readRaw(cookieHeader: string, name: string): string | null {
  for (const part of cookieHeader.split(";")) {
    const eq = part.indexOf("=");
    if (eq === -1 || part.slice(0, eq).trim() !== name) continue;
    return part.slice(eq + 1).trim();
  }
  return null;
}

/** The `user` cookie of a `document.cookie` string; null when absent or malformed. */
export function parseUserCookie(cookieHeader: string): UserCookie | null {
  const raw = readRaw(cookieHeader, USER_COOKIE);
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(decodeURIComponent(raw));
  } catch {
    return null;
  }
  if (typeof value !== "object" || value === null) return null;
  const { fullname, locale } = value as { fullname?: unknown; locale?: unknown };
  if (typeof fullname !== "string") return null;
  return { fullname, locale: typeof locale === "string" ? locale : "" };
}

/** The `location` cookie that carries the user's locale (spec §3), as a `document.cookie` write. */
export function locationCookie(locale: string): string {
  return `${LOCATION_COOKIE}=${encodeURIComponent(locale)}; Path=/; Max-Age=${USER_COOKIE_MAX_AGE}; SameSite=Lax`;
}

/** `document.cookie` writes that remove the display cookies. */
export function clearedCookies(): string[] {
  return [USER_COOKIE, LOCATION_COOKIE].map((name) => `${name}=; Path=/; Max-Age=0; SameSite=Lax`);
}

/**
 * A cookie header as the browser holds it once the app has read the `user` cookie (its locale
 * copied into `location`, ahead of any older `location`): what a server render must see to draw
 * the same page as the browser's first render.
 */
export function cookiesAsRead(cookieHeader: string): string {
  const locale = parseUserCookie(cookieHeader)?.locale;
  if (!locale) return cookieHeader;
  const location = `${LOCATION_COOKIE}=${encodeURIComponent(locale)}`;
  return cookieHeader ? `${location}; ${cookieHeader}` : location;
}

/**
 * Reads the `user` cookie and copies its locale into the `location` cookie (spec §3).
 * Returns the parsed cookie, or null.
 */
export function readUserCookie(doc: Pick<Document, "cookie"> = document): UserCookie | null {
  const user = parseUserCookie(doc.cookie);
  if (user?.locale) doc.cookie = locationCookie(user.locale);
  return user;
}

/** The `location` cookie's locale (e.g. "en-GH"), or null. */
export function readLocationCookie(doc: Pick<Document, "cookie"> = document): string | null {
  const raw = readRaw(doc.cookie, LOCATION_COOKIE);
  if (raw === null) return null;
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

export function clearUserCookies(doc: Pick<Document, "cookie"> = document): void {
  for (const write of clearedCookies()) doc.cookie = write;
}
