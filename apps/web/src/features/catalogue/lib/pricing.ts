import type { Currency, Price } from "@tazama/contracts";

export type PurchaseType = "buy" | "rent";

/** The price in the viewer's currency, else in US dollars, else the first one listed. */
export function priceFor(prices: readonly Price[], currency: Currency): Price | undefined {
  return (
    prices.find((p) => p.currency === currency) ??
    prices.find((p) => p.currency === "USD") ??
    prices[0]
  );
}

/**
 * Where an anonymous viewer goes to buy or rent: /login with a `redirect` back to the title that
 * carries purchaseType, amount (minor units) and currency (spec §2).
 */
export function purchaseLoginPath(
  ref: string,
  purchaseType: PurchaseType,
  amount: number,
  currency: Currency,
): string {
  const query = new URLSearchParams({
    purchaseType,
    amount: String(amount),
    currency,
  }).toString();
  const target = `/view/${encodeURIComponent(ref)}?${query}`;
  return `/login?redirect=${encodeURIComponent(target).replace(/%2F/g, "/")}`;
}
