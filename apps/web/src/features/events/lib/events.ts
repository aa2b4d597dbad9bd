import type { EventItem } from "@tazama/contracts";

function endsAtOrAfter(event: EventItem, now: Date): boolean {
  return Date.parse(event.endDate) >= now.getTime();
}

/** Events whose end date is not past, the soonest to end first. */
export function upcomingEvents(events: readonly EventItem[], now: Date): EventItem[] {
  return events
    .filter((event) => endsAtOrAfter(event, now))
    .sort((a, b) => Date.parse(a.endDate) - Date.parse(b.endDate));
}

/** The Events button shows only while at least one event has not ended (spec §4). */
export function hasUpcoming(events: readonly EventItem[], now: Date): boolean {
  return events.some((event) => endsAtOrAfter(event, now));
}

/**
 * The word TEKA starts a new paragraph (spec §2): it is a marker, not shown. Splits at each
 * whole, upper-case TEKA and drops it; paragraphs are trimmed and empty ones dropped.
 */
export function descriptionParagraphs(text: string): string[] {
  return text
    .split(/\bTEKA\b/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph.length > 0);
}

/** Internal links go through the router; anything else opens as a normal external link. */
export function isInternalLink(link: string): boolean {
  return link.startsWith("/") && !link.startsWith("//");
}
