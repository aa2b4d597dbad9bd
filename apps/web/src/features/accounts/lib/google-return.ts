/** Marks, across the Google round trip, that a sign-in was started here (spec §3's googleUser). */
export const GOOGLE_PENDING_KEY = "tazama.googleSignIn";
/** Spec §9 / issue 4: the Google toast closes after 4 s. */
export const GOOGLE_TOAST_MS = 4000;

type FlagStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">;

export function markGoogleSignIn(storage: FlagStorage | null): void {
  try {
    storage?.setItem(GOOGLE_PENDING_KEY, "1");
  } catch {
    // Without storage the welcome toast is skipped; the sign-in itself still works.
  }
}

/** True once after a Google sign-in started here: the flag is consumed. */
export function takeGoogleSignIn(storage: FlagStorage | null): boolean {
  try {
    if (storage?.getItem(GOOGLE_PENDING_KEY) !== "1") return false;
    storage.removeItem(GOOGLE_PENDING_KEY);
    return true;
  } catch {
    return false;
  }
}

export function sessionStore(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}
