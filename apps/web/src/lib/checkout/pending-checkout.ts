import type { PurchaseKind } from "./money-format.ts";

/**
 * A top-up the viewer left for at the provider's checkout, and the purchase to finish when they
 * come back (kept in sessionStorage: this tab only, gone when it closes).
 */
export interface PendingCheckout {
  reference: string;
  purchase: PendingPurchase | null;
}

/**
 * A title to buy or rent (`ref`), a pass to buy (`pass`: its slug), or a series' bundle to buy
 * (`series`: its ref).
 */
export type PendingPurchase =
  | { ref: string; kind: PurchaseKind }
  | { pass: string; kind: "pass" }
  | { series: string; kind: "series" };

const KEY = "tazama.pendingCheckout";

export function savePendingCheckout(pending: PendingCheckout, storage: Storage = sessionStorage) {
  storage.setItem(KEY, JSON.stringify(pending));
}

export function readPendingCheckout(storage: Storage = sessionStorage): PendingCheckout | null {
  try {
    const value: unknown = JSON.parse(storage.getItem(KEY) ?? "null");
    if (typeof value !== "object" || value === null) return null;
    const { reference, purchase } = value as Partial<PendingCheckout>;
    if (typeof reference !== "string" || !/^[A-Z0-9]{4,40}$/.test(reference)) return null;
    if (purchase === null || purchase === undefined) return { reference, purchase: null };
    const { kind, ref, pass, series } = purchase as {
      kind: unknown;
      ref?: unknown;
      pass?: unknown;
      series?: unknown;
    };
    if (kind === "pass" && typeof pass === "string" && /^[a-z0-9-]{1,60}$/.test(pass)) {
      return { reference, purchase: { pass, kind } };
    }
    if (kind === "series" && typeof series === "string" && /^[a-z0-9-]{1,120}$/.test(series)) {
      return { reference, purchase: { series, kind } };
    }
    if (typeof ref !== "string" || (kind !== "buy" && kind !== "rent")) {
      return { reference, purchase: null };
    }
    return { reference, purchase: { ref, kind } };
  } catch {
    return null;
  }
}

export function clearPendingCheckout(storage: Storage = sessionStorage) {
  storage.removeItem(KEY);
}

/** The purchase an anonymous viewer started before logging in (spec §2 query parameters). */
export function resumedPurchase(search: string): PurchaseKind | null {
  const type = new URLSearchParams(search).get("purchaseType");
  return type === "buy" || type === "rent" ? type : null;
}
