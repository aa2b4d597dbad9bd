import { getCookies } from "better-auth/cookies";

/**
 * A test of whether a request may carry a better-auth session: whether its Cookie header names
 * one of better-auth's cookies (the session token, the session-data cache better-auth clears
 * when it finds one alone, the others). Without any, better-auth's getSession answers null
 * having read nothing; asking it anyway was a fifth of the CPU an anonymous player's beacon cost
 * (ADR 0084). A name inside another cookie's value only sends the request the long way.
 */
export function sessionCookieTest(
  options: Parameters<typeof getCookies>[0],
): (cookieHeader: string | undefined) => boolean {
  const names = Object.values(getCookies(options)).map((cookie) => cookie.name);
  return (cookieHeader) =>
    cookieHeader !== undefined && names.some((name) => cookieHeader.includes(name));
}
