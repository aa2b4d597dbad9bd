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

/** A download as the app keeps it in IndexedDB (apps/web features/downloads/lib/offline-store.ts). */
export interface KeptDownload {
  id: string;
  userId: string | null;
  ref: string;
  title: string;
  status: "waiting" | "downloading" | "paused" | "done" | "failed";
  bytesTotal: number;
  bytesDone: number;
}

/**
 * Puts a download into this browser's downloads database as the app would have kept it part-way
 * (paused, no licence yet, no file): what the Downloads page reads as it opens, without a real
 * download's minutes. `page` must be on the app's origin.
 */
export async function keepDownloadOnDevice(page: Page, download: KeptDownload) {
  const record = {
    poster: null,
    rendition: "v360",
    height: 360,
    renditions: [],
    wifiOnly: false,
    startHour: null,
    files: null,
    licence: null,
    revoked: null,
    durationS: 600,
    firstPlayedAt: null,
    firstPlayReported: false,
    positionS: 0,
    error: null,
    createdAt: Date.now(),
    ...download,
  };
  await page.evaluate(
    (kept) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open("tazama-downloads", 1);
        open.onupgradeneeded = () => {
          open.result.createObjectStore("downloads", { keyPath: "id" });
          open.result.createObjectStore("files");
          open.result.createObjectStore("meta");
        };
        open.onerror = () => {
          reject(open.error ?? new Error("the downloads database did not open"));
        };
        open.onsuccess = () => {
          const db = open.result;
          const tx = db.transaction("downloads", "readwrite");
          tx.objectStore("downloads").put(kept);
          tx.oncomplete = () => {
            db.close();
            resolve();
          };
          tx.onerror = () => {
            reject(tx.error ?? new Error("the download was not kept"));
          };
        };
      }),
    record,
  );
}
