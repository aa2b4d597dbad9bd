import { cookieLocale } from "./cookie-locale.ts";
import { USER_COOKIE_MAX_AGE_S, USER_COOKIE_NAME, type Profile } from "@tazama/contracts";

/**
 * The `user` cookie: encodeURIComponent(JSON {fullname, locale}), readable by the web app (display
 * data only, DESIGN §6.3), 400 days (spec §9). Secure in production. Its locale's region is the
 * phone's country when there is a phone: the viewer's country for prices (pricingCurrency).
 */
export function userCookie(
  profile: Pick<Profile, "name" | "locale" | "phone_number">,
  production: boolean,
): string {
  const locale = cookieLocale(profile.locale, profile.phone_number);
  const value = encodeURIComponent(JSON.stringify({ fullname: profile.name, locale }));
  return `${USER_COOKIE_NAME}=${value}; Path=/; Max-Age=${USER_COOKIE_MAX_AGE_S}; SameSite=Lax${production ? "; Secure" : ""}`;
}

export function clearUserCookie(production: boolean): string {
  return `${USER_COOKIE_NAME}=; Path=/; Max-Age=0; SameSite=Lax${production ? "; Secure" : ""}`;
}

export function clearSessionCookie(name: string, production: boolean): string {
  return `${name}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${production ? "; Secure" : ""}`;
}

/** Names of the cookies in Set-Cookie headers (to avoid sending one twice). */
export const cookieNames = (setCookies: string[]): Set<string> =>
  new Set(setCookies.map((c) => c.slice(0, c.indexOf("="))));
