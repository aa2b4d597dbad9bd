import { ACCOUNT_PATHS, type Language, withLanguage } from "@tazama/contracts";
import { locationCookie, readLocationCookie } from "../../features/accounts/lib/user-cookie.ts";
import { request } from "../../lib/api-client.ts";
import { pageReload } from "../../lib/reload-page.ts";

/**
 * Keeps a viewer's language and draws the page again in it: a signed-in viewer's account locale
 * (`PATCH users/me` reissues the `user` cookie, which is copied into `location`), a visitor's
 * `location` cookie. The region of the locale stays. Loaded on the first change only.
 */
export async function saveLanguage(language: Language, signedIn: boolean): Promise<void> {
  const locale = withLanguage(readLocationCookie(), language);
  if (signedIn) {
    // Refused (offline, rate-limited): this browser still shows the choice until the next sign-in.
    await request({ method: "PATCH", path: ACCOUNT_PATHS.me, body: { locale } }).catch(
      () => undefined,
    );
  }
  document.cookie = locationCookie(locale);
  pageReload.reload();
}
