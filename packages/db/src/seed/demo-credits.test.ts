import { describe, expect, it } from "vitest";
import { MOVIES, SERIES } from "./catalogue/index.ts";
import { demoCredits } from "./demo-credits.ts";
import { DEMO_PEOPLE, personSlug } from "./demo-people.ts";

describe("demo credits", () => {
  const credits = demoCredits();

  it("gives every movie and episode four leads, a director and a writer", () => {
    const refs = new Set(credits.map((c) => c.ref));
    const episodes = SERIES.reduce((n, s) => n + s.episodes.length, 0);
    expect(refs.size).toBe(MOVIES.length + episodes);
    for (const ref of refs) {
      const own = credits.filter((c) => c.ref === ref);
      expect(own.filter((c) => c.role === "director")).toHaveLength(1);
      expect(own.filter((c) => c.role === "writer")).toHaveLength(1);
      expect(own.filter((c) => c.role === "actor").length).toBeGreaterThanOrEqual(3);
      expect(own.every((c) => c.role !== "actor" || c.character)).toBe(true);
    }
  });

  it("keeps a series' regulars in each episode, and credits people in several titles", () => {
    const series = SERIES[0]!;
    const leads = (n: number) =>
      credits
        .filter((c) => c.ref === `${series.ref}-ep-${n}` && c.role === "actor" && c.position < 4)
        .map((c) => c.name);
    expect(leads(2)).toEqual(leads(1));
    const titlesOf = new Map<string, Set<string>>();
    for (const c of credits) titlesOf.set(c.name, (titlesOf.get(c.name) ?? new Set()).add(c.ref));
    expect([...titlesOf.values()].filter((t) => t.size >= 3).length).toBeGreaterThan(10);
  });

  it("uses only the invented names, each with its own page address", () => {
    const invented = new Set(Object.values(DEMO_PEOPLE).flatMap((p) => [...p.actors, ...p.crew]));
    expect(credits.every((c) => invented.has(c.name))).toBe(true);
    const slugs = [...invented].map(personSlug);
    expect(new Set(slugs).size).toBe(slugs.length);
    expect(personSlug("Grâce Nzuzi")).toBe("grace-nzuzi");
  });
});
