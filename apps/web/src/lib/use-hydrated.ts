import { useSyncExternalStore } from "react";

const never = () => () => {};

/**
 * False while React hydrates the server's markup (it reads the server snapshot then), true in
 * every other render. A component that shows data the server render could not have (a query the
 * browser fetches) draws what the server drew until hydration is over: its boundary may hydrate
 * after another component's fetch has already filled the cache (lazy chunks hydrate late), and
 * markup that differs from the server's is a hydration error that throws the page's HTML away.
 * React re-renders it with the data right after.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(never, () => true, not);
}

const not = () => false;
