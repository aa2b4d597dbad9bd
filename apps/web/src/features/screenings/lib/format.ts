import type { ScreeningSummary } from "@tazama/contracts";

const dayTime = new Intl.DateTimeFormat("en-GB", {
  weekday: "short",
  day: "numeric",
  month: "short",
  hour: "2-digit",
  minute: "2-digit",
});

/** "Sat 28 Nov, 19:30" in the viewer's time zone. */
export function screeningWhen(startsAt: string): string {
  return dayTime.format(new Date(startsAt));
}

/** "Silverbird Galleria, Lagos" or "Online". */
export function screeningWhere(screening: Pick<ScreeningSummary, "venue">): string {
  return screening.venue ? `${screening.venue.name}, ${screening.venue.city}` : "Online";
}

/** "12 seats left", "1 place left", "Sold out". */
export function seatsLeftText(left: number, seated: boolean): string {
  if (left === 0) return "Sold out";
  const noun = seated ? "seat" : "place";
  return `${left.toLocaleString("en")} ${noun}${left === 1 ? "" : "s"} left`;
}
