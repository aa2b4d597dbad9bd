import type { Currency, Price } from "@tazama/contracts";

export type PurchaseType = "buy" | "rent";

/**
 * The price (of a title, or a series' bundle) in the viewer's currency, else in US dollars, else
 * the first one listed.
 */
export function priceFor<P extends { currency: Currency } = Price>(
  prices: readonly P[],
  currency: Currency,
): P | undefined {
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

/** Where an anonymous viewer goes to buy a series' bundle: /login, then back to the series' page. */
export function bundleLoginPath(seriesRef: string): string {
  const target = `/series/${encodeURIComponent(seriesRef)}?purchaseType=bundle`;
  return `/login?redirect=${encodeURIComponent(target).replace(/%2F/g, "/")}`;
}
