/** Where the affiliate code from `?ref=` or `?affiliate=` is kept between visits. */
export const AFFILIATE_STORAGE_KEY = "tazama.affiliateCode";

const CODE_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

/** The affiliate code carried by a query string (`ref` wins over `affiliate`), or null. */
export function affiliateCodeFrom(search: string): string | null {
  const params = new URLSearchParams(search);
  for (const key of ["ref", "affiliate"]) {
    const value = params.get(key)?.trim();
    if (value && CODE_PATTERN.test(value)) return value;
  }
  return null;
}

type CodeStorage = Pick<Storage, "getItem" | "setItem">;

/** Stores the code of the query string, if any; returns it. */
export function captureAffiliateCode(search: string, storage: CodeStorage): string | null {
  const code = affiliateCodeFrom(search);
  if (code) {
    try {
      storage.setItem(AFFILIATE_STORAGE_KEY, code);
    } catch {
      // Storage full or disabled: the code is simply not remembered.
    }
  }
  return code;
}

/** The stored affiliate code, or null (also when storage is unavailable). */
export function storedAffiliateCode(storage: Pick<Storage, "getItem">): string | null {
  try {
    const value = storage.getItem(AFFILIATE_STORAGE_KEY);
    return value && CODE_PATTERN.test(value) ? value : null;
  } catch {
    return null;
  }
}

/** localStorage when the browser allows it. */
export function browserStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}
