import { describe, expect, it } from "vitest";
import {
  AFFILIATE_STORAGE_KEY,
  affiliateCodeFrom,
  captureAffiliateCode,
  storedAffiliateCode,
} from "./affiliate.ts";

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => {
      data.set(key, value);
    },
  };
}

describe("affiliateCodeFrom", () => {
  it.each([
    ["?ref=AMINA42", "AMINA42"],
    ["?affiliate=kofi-7", "kofi-7"],
    ["?purchaseType=rent&ref=X1", "X1"],
    ["?ref=A&affiliate=B", "A"],
    ["?ref=&affiliate=B", "B"],
    ["?ref=%20CODE%20", "CODE"],
    ["", null],
    ["?ref=", null],
    ["?ref=<script>", null],
    [`?ref=${"a".repeat(65)}`, null],
  ])("%s → %s", (search, expected) => {
    expect(affiliateCodeFrom(search)).toBe(expected);
  });
});

describe("captureAffiliateCode", () => {
  it("stores the code of the query string", () => {
    const storage = memoryStorage();
    expect(captureAffiliateCode("?ref=AMINA42", storage)).toBe("AMINA42");
    expect(storage.data.get(AFFILIATE_STORAGE_KEY)).toBe("AMINA42");
  });

  it("keeps an earlier code when the page has none, and replaces it with a newer one", () => {
    const storage = memoryStorage({ [AFFILIATE_STORAGE_KEY]: "OLD" });
    captureAffiliateCode("?genre=Drama", storage);
    expect(storage.data.get(AFFILIATE_STORAGE_KEY)).toBe("OLD");
    captureAffiliateCode("?affiliate=NEW", storage);
    expect(storage.data.get(AFFILIATE_STORAGE_KEY)).toBe("NEW");
  });

  it("survives a storage that refuses writes", () => {
    const storage = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException("full", "QuotaExceededError");
      },
    };
    expect(captureAffiliateCode("?ref=X", storage)).toBe("X");
  });
});

describe("storedAffiliateCode", () => {
  it("reads a valid stored code, else null", () => {
    expect(storedAffiliateCode(memoryStorage({ [AFFILIATE_STORAGE_KEY]: "AB12" }))).toBe("AB12");
    expect(storedAffiliateCode(memoryStorage())).toBeNull();
    expect(storedAffiliateCode(memoryStorage({ [AFFILIATE_STORAGE_KEY]: "bad code" }))).toBeNull();
    expect(
      storedAffiliateCode({
        getItem: () => {
          throw new DOMException("denied", "SecurityError");
        },
      }),
    ).toBeNull();
  });
});
