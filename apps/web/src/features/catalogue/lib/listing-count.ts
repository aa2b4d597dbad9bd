import type { I18n } from "../../../lib/i18n/i18n.ts";

/** A listing's count under its heading, in the page's language: "64 movies", "3 series". */
export function listingCount(kind: "movies" | "series", count: number, i18n: I18n): string {
  return kind === "movies"
    ? i18n._({
        id: "listing.movies-count",
        message: "{count, plural, one {# movie} other {# movies}}",
        values: { count },
      })
    : i18n._({
        id: "listing.series-count",
        message: "{count, plural, one {# series} other {# series}}",
        values: { count },
      });
}
