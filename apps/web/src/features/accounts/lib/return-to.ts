import { safeReturnTo as safeAppPath } from "@tazama/contracts";

/** Where Google sign-in starts (the server's OIDC flow). */
export const GOOGLE_SIGN_IN_PATH = "/api/v1/auth/google";

/** Pages that never make sense as the place to come back to. */
const ACCOUNT_PAGES = ["/login", "/register", "/registration", "/reset-password"];

/**
 * A same-origin path of the app (with its query) to come back to, or "/" for anything else: the
 * contract's `safeReturnTo` (the server applies the same) minus the account pages themselves.
 */
export function safeReturnTo(value: string | null | undefined): string {
  const safe = safeAppPath(value);
  const path = (safe.split("?")[0] ?? "/").replace(/(.)\/+$/, "$1");
  return ACCOUNT_PAGES.includes(path) ? "/" : safe;
}

/** The return target carried by an account page's query (`?redirect=`), checked. */
export function returnToFromSearch(search: string): string {
  return safeReturnTo(new URLSearchParams(search).get("redirect"));
}

/** `/login?redirect=…` for a page that needs a signed-in viewer (`/` needs none). */
export function loginPathFor(returnTo: string): string {
  const target = safeReturnTo(returnTo);
  if (target === "/") return "/login";
  return `/login?redirect=${encodeURIComponent(target)}`;
}

/** The URL that starts Google sign-in and comes back to `returnTo` (spec §2). */
export function googleSignInUrl(returnTo: string): string {
  return `${GOOGLE_SIGN_IN_PATH}?${new URLSearchParams({ returnTo: safeReturnTo(returnTo) }).toString()}`;
}
