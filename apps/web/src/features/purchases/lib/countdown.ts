import type { I18n } from "../../../lib/i18n/i18n.ts";
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** "2 days 4 h", "5 h 12 min", "12 min", "less than a minute" for a positive span in ms. */
export function spanText(ms: number): string {
  if (ms < MINUTE) return "less than a minute";
  const days = Math.floor(ms / DAY);
  const hours = Math.floor((ms % DAY) / HOUR);
  const minutes = Math.floor((ms % HOUR) / MINUTE);
  if (days > 0)
    return hours > 0
      ? `${days} ${days === 1 ? "day" : "days"} ${hours} h`
      : `${days} ${days === 1 ? "day" : "days"}`;
  if (hours > 0) return minutes > 0 ? `${hours} h ${minutes} min` : `${hours} h`;
  return `${minutes} min`;
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
): { text: string; expired: boolean } {
  if (rental.state === "expired") return { text: "Rental expired", expired: true };
  if (rental.expiresAt) {
    const left = Date.parse(rental.expiresAt) - now;
    if (left <= 0) return { text: "Rental expired", expired: true };
    return { text: `${spanText(left)} left to watch`, expired: false };
  }
  if (rental.startBy) {
    const left = Date.parse(rental.startBy) - now;
    if (left <= 0) return { text: "Rental expired", expired: true };
    const window = rental.windowHours ? ` · ${rental.windowHours} h once you press play` : "";
    return { text: `Start within ${spanText(left)}${window}`, expired: false };
  }
  return { text: "Ready to watch", expired: false };
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
export function expiryText(iso: string | null, locale?: string): string {
  if (!iso) return "Never expires";
  const date = new Date(iso).toLocaleString(locale, {
    day: "numeric",
    month: "short",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
  });
  return `Expires ${date}`;
}
