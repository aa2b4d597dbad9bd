import { useSyncExternalStore } from "react";

/**
 * Whether a toast has been asked for on this page. The toasts' host (Mantine's notifications,
 * ~10 KB and four files) is mounted on the pages that show toasts themselves, and on the home
 * page only once something asks for one (a sign-in's welcome): a cold `/` does not fetch it.
 */
let requested = false;
const listeners = new Set<() => void>();

/** Call before showing a toast from code that may run on the home page. */
export function requestToastHost(): void {
  if (requested) return;
  requested = true;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function useToastHostRequested(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => requested,
    () => false,
  );
}

/** A new page's state (the tests' setup calls it between tests sharing one environment). */
export function forgetToastHost(): void {
  requested = false;
}
