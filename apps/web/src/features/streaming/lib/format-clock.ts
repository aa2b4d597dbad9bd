import type { I18n } from "../../../lib/i18n/i18n.ts";

/** A position as a player shows it: 0:07, 12:34, 1:02:03; unknown durations show as 0:00. */
export function formatClock(seconds: number): string {
  const total = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, "0");
  return h > 0 ? `${h}:${String(m).padStart(2, "0")}:${s}` : `${m}:${s}`;
}

/** The same position in words for a screen reader: "1 minute 5 seconds", in the page's language. */
export function spokenClock(seconds: number, i18n: I18n): string {
  const total = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const secs = total % 60;
  const said = [
    hours > 0
      ? i18n._({
          id: "clock.hours",
          message: "{n, plural, one {# hour} other {# hours}}",
          values: { n: hours },
        })
      : null,
    minutes > 0
      ? i18n._({
          id: "clock.minutes",
          message: "{n, plural, one {# minute} other {# minutes}}",
          values: { n: minutes },
        })
      : null,
    secs > 0 || total === 0
      ? i18n._({
          id: "clock.seconds",
          message: "{n, plural, one {# second} other {# seconds}}",
          values: { n: secs },
        })
      : null,
  ];
  return said.filter(Boolean).join(" ");
}
