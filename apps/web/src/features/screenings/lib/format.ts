import type { ScreeningSummary } from "@tazama/contracts";
import type { I18n } from "../../../lib/i18n/i18n.ts";
import { dateFormat } from "../../../lib/i18n/date-format.ts";

const DAY_TIME: Intl.DateTimeFormatOptions = {
  weekday: "short",
  day: "numeric",
  month: "short",
  hour: "2-digit",
  minute: "2-digit",
};
const english = new Intl.DateTimeFormat("en-GB", DAY_TIME);

/** "Sat 28 Nov, 19:30" in the viewer's time zone, in the page's language. */
export function screeningWhen(startsAt: string, i18n?: I18n): string {
  return (i18n ? dateFormat(i18n, DAY_TIME) : english).format(new Date(startsAt));
}

/**
 * "2026-12-01 18:30 UTC": the start as the server draws it, and the browser hydrates it. It is
 * written without Intl, alike in every language and every engine's locale data (Node's and a
 * browser's differ: Chromium has no Hausa or Yoruba dates, and writes them the US way).
 */
export function screeningWhenUtc(startsAt: string): string {
  const iso = new Date(startsAt).toISOString();
  return `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;
}

/** "Silverbird Galleria, Lagos" or "Online". */
export function screeningWhere(screening: Pick<ScreeningSummary, "venue">, i18n?: I18n): string {
  if (screening.venue) return `${screening.venue.name}, ${screening.venue.city}`;
  return i18n ? i18n._({ id: "screening.online", message: "Online" }) : "Online";
}

/** "12 seats left", "1 place left", "Sold out". */
export function seatsLeftText(left: number, seated: boolean, i18n: I18n): string {
  if (left === 0) return i18n._({ id: "screening.sold-out", message: "Sold out" });
  return seated
    ? i18n._({
        id: "screening.seats-left",
        message: "{left, plural, one {# seat left} other {# seats left}}",
        values: { left },
      })
    : i18n._({
        id: "screening.places-left",
        message: "{left, plural, one {# place left} other {# places left}}",
        values: { left },
      });
}

/** "Seat C7", "Seats A1, A2", "Place 15": seats on a map, or places (a comma-joined list). */
export function seatsText(seats: string, count: number, seated: boolean, i18n: I18n): string {
  return seated
    ? i18n._({
        id: "door.seats",
        message: "{count, plural, one {Seat {seats}} other {Seats {seats}}}",
        values: { count, seats },
      })
    : i18n._({
        id: "door.places",
        message: "{count, plural, one {Place {seats}} other {Places {seats}}}",
        values: { count, seats },
      });
}
