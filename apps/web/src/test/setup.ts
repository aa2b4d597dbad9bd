/* eslint-disable @typescript-eslint/no-unnecessary-condition, @typescript-eslint/unbound-method --
   jsdom's typings claim these APIs exist; at run time they do not. */
// jsdom lacks a few browser APIs Mantine relies on.
import { cleanNotifications } from "@mantine/notifications";
import { cleanup, configure } from "@testing-library/react";
import { afterEach, vi } from "vitest";
import { forgetToastHost } from "../lib/toast-host.ts";

// findBy… and waitFor wait up to 5 s, not 1: on a loaded 2-core machine (CI runs Vitest beside
// Playwright) a lazy chunk and a render can take longer than a second. A passing test waits no
// longer for it.
configure({ asyncUtilTimeout: 5_000 });

// What a test leaves in the global stores goes with it: the web project shares one environment
// per worker across its files (vitest.config.ts, `isolate: false`), so nothing may carry over.
afterEach(() => {
  cleanup();
  cleanNotifications();
  forgetToastHost();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  if (typeof window !== "undefined") {
    window.localStorage.clear();
    window.sessionStorage.clear();
    for (const cookie of document.cookie.split(";")) {
      const name = cookie.split("=")[0]?.trim();
      if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
    }
    // What a test drew outside Testing Library's render (hydrateRoot on server markup, portals).
    document.body.innerHTML = "";
    window.history.replaceState(null, "", "/");
  }
});

// Tests of the server render run in Node (`@vitest-environment node`): no window there.
if (typeof window !== "undefined") {
  if (!window.matchMedia) {
    Object.defineProperty(window, "matchMedia", {
      writable: true,
      value: (query: string) => ({
        matches: false,
        media: query,
        onchange: null,
        addListener: () => undefined,
        removeListener: () => undefined,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        dispatchEvent: () => false,
      }),
    });
  }

  class ResizeObserverStub {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  window.ResizeObserver ??= ResizeObserverStub;
  window.HTMLElement.prototype.scrollIntoView ??= function scrollIntoView() {};
  // Mantine's autosize textarea listens for web fonts loading: jsdom has no FontFaceSet.
  if (!("fonts" in document)) {
    Object.defineProperty(document, "fonts", {
      configurable: true,
      value: { addEventListener: () => undefined, removeEventListener: () => undefined },
    });
  }
}
