import type { I18n } from "./i18n/i18n.ts";

const LAST_UNIT = 3;

/** The messages formatBytes may use, one a unit (for a page that looks them up ahead). */
export const BYTES_MESSAGES = ["bytes.b", "bytes.kb", "bytes.mb", "bytes.gb"] as const;

/**
 * Bytes in decimal units, as phone plans count data, in the page's language: "950 B", "850 kB",
 * "4.2 MB", "105 MB", "1.2 GB" (one decimal under ten), and "4,2 Mo", "1,2 Go" in French.
 */
export function formatBytes(bytes: number, i18n: I18n): string {
  let amount = Math.max(0, bytes);
  let unit = 0;
  while (unit < LAST_UNIT && amount >= 999.5) {
    amount /= 1000;
    unit += 1;
  }
  const digits = unit > 0 && amount < 9.95 ? 1 : 0;
  const value = new Intl.NumberFormat(i18n.locale === "en" ? "en-GB" : i18n.locale, {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
    useGrouping: false,
  }).format(amount);
  switch (unit) {
    case 0:
      return i18n._({ id: "bytes.b", message: "{value} B", values: { value } });
    case 1:
      return i18n._({ id: "bytes.kb", message: "{value} kB", values: { value } });
    case 2:
      return i18n._({ id: "bytes.mb", message: "{value} MB", values: { value } });
    default:
      return i18n._({ id: "bytes.gb", message: "{value} GB", values: { value } });
  }
}
