/** Long enough after the page has loaded that the worker's fetches never compete with it. */
const AFTER_LOAD_MS = 2_000;

/** The worker's KEEP_OFFLINE_PAGES (sw/fetch-plan.ts): its script shares no chunk with the app. */
export const KEEP_OFFLINE_PAGES = "keep-offline-pages";

/**
 * Registers /sw.js (production builds only) once the page has loaded: the installed app's shell,
 * and what lets it open offline. Its first fetches are the shell's files this page just loaded.
 */
export function registerServiceWorker() {
  if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return;
  const register = () => {
    window.setTimeout(() => {
      navigator.serviceWorker.register("/sw.js").catch(() => undefined);
    }, AFTER_LOAD_MS);
  };
  if (document.readyState === "complete") register();
  else window.addEventListener("load", register, { once: true });
}

/**
 * This browser keeps a download: the worker, once active, keeps the pages it is played from
 * offline (Downloads and its player, with hls.js), even if they were never opened online.
 */
export function keepOfflinePages(): void {
  if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return;
  void navigator.serviceWorker.ready
    .then((registration) => registration.active?.postMessage(KEEP_OFFLINE_PAGES))
    .catch(() => undefined);
}
