import { mkdirSync } from "node:fs";
import path from "node:path";
import { type Page, test as base, expect } from "@playwright/test";

const SCREENSHOT_DIR = path.resolve(import.meta.dirname, "../screenshots");

/**
 * Fails the test on any console error or uncaught page error. `page.goto` also waits until the
 * app has started (start-app.tsx marks <html>): server-rendered buttons do nothing before that.
 */
export const test = base.extend<{ consoleErrors: string[] }>({
  page: async ({ page, javaScriptEnabled }, use) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      if (javaScriptEnabled) {
        await page.waitForSelector("html[data-app-started]", { state: "attached" });
      }
      return response;
    };
    await use(page);
  },
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on("console", (msg) => {
        if (msg.type() === "error") errors.push(msg.text());
      });
      page.on("pageerror", (error) => errors.push(error.message));
      await use(errors);
      expect(errors, "console errors").toEqual([]);
    },
    { auto: true },
  ],
});

/** Keeps a full-page screenshot named after the page and the project (desktop or mobile). */
export async function keepScreenshot(page: Page, name: string, project: string) {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({
    path: path.join(SCREENSHOT_DIR, `${name}-${project}.png`),
    fullPage: false,
  });
}

export { expect };
