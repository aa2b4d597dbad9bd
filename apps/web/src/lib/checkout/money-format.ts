import { type Currency, formatPrice, TOPUP_LIMITS } from "@tazama/contracts";
import { type I18n, sourceI18n } from "../i18n/i18n.ts";

export type PurchaseKind = "buy" | "rent";

/**
 * The price (of a title, or a series' bundle) to show and charge: in the wallet's currency once a
 * wallet exists (else it is not on sale to this wallet), before that in the viewer's currency,
 * else US dollars, else the first.
 */
export function priceInCurrency<P extends { currency: Currency }>(
  prices: readonly P[],
  walletCurrency: Currency | null,
  viewerCurrency: Currency,
): P | undefined {
  if (walletCurrency) return prices.find((p) => p.currency === walletCurrency);
  return (
    prices.find((p) => p.currency === viewerCurrency) ??
    prices.find((p) => p.currency === "USD") ??
    prices[0]
  );
}

/** "₦1,500" for 150000 NGN (in French "₦1 500"); re-exported so components use one formatter. */
export function money(amount: number, currency: Currency, language?: string): string {
  return formatPrice(amount, currency, language);
}

/**
 * What to top up for a purchase the wallet cannot cover: the shortfall, but never less than the
 * provider minimum (₦100 / KSh 10 equivalents).
 */
export function topUpForShortfall(shortfall: number, currency: Currency): number {
  return Math.max(shortfall, TOPUP_LIMITS[currency].min);
}

/** Preset top-ups per currency, in minor units. */
export const TOPUP_PRESETS: Record<Currency, readonly number[]> = {
  NGN: [100_000, 200_000, 500_000, 1_000_000],
  KES: [20_000, 50_000, 100_000, 200_000],
  GHS: [2_000, 5_000, 10_000, 20_000],
  ZAR: [5_000, 10_000, 20_000, 50_000],
  USD: [500, 1_000, 2_000, 5_000],
};

/**
 * Parses what a person types as an amount ("2,000", "1500.5") into minor units; null when it is
 * not a positive amount with at most two decimals. In French the comma is the decimal mark and a
 * space groups thousands ("1 500,50"); a point typed on a phone's keypad is a decimal mark too.
 */
export function parseAmount(text: string, language = "en"): number | null {
  const cleaned =
    language === "fr" ? text.replace(/\s/g, "").replace(",", ".") : text.replace(/[,\s]/g, "");
  if (!/^\d{1,12}(\.\d{1,2})?$/.test(cleaned)) return null;
  const [whole = "0", frac = ""] = cleaned.split(".");
  const minor = Number(whole) * 100 + Number(frac.padEnd(2, "0"));
  return minor > 0 ? minor : null;
}

/** Why a top-up amount is refused, or null when it is inside the currency's limits. */
export function topUpAmountError(
  amount: number | null,
  currency: Currency,
  i18n: I18n = sourceI18n,
): string | null {
  const { min, max } = TOPUP_LIMITS[currency];
  if (amount === null) {
    return i18n._({ id: "top-up.error-amount", message: "Enter an amount like 2,000" });
  }
  if (amount < min) {
    return i18n._({
      id: "top-up.error-min",
      message: "The smallest top-up is {min}",
      values: { min: formatPrice(min, currency, i18n.locale) },
    });
  }
  if (amount > max) {
    return i18n._({
      id: "top-up.error-max",
      message: "The largest top-up is {max}",
      values: { max: formatPrice(max, currency, i18n.locale) },
    });
  }
  return null;
}

/**
 * What the wallet lacks for `price`, known before asking the server: all of it without a wallet
 * (the top-up opens one in the price's currency), the difference when the balance is short; null
 * when the wallet covers it or holds another currency (the server then decides).
 */
export function walletShortfall(
  price: { amount: number; currency: Currency },
  balance: { amount: number; currency: Currency } | null,
): { amount: number; currency: Currency } | null {
  if (!balance) return { amount: price.amount, currency: price.currency };
  if (balance.currency !== price.currency || balance.amount >= price.amount) return null;
  return { amount: price.amount - balance.amount, currency: price.currency };
}
