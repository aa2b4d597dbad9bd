/* eslint-disable @typescript-eslint/no-unnecessary-condition, @typescript-eslint/unbound-method --
   jsdom's typings claim these APIs exist; at run time they do not. */
// jsdom lacks a few browser APIs Mantine relies on.
import { cleanNotifications } from "@mantine/notifications";
import { cleanup } from "@testing-library/react";
import { afterEach } from "vitest";

// What a test leaves in the global stores goes with it.
afterEach(() => {
  cleanup();
  cleanNotifications();
  if (typeof window !== "undefined") {
    window.localStorage.clear();
    window.sessionStorage.clear();
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
}
