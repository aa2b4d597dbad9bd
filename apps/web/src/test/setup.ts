/* eslint-disable @typescript-eslint/no-unnecessary-condition, @typescript-eslint/unbound-method --
   jsdom's typings claim these APIs exist; at run time they do not. */
// jsdom lacks a few browser APIs Mantine relies on.
import { cleanup } from "@testing-library/react";
import { afterEach } from "vitest";

afterEach(() => {
  cleanup();
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
