import type { Currency } from "./money.ts";

/** The markets with their own prices; a viewer from elsewhere pays in US dollars. */
const CURRENCY_BY_COUNTRY: Readonly<Record<string, Currency>> = {
  NG: "NGN",
  KE: "KES",
  GH: "GHS",
  ZA: "ZAR",
};

/** With no country known at all, Tazama's first market. */
export const FALLBACK_PRICING_CURRENCY: Currency = "NGN";

/**
 * The one rule for the currency prices are shown and charged in (issue 14): the wallet's currency
 * once there is a wallet; else the viewer's country (the phone's, which the `user` cookie's
 * locale carries, or the `location` cookie's); else NGN. Server render, title page, purchase
 * dialog and the Google return all ask this.
 */
export function pricingCurrency(input: {
  wallet: Currency | null | undefined;
  country: string | null | undefined;
}): Currency {
  if (input.wallet) return input.wallet;
  if (!input.country) return FALLBACK_PRICING_CURRENCY;
  return CURRENCY_BY_COUNTRY[input.country.toUpperCase()] ?? "USD";
}
