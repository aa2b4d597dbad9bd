import type { Page } from "@playwright/test";
import { expect } from "./fixtures.ts";

/**
 * Until the page opens offline: the app's service worker is active and controls the page (it
 * registers 2 s after a page has loaded), and it keeps every file the offline pages need — it is
 * told to once this browser keeps a download (vite-plugins/service-worker.ts), so the player's
 * lazy files are there even if they were fetched before the worker was (CI caught that once).
 */
export async function untilOfflineReady(page: Page) {
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          if (navigator.serviceWorker.controller === null) return "no worker controls the page";
          const source = await (await fetch("/sw.js")).text();
          const build = /__TAZAMA_SW__=(\{.*?\});\n/.exec(source)?.[1];
          if (!build) return "the worker names no files";
          const { offline } = JSON.parse(build) as { offline: string[] };
          const held = await Promise.all(offline.map((url) => caches.match(url)));
          const missing = offline.filter((_, i) => !held[i]);
          return offline.length === 0
            ? "no offline files"
            : missing.length === 0
              ? "ready"
              : `${missing.length} missing`;
        }),
      { timeout: 30_000 },
    )
    .toBe("ready");
}
