// Currencies, prices and top-up bounds without zod: the pages that show a price (the home hero,
// listings) import these through the package's index without pulling the schemas' library into
// their chunks (issue 41). money.ts adds the currency's schema; money-api.ts re-exports the bounds.
export const CURRENCIES = ["NGN", "KES", "GHS", "ZAR", "USD"] as const;
export type Currency = (typeof CURRENCIES)[number];

/** Every supported currency has two decimal places of minor units. */
const CURRENCY_FORMAT: Record<Currency, { prefix: string }> = {
  NGN: { prefix: "₦" },
  KES: { prefix: "KSh " },
  GHS: { prefix: "GH₵" },
  ZAR: { prefix: "R " },
  USD: { prefix: "$" },
};

/**
 * Digit grouping and decimal mark by language (CLDR): French groups with a narrow no-break space
 * and writes a decimal comma; English, Swahili, Hausa and Yoruba use "1,500.50".
 */
const SEPARATORS: Record<string, { group: string; decimal: string }> = {
  fr: { group: "\u202f", decimal: "," },
};
const DEFAULT_SEPARATORS = { group: ",", decimal: "." };

function groupThousands(digits: string, group: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, group);
}

/**
 * Formats integer minor units for display, e.g. 150000 NGN → "₦1,500" and 399 USD → "$3.99".
 * Whole amounts drop the decimals; the output is the same in every runtime (no ICU dependence).
 * `language` picks the separators ("fr": "₦1 500,50").
 */
export function formatPrice(minor: number, currency: Currency, language = "en"): string {
  if (!Number.isSafeInteger(minor)) throw new RangeError(`Not an integer amount: ${minor}`);
  const { group, decimal } = SEPARATORS[language] ?? DEFAULT_SEPARATORS;
  const sign = minor < 0 ? "-" : "";
  const abs = Math.abs(minor);
  const whole = groupThousands(String(Math.floor(abs / 100)), group);
  const cents = abs % 100;
  const amount = cents === 0 ? whole : `${whole}${decimal}${String(cents).padStart(2, "0")}`;
  return `${sign}${CURRENCY_FORMAT[currency].prefix}${amount}`;
}

/** Top-up bounds per currency, in minor units: from ₦100 / KSh 10 equivalents. */
export const TOPUP_LIMITS: Record<Currency, { min: number; max: number }> = {
  NGN: { min: 10_000, max: 100_000_000 },
  KES: { min: 1_000, max: 15_000_000 },
  GHS: { min: 100, max: 1_000_000 },
  ZAR: { min: 200, max: 2_000_000 },
  USD: { min: 100, max: 100_000 },
};
