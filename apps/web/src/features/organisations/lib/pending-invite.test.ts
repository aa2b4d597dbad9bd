import { describe, expect, it } from "vitest";
import { INVITE_STORAGE_KEY, keepInvite, takeInvite } from "./pending-invite.ts";

const memory = () => {
  const map = new Map<string, string>();
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
    map,
  };
};

describe("pending invitation", () => {
  it("keeps a well-formed token from the query, hands it out once", () => {
    const store = memory();
    keepInvite("?invite=abcdefghijklmnopqrstuvwx-_12", store);
    expect(store.map.get(INVITE_STORAGE_KEY)).toBe("abcdefghijklmnopqrstuvwx-_12");
    expect(takeInvite(store)).toBe("abcdefghijklmnopqrstuvwx-_12");
    expect(takeInvite(store)).toBeNull();
  });

  it("ignores a missing or malformed token", () => {
    const store = memory();
    keepInvite("?ref=KOFI2345", store);
    keepInvite("?invite=<script>", store);
    expect(store.map.size).toBe(0);
  });
});
