import {
  contentResponseSchema,
  personResponseSchema,
  searchResultsSchema,
} from "@tazama/contracts";
import { demoCredits, personSlug, seedDemoCredits } from "@tazama/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listDemoCatalogue } from "../../../test/factories/media-asset.ts";
import { type TestApp, getTestApp } from "../../../test/harness.ts";

let t: TestApp;
let unlist: () => Promise<void>;
beforeAll(async () => {
  t = await getTestApp();
  await seedDemoCredits(t.database.db);
  // The demo titles with their videos, as the app has them: priced ones are searched (ADR 0069).
  unlist = await listDemoCatalogue(t);
});
afterAll(async () => {
  await unlist();
});

const credits = demoCredits();

async function content(ref: string) {
  const res = await t.app.inject({ url: `/api/v1/content/${ref}` });
  expect(res.statusCode).toBe(200);
  return contentResponseSchema.parse(res.json()).content;
}

describe("cast and crew", () => {
  it("a title page lists its cast in billing order with characters, then director and writer", async () => {
    const detail = await content("oshodi-overtime");
    const seeded = credits.filter((c) => c.ref === "oshodi-overtime");
    const cast = seeded.filter((c) => c.role === "actor").sort((a, b) => a.position - b.position);
    expect(detail.credits.map((c) => c.role)).toEqual([
      ...cast.map(() => "actor"),
      "director",
      "writer",
    ]);
    expect(detail.credits[0]).toEqual({
      slug: personSlug(cast[0]!.name),
      name: cast[0]!.name,
      role: "actor",
      character: cast[0]!.character,
    });
    expect(detail.credits.at(-1)?.character).toBeNull();
  });

  it("a person's page lists every title they are credited on, one entry per title", async () => {
    const director = credits.find((c) => c.ref === "oshodi-overtime" && c.role === "director")!;
    const res = await t.app.inject({ url: `/api/v1/people/${personSlug(director.name)}` });
    expect(res.statusCode).toBe(200);
    const page = personResponseSchema.parse(res.json());
    expect(page.person.name).toBe(director.name);
    const expected = new Set(credits.filter((c) => c.name === director.name).map((c) => c.ref));
    expect(page.credits.map((c) => c.ref).sort()).toEqual([...expected].sort());
    const oshodi = page.credits.find((c) => c.ref === "oshodi-overtime")!;
    expect(oshodi.roles).toContain("director");
    expect(oshodi.poster).toBe("/content/uploads/oshodi-overtime_port.jpg");
    const years = page.credits.map((c) => c.year);
    expect(years).toEqual([...years].sort((a, b) => b - a));
  });

  it("an episode's credit names its series", async () => {
    const regular = credits.find((c) => c.ref.endsWith("-ep-1") && c.role === "actor")!;
    const page = personResponseSchema.parse(
      (await t.app.inject({ url: `/api/v1/people/${personSlug(regular.name)}` })).json(),
    );
    const episode = page.credits.find((c) => c.ref === regular.ref)!;
    expect(episode.seriesTitle).not.toBeNull();
    expect(episode.character).toBe(regular.character);
  });

  it("answers an unknown person with 404 and a malformed one with 400", async () => {
    const missing = await t.app.inject({ url: "/api/v1/people/nobody-at-all" });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({
      error: { code: "person/not-found", message: "We could not find this person." },
    });
    expect((await t.app.inject({ url: "/api/v1/people/Bad%20Name!" })).statusCode).toBe(400);
  });

  it("search finds titles by a person's name, accents and case ignored", async () => {
    const actor = credits.find((c) => c.ref === "oshodi-overtime" && c.role === "actor")!;
    const res = await t.app.inject({
      url: `/api/v1/websearch?q=${encodeURIComponent(actor.name.toUpperCase())}`,
    });
    const hits = searchResultsSchema.parse(res.json()).hits.map((h) => h.ref);
    expect(hits).toContain("oshodi-overtime");
    const theirs = new Set(credits.filter((c) => c.name === actor.name).map((c) => c.ref));
    expect(hits.filter((ref) => theirs.has(ref)).length).toBe(Math.min(theirs.size, hits.length));
  });

  it("seeding again adds nothing", async () => {
    expect((await seedDemoCredits(t.database.db)).inserted).toBe(0);
  });
});
