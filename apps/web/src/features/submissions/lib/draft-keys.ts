import type { DraftKey } from "../api/submissions-api.ts";

const CURRENT = "tazama.submission.draft";
const KEYS = "tazama.submission.keys";

function read<T>(name: string): T | null {
  try {
    const raw = window.localStorage.getItem(name);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

function write(name: string, value: unknown): void {
  try {
    if (value === null) window.localStorage.removeItem(name);
    else window.localStorage.setItem(name, JSON.stringify(value));
  } catch {
    // Private mode or a full disk: the draft still works until the page closes.
  }
}

/** The draft this browser is filling in, if any. */
export const currentDraft = () => read<DraftKey>(CURRENT);
export const setCurrentDraft = (key: DraftKey | null) => {
  write(CURRENT, key);
  if (key) rememberKey(key);
};

/** Every reference this browser started, with its key (the status page needs it). */
export function rememberKey(key: DraftKey): void {
  const keys = read<Record<string, string>>(KEYS) ?? {};
  keys[key.reference] = key.token;
  write(KEYS, keys);
}

/**
 * The key of a reference: from the link in the mail (`#key=…`, never sent to a server), else
 * from this browser's memory.
 */
export function keyFor(reference: string, hash: string): DraftKey | null {
  const fromLink = new URLSearchParams(hash.replace(/^#/, "")).get("key");
  if (fromLink) {
    const key = { reference, token: fromLink };
    rememberKey(key);
    return key;
  }
  const token = read<Record<string, string>>(KEYS)?.[reference];
  return token ? { reference, token } : null;
}
