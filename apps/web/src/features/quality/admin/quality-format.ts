import type { QualityFigures } from "@tazama/contracts";
import type { I18n } from "../../../lib/i18n/i18n.ts";

/** How the quality report writes its figures, in the page's language. */
export const num = (i18n: I18n, n: number, options?: Intl.NumberFormatOptions) =>
  new Intl.NumberFormat(i18n.locale === "en" ? "en-GB" : i18n.locale, options).format(n);

export const seconds = (ms: number | null, i18n: I18n) =>
  ms === null
    ? "–"
    : i18n._({
        id: "quality.seconds",
        message: "{value} s",
        values: { value: num(i18n, ms / 1000, { maximumFractionDigits: 2 }) },
      });

export const percent = (value: number, i18n: I18n) =>
  num(i18n, value / 100, { style: "percent", maximumFractionDigits: 2 });

/** "KE" → "Kenya" in the page's language (the code where the engine has no region names). */
export function countryName(code: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale, "en"], { type: "region" }).of(code) ?? code;
  } catch {
    return code;
  }
}

export function headings(i18n: I18n) {
  return [
    i18n._({ id: "quality.plays", message: "Plays" }),
    i18n._({ id: "quality.startup-p50", message: "Startup p50" }),
    i18n._({ id: "quality.startup-p95", message: "Startup p95" }),
    i18n._({ id: "quality.rebuffering", message: "Rebuffering" }),
    i18n._({ id: "quality.failures", message: "Failures" }),
    i18n._({ id: "quality.exits", message: "Left before start" }),
    i18n._({ id: "quality.bitrate", message: "Bitrate" }),
  ];
}

export function cells(f: QualityFigures, i18n: I18n): string[] {
  return [
    num(i18n, f.plays),
    seconds(f.startupP50Ms, i18n),
    seconds(f.startupP95Ms, i18n),
    percent(f.rebufferingPct, i18n),
    percent(f.failurePct, i18n),
    percent(f.exitBeforeStartPct, i18n),
    f.avgBitrateKbps === null
      ? "–"
      : i18n._({
          id: "quality.kbps",
          message: "{value} kbit/s",
          values: { value: num(i18n, f.avgBitrateKbps) },
        }),
  ];
}
