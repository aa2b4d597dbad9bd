import { useCallback, useRef } from "react";

/**
 * One Idempotency-Key per user action: `fresh()` when the person starts an action (opens the
 * confirm dialog, submits a form), `current()` for every retry of it, so a retry never charges twice.
 */
export function useActionKey() {
  const key = useRef<string | null>(null);
  const fresh = useCallback(() => {
    key.current = crypto.randomUUID();
    return key.current;
  }, []);
  const current = useCallback(() => key.current ?? fresh(), [fresh]);
  return { fresh, current };
}
