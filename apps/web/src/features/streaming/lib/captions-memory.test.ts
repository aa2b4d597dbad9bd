import { describe, expect, it } from "vitest";
import { initialCaptions, readRememberedCaptions, rememberCaptions } from "./captions-memory.ts";

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    map,
    storage: {
      getItem: (k: string) => map.get(k) ?? null,
      setItem: (k: string, v: string) => map.set(k, v),
    } as unknown as Storage,
  };
}

describe("caption memory", () => {
  it("remembers a language and 'off', and ignores junk", () => {
    const { map, storage } = memoryStorage();
    expect(readRememberedCaptions(storage)).toBeNull();
    rememberCaptions(storage, "en");
    expect(readRememberedCaptions(storage)).toBe("en");
    rememberCaptions(storage, null);
    expect(readRememberedCaptions(storage)).toBe("off");
    map.set("tazama.captions", "<script>");
    expect(readRememberedCaptions(storage)).toBeNull();
  });

  it("starts with the remembered language when the title has it, or the same base language", () => {
    expect(initialCaptions(["en", "sw"], "sw")).toBe("sw");
    expect(initialCaptions(["en-GB"], "en")).toBe("en-GB");
    expect(initialCaptions(["en"], "fr")).toBeNull();
    expect(initialCaptions(["en"], "off")).toBeNull();
    expect(initialCaptions(["en"], null)).toBeNull();
  });
});
