import { eventsResponseSchema } from "@tazama/contracts";
import { EVENTS } from "@tazama/db";
import { beforeAll, describe, expect, it } from "vitest";
import { type TestApp, getTestApp } from "../../../test/harness.ts";

let t: TestApp;
beforeAll(async () => {
  t = await getTestApp();
});

describe("GET /api/v1/events", () => {
  it("lists every event, past ones included, with artwork URLs and ISO end dates", async () => {
    const res = await t.app.inject({ url: "/api/v1/events" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/json; charset=utf-8");
    expect(res.headers["cache-control"]).toBe("public, max-age=60");
    const { events } = eventsResponseSchema.parse(res.json());
    // Every seeded event (the console's tests of this worker may have added some of their own).
    expect(events.length).toBeGreaterThanOrEqual(EVENTS.length);
    for (const seeded of EVENTS) expect(events.map((e) => e.title)).toContain(seeded.title);
    for (const event of events) {
      expect(Object.keys(event).sort()).toEqual(
        ["artwork", "description", "endDate", "id", "link", "startsAt", "title", "venue"].sort(),
      );
      expect(event.artwork).toMatch(/^\/content\/uploads\/[a-z0-9-]+_land\.jpg$/);
      expect(new Date(event.endDate).toISOString()).toBe(event.endDate);
    }
  });

  it("includes the spec's sample event, which ended on 2025-10-28", async () => {
    const { events } = eventsResponseSchema.parse(
      (await t.app.inject({ url: "/api/v1/events" })).json(),
    );
    const sample = events.find((e) => e.link === "/international-animation-day-registration");
    expect(sample).toMatchObject({
      title: "International Animation Day Screening",
      artwork: "/content/uploads/event-animation-day_land.jpg",
    });
    expect(sample!.endDate.slice(0, 10)).toBe("2025-10-28");
    expect(sample!.description).toContain("TEKA");
  });

  it("sorts by end date, the soonest first", async () => {
    const { events } = eventsResponseSchema.parse(
      (await t.app.inject({ url: "/api/v1/events" })).json(),
    );
    const ends = events.map((e) => Date.parse(e.endDate));
    expect(ends).toEqual([...ends].sort((a, b) => a - b));
    expect(events[0]!.endDate.slice(0, 10)).toBe("2025-10-28");
    expect(ends.some((end) => end > Date.parse("2027-01-01"))).toBe(true);
  });
});
