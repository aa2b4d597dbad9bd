import { afterEach, describe, expect, it } from "vitest";
import { currentDraft, keyFor, setCurrentDraft } from "./draft-keys.ts";

afterEach(() => {
  window.localStorage.clear();
});

describe("draft keys", () => {
  it("keeps the current draft and remembers its key after it is sent", () => {
    expect(currentDraft()).toBeNull();
    setCurrentDraft({ reference: "TZ-SUB-AAAAAA", token: "t1" });
    expect(currentDraft()).toEqual({ reference: "TZ-SUB-AAAAAA", token: "t1" });
    setCurrentDraft(null);
    expect(currentDraft()).toBeNull();
    expect(keyFor("TZ-SUB-AAAAAA", "")).toEqual({ reference: "TZ-SUB-AAAAAA", token: "t1" });
    expect(keyFor("TZ-SUB-BBBBBB", "")).toBeNull();
  });

  it("takes the key from the mail's link fragment and remembers it", () => {
    expect(keyFor("TZ-SUB-CCCCCC", "#key=abc_-1")).toEqual({
      reference: "TZ-SUB-CCCCCC",
      token: "abc_-1",
    });
    expect(keyFor("TZ-SUB-CCCCCC", "")).toEqual({ reference: "TZ-SUB-CCCCCC", token: "abc_-1" });
  });
});
