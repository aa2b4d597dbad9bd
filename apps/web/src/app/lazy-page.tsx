import { type ComponentType, use } from "react";

/** A page in a chunk of its own, drawn by its route once its module is there. */
export interface LazyPage {
  /** What the route draws: the page, suspended until its module is loaded (or its failure). */
  Page: ComponentType;
  /** Imports the module (once); true when the page can be drawn, false when the import failed. */
  preload(): Promise<boolean>;
}

type Started =
  | { status: "loading"; promise: Promise<ComponentType> }
  | { status: "loaded"; Component: ComponentType }
  | { status: "failed"; error: unknown };

let laterPagesWait: (() => Promise<unknown>) | undefined;

/**
 * From now on, a page whose module is imported for the first time is drawn only once `wait` has
 * settled too (the browser: the whole catalogue of the page's language, since the head carried
 * only the first page's messages). A failure of `wait` leaves the page to show its own.
 */
export function pagesLoadedFromNowWait(wait: () => Promise<unknown>): void {
  laterPagesWait = wait;
}

/**
 * `name` of the module `load` imports, as a page. The import is made once: a module whose import
 * failed (offline) is never imported again, since a second import of it may never settle in
 * Chromium; the page throws that failure to its route's boundary, whose Retry loads the page
 * afresh. Once loaded, the page draws synchronously (hydration finds it as the server drew it).
 */
export function lazyPage<K extends string, M extends Record<K, ComponentType>>(
  load: () => Promise<M>,
  name: K,
): LazyPage {
  let state: Started | undefined;
  const start = (): Started => {
    if (state) return state;
    const wait = laterPagesWait;
    const promise = Promise.all([load(), wait?.().catch(() => undefined)]).then(
      ([module]) => {
        const Component = module[name];
        state = { status: "loaded", Component };
        return Component;
      },
      (error: unknown) => {
        state = { status: "failed", error };
        throw error;
      },
    );
    // The failure is the page's to show (or preload's to report), never an unhandled rejection.
    promise.catch(() => undefined);
    state = { status: "loading", promise };
    return state;
  };
  function Page() {
    const current = start();
    if (current.status === "failed") throw current.error;
    const Component = current.status === "loaded" ? current.Component : use(current.promise);
    return <Component />;
  }
  return {
    Page,
    preload: async () => {
      const current = start();
      if (current.status === "loading") await current.promise.catch(() => undefined);
      return start().status === "loaded";
    },
  };
}
