import type { Page } from "@playwright/test";

/**
 * The sandbox checkout is a plain server page without an icon, so Chromium's automatic
 * /favicon.ico request there 404s and is logged as a console error: drop exactly those.
 */
export function forgiveCheckoutFavicon(page: Page, consoleErrors: string[]) {
  page.on("console", (msg) => {
    const url = msg.location().url;
    if (msg.type() !== "error" || !url) return;
    const { pathname } = new URL(url);
    if (pathname === "/favicon.ico" || pathname.startsWith("/sandbox/checkout/")) {
      const index = consoleErrors.indexOf(msg.text());
      if (index >= 0) consoleErrors.splice(index, 1);
    }
  });
}
