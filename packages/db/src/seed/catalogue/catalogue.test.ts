import { describe, expect, it } from "vitest";

import { GENRES, MOVIES, SERIES } from "./index.ts";
import type { PriceTier, SeedMovie, SeedSeries } from "./index.ts";

const REF_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const TAG_PATTERN = /^[a-z0-9]+([ '-][a-z0-9]+)*$/;
const TIERS: readonly PriceTier[] = ["free", "standard", "premium", "new"];
const GENRE_NAMES: readonly string[] = GENRES;
const ALL: readonly (SeedMovie | SeedSeries)[] = [...MOVIES, ...SERIES];

/** The ref a title should produce: ascii, lowercase, kebab-case. */
function slugify(title: string): string {
  return title
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/['’]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** Rough sentence count that does not split on "St." or similar abbreviations. */
function sentenceCount(text: string): number {
  return text.split(/(?<!\b(?:St|Mr|Mrs|Dr))(?<=[.!?])\s+(?=[A-Z0-9À-Ý"'])/u).length;
}

function countBy(values: readonly string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return counts;
}

describe("catalogue seed: genres", () => {
  it("lists the 12 genres in order, without duplicates", () => {
    expect(GENRES).toEqual([
      "Drama",
      "Comedy",
      "Romance",
      "Thriller",
      "Action",
      "Crime",
      "Family",
      "Animation",
      "Documentary",
      "Horror",
      "Epic",
      "Musical",
    ]);
    expect(new Set(GENRES).size).toBe(12);
  });

  it("only uses known genres, 1–3 per title, without repeats", () => {
    for (const item of ALL) {
      expect(item.genres.length, item.ref).toBeGreaterThanOrEqual(1);
      expect(item.genres.length, item.ref).toBeLessThanOrEqual(3);
      expect(new Set(item.genres).size, item.ref).toBe(item.genres.length);
      for (const genre of item.genres) expect(GENRE_NAMES, item.ref).toContain(genre);
    }
  });

  it("gives every genre at least 3 movies", () => {
    const counts = countBy(MOVIES.flatMap((movie) => movie.genres));
    for (const genre of GENRES) expect(counts.get(genre) ?? 0, genre).toBeGreaterThanOrEqual(3);
  });
});

describe("catalogue seed: refs and titles", () => {
  it("has unique kebab-case refs across movies and series", () => {
    const refs = ALL.map((item) => item.ref);
    expect(new Set(refs).size).toBe(refs.length);
    for (const ref of refs) expect(ref).toMatch(REF_PATTERN);
  });

  it("derives each ref from its title", () => {
    for (const item of ALL) expect(item.ref).toBe(slugify(item.title));
  });

  it("has unique titles that never look like episode names", () => {
    const titles = ALL.map((item) => item.title);
    expect(new Set(titles).size).toBe(titles.length);
    for (const title of titles) {
      expect(title.trim()).toBe(title);
      expect(title).not.toContain(" Ep. ");
    }
  });
});

describe("catalogue seed: shared fields", () => {
  it("respects tagline, synopsis, year, tag and tier rules", () => {
    for (const item of ALL) {
      const { ref } = item;
      expect(item.tagline.length, ref).toBeGreaterThan(0);
      expect(item.tagline.length, ref).toBeLessThanOrEqual(48);
      expect(item.synopsis.length, ref).toBeGreaterThanOrEqual(180);
      expect(item.synopsis.length, ref).toBeLessThanOrEqual(420);
      expect(sentenceCount(item.synopsis), ref).toBeGreaterThanOrEqual(2);
      expect(sentenceCount(item.synopsis), ref).toBeLessThanOrEqual(3);
      expect(item.synopsis, ref).not.toContain("Ep.");
      expect(Number.isInteger(item.year), ref).toBe(true);
      expect(item.year, ref).toBeGreaterThanOrEqual(1998);
      expect(item.year, ref).toBeLessThanOrEqual(2026);
      expect(item.tags.length, ref).toBeGreaterThanOrEqual(3);
      expect(item.tags.length, ref).toBeLessThanOrEqual(6);
      expect(new Set(item.tags).size, ref).toBe(item.tags.length);
      for (const tag of item.tags) expect(tag, ref).toMatch(TAG_PATTERN);
      expect(item.country.length, ref).toBeGreaterThan(0);
      expect(item.language.length, ref).toBeGreaterThan(0);
      expect(TIERS, ref).toContain(item.priceTier);
      if (item.priceTier === "new") expect(item.year, ref).toBeGreaterThanOrEqual(2025);
    }
  });
});

describe("catalogue seed: movies", () => {
  it("has exactly 64 movies", () => {
    expect(MOVIES).toHaveLength(64);
  });

  it("keeps durations between 78 and 165 minutes", () => {
    for (const movie of MOVIES) {
      expect(Number.isInteger(movie.durationMin), movie.ref).toBe(true);
      expect(movie.durationMin, movie.ref).toBeGreaterThanOrEqual(78);
      expect(movie.durationMin, movie.ref).toBeLessThanOrEqual(165);
    }
  });

  it("spans at least 8 languages and 10 countries", () => {
    expect(new Set(MOVIES.map((movie) => movie.language)).size).toBeGreaterThanOrEqual(8);
    expect(new Set(MOVIES.map((movie) => movie.country)).size).toBeGreaterThanOrEqual(10);
  });

  it("offers 4–6 free movies", () => {
    const free = MOVIES.filter((movie) => movie.priceTier === "free").length;
    expect(free).toBeGreaterThanOrEqual(4);
    expect(free).toBeLessThanOrEqual(6);
  });
});

describe("catalogue seed: series", () => {
  it("has exactly 6 series, none of them free", () => {
    expect(SERIES).toHaveLength(6);
    for (const series of SERIES) expect(series.priceTier, series.ref).not.toBe("free");
  });

  it("has 4–8 contiguously numbered episodes per series, two series with 6 or more", () => {
    for (const series of SERIES) {
      expect(series.episodes.length, series.ref).toBeGreaterThanOrEqual(4);
      expect(series.episodes.length, series.ref).toBeLessThanOrEqual(8);
      expect(
        series.episodes.map((episode) => episode.number),
        series.ref,
      ).toEqual(series.episodes.map((_, index) => index + 1));
    }
    expect(SERIES.filter((series) => series.episodes.length >= 6).length).toBeGreaterThanOrEqual(2);
  });

  it("keeps episode synopses and durations in range", () => {
    for (const series of SERIES) {
      for (const episode of series.episodes) {
        const where = `${series.ref} #${episode.number}`;
        expect(episode.synopsis.length, where).toBeGreaterThanOrEqual(100);
        expect(episode.synopsis.length, where).toBeLessThanOrEqual(260);
        expect(sentenceCount(episode.synopsis), where).toBeLessThanOrEqual(2);
        expect(episode.synopsis, where).not.toContain("Ep.");
        expect(Number.isInteger(episode.durationMin), where).toBe(true);
        expect(episode.durationMin, where).toBeGreaterThanOrEqual(22);
        expect(episode.durationMin, where).toBeLessThanOrEqual(58);
      }
    }
  });
});
