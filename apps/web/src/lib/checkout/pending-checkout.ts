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
 * A title to buy or rent (`ref`), a pass to buy (`pass`: its slug), a series' bundle to buy
 * (`series`: its ref), or seats at a screening (`screening`: its id; the seats stay held).
 */
export type PendingPurchase =
  | { ref: string; kind: PurchaseKind }
  | { pass: string; kind: "pass" }
  | { series: string; kind: "series" }
  | { screening: string; kind: "screening"; booking: ScreeningOrder };

/** What a screening's booking asks for: seats by label or a number of places, refreshments. */
export interface ScreeningOrder {
  seats?: string[];
  count?: number;
  refreshments: { item: number; quantity: number }[];
}

function screeningOrder(value: unknown): ScreeningOrder | null {
  if (typeof value !== "object" || value === null) return null;
  const { seats, count, refreshments } = value as Record<string, unknown>;
  const seatsOk =
    seats === undefined ||
    (Array.isArray(seats) &&
      seats.every((s) => typeof s === "string" && /^[A-Z0-9]{1,8}$/.test(s)));
  const countOk = count === undefined || (Number.isInteger(count) && (count as number) > 0);
  const lines = Array.isArray(refreshments) ? refreshments : null;
  const linesOk = lines?.every(
    (l: unknown) =>
      typeof l === "object" &&
      l !== null &&
      Number.isInteger((l as { item?: unknown }).item) &&
      Number.isInteger((l as { quantity?: unknown }).quantity),
  );
  if (!seatsOk || !countOk || !linesOk) return null;
  return {
    ...(seats === undefined ? {} : { seats: seats as string[] }),
    ...(count === undefined ? {} : { count: count as number }),
    refreshments: lines as ScreeningOrder["refreshments"],
  };
}

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
    const { kind, ref, pass, series, screening, booking } = purchase as {
      kind: unknown;
      ref?: unknown;
      pass?: unknown;
      series?: unknown;
      screening?: unknown;
      booking?: unknown;
    };
    if (
      kind === "screening" &&
      typeof screening === "string" &&
      /^[0-9a-f-]{36}$/.test(screening)
    ) {
      const order = screeningOrder(booking);
      return { reference, purchase: order ? { screening, kind, booking: order } : null };
    }
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
