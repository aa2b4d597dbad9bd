import { describe, expect, it } from "vitest";
import type { ParsedQuery, ScoredRow, SearchRepository } from "./search.repository.ts";
import { VOCABULARY_TTL_MS, createSearchService } from "./search.service.ts";

const row = (title: string): ScoredRow => ({
  ref: title.toLowerCase().replace(/\W+/g, "-"),
  title,
  kind: "movie",
  year: 2020,
  images: { portrait: "p.jpg", landscape: "l.jpg" },
  synopsis: "",
  score: 1,
  exact: true,
  total: 1,
});

/** A repository over a list of titles: a query finds the titles containing it. */
function fakeRepo(titles: string[]) {
  const calls = { titles: 0, searches: [] as string[] };
  const repo = {
    rebuild: async () => titles.length,
    count: async () => titles.length,
    holds: async (text: string) => titles.some((t) => t.toLowerCase().includes(text)),
    titles: async () => {
      calls.titles += 1;
      return titles.map((t) => ({ folded: t.toLowerCase(), popularity: 0 }));
    },
    search: async (query: ParsedQuery) => {
      calls.searches.push(query.text);
      return titles.filter((t) => t.toLowerCase().includes(query.text)).map(row);
    },
  } as unknown as SearchRepository;
  return { repo, calls };
}

describe("search service", () => {
  it("searches a query as typed in one statement when its words are title words", async () => {
    const { repo, calls } = fakeRepo(["Oshodi Overtime"]);
    const service = createSearchService(repo, () => new Date(0));
    const result = await service.search("Oshodi", 1);
    expect(result.hits.map((h) => h.title)).toEqual(["Oshodi Overtime"]);
    expect(result.didYouMean).toBeNull();
    expect(calls.searches).toEqual(["oshodi"]);
  });

  it("corrects a swapped pair and says Did you mean", async () => {
    const { repo, calls } = fakeRepo(["Oshodi Overtime"]);
    const service = createSearchService(repo, () => new Date(0));
    const result = await service.search("Ovretime", 1);
    expect(result.hits.map((h) => h.title)).toEqual(["Oshodi Overtime"]);
    expect(result.didYouMean).toBe("Oshodi Overtime");
    expect(calls.searches).toEqual(["overtime"]);
  });

  it("keeps the title words 60 s, then reads them again in the background; a rebuild at once", async () => {
    let now = 0;
    const titles = ["Oshodi Overtime"];
    const { repo, calls } = fakeRepo(titles);
    const service = createSearchService(repo, () => new Date(now));
    await service.search("ovretime", 1);
    now = VOCABULARY_TTL_MS - 1;
    titles.push("Kilimani Code");
    await service.search("kilimnai", 1);
    expect(calls.titles).toBe(1);
    // Past 60 s: this query still uses the words it had; the next has the new ones.
    now = VOCABULARY_TTL_MS;
    expect((await service.search("kilimnai", 1)).didYouMean).toBeNull();
    expect(calls.titles).toBe(2);
    expect((await service.search("kilimnai", 1)).didYouMean).toBe("Kilimani Code");
    titles.push("Likoni Crossing");
    await service.rebuild();
    expect((await service.search("likonni", 1)).didYouMean).toBe("Likoni Crossing");
    expect(calls.titles).toBe(3);
  });
});
