import { type Page, expect } from "@playwright/test";

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

/** Tops the signed-in viewer's wallet up through the sandbox provider (its Approve button). */
export async function topUp(page: Page, amount: number) {
  const started = await page.request.post("/api/v1/mps/checkout", {
    headers: { "idempotency-key": crypto.randomUUID() },
    data: { amount, currency: "NGN", provider: "sandbox" },
  });
  expect(started.status(), await started.text()).toBe(201);
  const { reference } = (await started.json()) as { reference: string };
  const approved = await page.request.post(`/sandbox/checkout/${reference}/approve`, {
    maxRedirects: 0,
  });
  expect(approved.status()).toBe(303);
}
