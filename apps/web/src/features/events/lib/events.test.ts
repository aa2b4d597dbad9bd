import type { EventItem } from "@tazama/contracts";
import { describe, expect, it } from "vitest";
import { descriptionParagraphs, hasUpcoming, isInternalLink, upcomingEvents } from "./events.ts";

let nextId = 1;
function anEvent(endDate: string, overrides: Partial<EventItem> = {}): EventItem {
  const id = nextId++;
  return {
    id,
    title: `Event ${id}`,
    description: "A screening.",
    artwork: `/content/uploads/event-${id}_land.jpg`,
    link: "/movies",
    startsAt: null,
    venue: null,
    endDate,
    ...overrides,
  };
}

const NOW = new Date("2026-01-15T12:00:00Z");

describe("upcomingEvents", () => {
  it("keeps events ending now or later, the soonest first", () => {
    const past = anEvent("2025-10-28T23:59:59Z");
    const later = anEvent("2027-06-30T20:00:00Z");
    const exactlyNow = anEvent(NOW.toISOString());
    const soon = anEvent("2026-01-15T12:00:01Z");
    expect(upcomingEvents([later, past, exactlyNow, soon], NOW)).toEqual([exactlyNow, soon, later]);
  });

  it("drops an event that ended a millisecond ago and does not reorder its input", () => {
    const input = [anEvent("2027-01-01T00:00:00Z"), anEvent("2026-01-15T11:59:59.999Z")];
    const copy = [...input];
    expect(upcomingEvents(input, NOW)).toEqual([input[0]]);
    expect(input).toEqual(copy);
  });
});

describe("hasUpcoming", () => {
  it("is false when every end date is past or there are no events", () => {
    expect(hasUpcoming([anEvent("2025-10-28T23:59:59Z")], NOW)).toBe(false);
    expect(hasUpcoming([], NOW)).toBe(false);
  });

  it("is true when one event has not ended", () => {
    const events = [anEvent("2025-10-28T23:59:59Z"), anEvent("2027-03-31T22:00:00Z")];
    expect(hasUpcoming(events, NOW)).toBe(true);
    expect(hasUpcoming(events, new Date("2028-01-01T00:00:00Z"))).toBe(false);
  });
});

describe("descriptionParagraphs", () => {
  it("starts a new paragraph at each TEKA, which is a marker and not shown", () => {
    expect(
      descriptionParagraphs("A free afternoon of shorts. TEKA Register your school. TEKA Meet us."),
    ).toEqual(["A free afternoon of shorts.", "Register your school.", "Meet us."]);
  });

  it("leaves text without TEKA as one trimmed paragraph", () => {
    expect(descriptionParagraphs("  Two days of short films.  ")).toEqual([
      "Two days of short films.",
    ]);
  });

  it("matches TEKA only as a whole, upper-case word", () => {
    expect(descriptionParagraphs("TEKAS and ATEKA and teka stay. TEKA, here.")).toEqual([
      "TEKAS and ATEKA and teka stay.",
      ", here.",
    ]);
  });

  it("trims paragraphs and drops empty ones: a leading TEKA, blank text", () => {
    expect(descriptionParagraphs("  TEKA First.\n\n TEKA Last ")).toEqual(["First.", "Last"]);
    expect(descriptionParagraphs("   ")).toEqual([]);
    expect(descriptionParagraphs("")).toEqual([]);
  });
});

describe("isInternalLink", () => {
  it("treats site paths as internal and other URLs as external", () => {
    expect(isInternalLink("/international-animation-day-registration")).toBe(true);
    expect(isInternalLink("https://example.com/event")).toBe(false);
    expect(isInternalLink("//example.com/event")).toBe(false);
  });
});
