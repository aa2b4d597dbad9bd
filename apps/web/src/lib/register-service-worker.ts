/** Long enough after the page has loaded that the worker's fetches never compete with it. */
const AFTER_LOAD_MS = 2_000;

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
