import type { I18n } from "../../../lib/i18n/i18n.ts";
import { dateFormat } from "../../../lib/i18n/date-format.ts";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** "2 days 4 h", "5 h 12 min", "12 min", "less than a minute" for a positive span in ms. */
export function spanText(ms: number, i18n: I18n): string {
  if (ms < MINUTE) return i18n._({ id: "span.less-minute", message: "less than a minute" });
  const days = Math.floor(ms / DAY);
  const hours = Math.floor((ms % DAY) / HOUR);
  const minutes = Math.floor((ms % HOUR) / MINUTE);
  if (days > 0) {
    return hours > 0
      ? i18n._({
          id: "span.days-hours",
          message: "{days, plural, one {# day} other {# days}} {hours} h",
          values: { days, hours },
        })
      : i18n._({
          id: "span.days",
          message: "{days, plural, one {# day} other {# days}}",
          values: { days },
        });
  }
  if (hours > 0) {
    return minutes > 0
      ? i18n._({
          id: "span.hours-minutes",
          message: "{hours} h {minutes} min",
          values: { hours, minutes },
        })
      : i18n._({ id: "span.hours", message: "{hours} h", values: { hours } });
  }
  return i18n._({ id: "span.minutes", message: "{minutes} min", values: { minutes } });
}

export interface RentalWindow {
  state: "active" | "not-started" | "expired";
  expiresAt: string | null;
  startBy: string | null;
  windowHours: number | null;
}

/** What a rental card says at `now`: time left to watch, time left to start, or expired. */
export function rentalCountdown(
  rental: RentalWindow,
  now: number,
  i18n: I18n,
): { text: string; expired: boolean } {
  const expired = {
    text: i18n._({ id: "rental.expired", message: "Rental expired" }),
    expired: true,
  };
  if (rental.state === "expired") return expired;
  if (rental.expiresAt) {
    const left = Date.parse(rental.expiresAt) - now;
    if (left <= 0) return expired;
    const span = spanText(left, i18n);
    return {
      text: i18n._({ id: "rental.left", message: "{span} left to watch", values: { span } }),
      expired: false,
    };
  }
  if (rental.startBy) {
    const left = Date.parse(rental.startBy) - now;
    if (left <= 0) return expired;
    const span = spanText(left, i18n);
    const text = rental.windowHours
      ? i18n._({
          id: "rental.start-within-window",
          message: "Start within {span} · {hours} h once you press play",
          values: { span, hours: rental.windowHours },
        })
      : i18n._({ id: "rental.start-within", message: "Start within {span}", values: { span } });
    return { text, expired: false };
  }
  return { text: i18n._({ id: "rental.ready", message: "Ready to watch" }), expired: false };
}

/** The rental terms shown before paying, in the page's language. */
export function rentalTerms(startDays: number, windowHours: number, i18n: I18n): string {
  return i18n._({
    id: "purchase.rent-terms",
    message:
      "Rent: {days, plural, one {# day} other {# days}} to start watching, then {hours, plural, one {# hour} other {# hours}} to finish once you press play.",
    values: { days: startDays, hours: windowHours },
  });
}

/** "Expires 24 Nov 2026, 21:07" for a pass, in the viewer's locale and time zone. */
export function expiryText(iso: string | null, i18n: I18n): string {
  if (!iso) return i18n._({ id: "pass.never-expires", message: "Never expires" });
  const date = dateFormat(i18n, {
    day: "numeric",
    month: "short",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
  }).format(new Date(iso));
  return i18n._({ id: "pass.expires", message: "Expires {date}", values: { date } });
}
