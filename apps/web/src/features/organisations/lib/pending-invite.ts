/** Where an invitation token from `/register?invite=` waits until the person has an account. */
export const INVITE_STORAGE_KEY = "tazama.orgInvite";

type Store = Pick<Storage, "getItem" | "setItem" | "removeItem">;

export function keepInvite(search: string, store: Store): void {
  const token = new URLSearchParams(search).get("invite");
  if (token && /^[\w-]{20,200}$/.test(token)) store.setItem(INVITE_STORAGE_KEY, token);
}

/** Whether an invitation waits (without taking it). */
export function hasInvite(store: Pick<Storage, "getItem"> | null): boolean {
  return store?.getItem(INVITE_STORAGE_KEY) != null;
}

export function takeInvite(store: Store): string | null {
  const token = store.getItem(INVITE_STORAGE_KEY);
  if (token) store.removeItem(INVITE_STORAGE_KEY);
  return token;
}
