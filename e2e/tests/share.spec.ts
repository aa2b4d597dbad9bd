import { BOTH_SIZES, DESKTOP, expect, keepScreenshot, test } from "./fixtures.ts";
import { settleImages } from "./pages.ts";

// Share on a title page (the share sheet on a phone, a copied link elsewhere) and the link's
// preview: the server-rendered page names its title, synopsis and a 1200×630 card image.

const REF = "oshodi-overtime";

test(
  "Share gives the title's link: the share sheet on a phone, the clipboard on a desktop",
  BOTH_SIZES,
  async ({ page, context }, info) => {
    const phone = info.project.name === "mobile";
    if (phone) {
      // Headless Chromium has no system share sheet: record what the page hands it.
      await page.addInitScript(() => {
        const shared: ShareData[] = [];
        (window as unknown as { shared: ShareData[] }).shared = shared;
        navigator.share = (data?: ShareData) => {
          if (data) shared.push(data);
          return Promise.resolve();
        };
      });
    } else {
      await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    }
    await page.goto(`/view/${REF}`);
    await page.getByRole("button", { name: "Share" }).click();
    const url = new URL(`/view/${REF}`, page.url()).href;
    if (phone) {
      await expect
        .poll(() => page.evaluate(() => (window as unknown as { shared: ShareData[] }).shared))
        .toEqual([{ title: "Oshodi Overtime", text: "Watch Oshodi Overtime on Tazama", url }]);
    } else {
      await expect(page.getByRole("status").filter({ hasText: "Link copied" })).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
    }
    await settleImages(page);
    await keepScreenshot(page, "title-share", info.project.name);
  },
);

test(
  "a title's link previews itself: Open Graph and Twitter tags with a 1200×630 image",
  DESKTOP,
  async ({ page }) => {
    // WhatsApp's crawler: no cookies, no script.
    const html = await (await page.request.get(`/view/${REF}`)).text();
    const tag = (key: string) =>
      new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)">`).exec(html)?.[1];
    expect(tag("og:title")).toBe("Oshodi Overtime (2019)");
    expect(tag("twitter:card")).toBe("summary_large_image");
    expect(tag("og:description")?.length).toBeGreaterThan(40);
    const image = tag("og:image")!;
    expect(image).toMatch(/\/content\/uploads\/oshodi-overtime_land\.jpg\?card=1$/);
    const card = await page.request.get(new URL(image).pathname + new URL(image).search);
    expect(card.headers()["content-type"]).toBe("image/jpeg");
    const size = await page.evaluate(
      async (bytes) => {
        const bitmap = await createImageBitmap(new Blob([new Uint8Array(bytes)]));
        return [bitmap.width, bitmap.height];
      },
      [...(await card.body())],
    );
    expect(size).toEqual([1200, 630]);
    expect(html).toContain("<title>Oshodi Overtime (2019) — Tazama</title>");
  },
);
