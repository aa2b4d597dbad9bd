import { describe, expect, it } from "vitest";
import { makeItem, makeNumberedItems } from "../test/make-item.ts";
import {
  DROPDOWN_LIMIT,
  DROPDOWN_SYNOPSIS,
  SEARCH_DEBOUNCE_MS,
  SPOTLIGHT_SYNOPSIS,
  buildSearchIndex,
  parseGenreList,
  portraitUrl,
  resultNote,
  searchItems,
  searchState,
  truncate,
  viewPath,
} from "./search.ts";
import { sourceI18n } from "../../../lib/i18n/i18n.ts";

const items = [
  makeItem({ ref: "lion-heart", title: "Lion Heart", synopsis: "A family business in Enugu." }),
  makeItem({ ref: "the-wedding", title: "The Wedding", synopsis: "Two families meet in Lagos." }),
  makeItem({ ref: "sky", title: "Sky", tags: ["Nollywood", "Award Winner"] }),
  makeItem({ ref: "shaka-ep-1", title: "Shaka Ep. 1", type: "Series", genres: '["History"]' }),
];
const index = buildSearchIndex(items);
const refs = (query: string) => searchItems(index, query).map((i) => i.ref);

describe("constants", () => {
  it("match the spec", () => {
    expect([SEARCH_DEBOUNCE_MS, DROPDOWN_LIMIT, DROPDOWN_SYNOPSIS, SPOTLIGHT_SYNOPSIS]).toEqual([
      300, 10, 80, 120,
    ]);
  });
});

describe("searchItems", () => {
  it("matches the title", () => {
    expect(refs("lion")).toEqual(["lion-heart"]);
  });
  it("matches the synopsis", () => {
    expect(refs("lagos")).toEqual(["the-wedding"]);
  });
  it("matches a tag", () => {
    expect(refs("award")).toEqual(["sky"]);
  });
  it("matches a JSON-encoded genre", () => {
    expect(refs("history")).toEqual(["shaka-ep-1"]);
  });
  it("matches genres given as an array", () => {
    const arrayGenres = makeItem({ ref: "x", genres: ["Comedy"] as unknown as string });
    expect(searchItems(buildSearchIndex([arrayGenres]), "comedy")).toHaveLength(1);
  });
  it("ignores case in the query and in the fields", () => {
    expect(refs("LiOn HEART")).toEqual(["lion-heart"]);
    expect(refs("NOLLYWOOD")).toEqual(["sky"]);
  });
  it("keeps catalogue order", () => {
    expect(refs("famil")).toEqual(["lion-heart", "the-wedding"]);
  });
  it("ignores blank and whitespace-only input", () => {
    expect(refs("")).toEqual([]);
    expect(refs("   \t ")).toEqual([]);
  });
  it("trims the query before matching", () => {
    expect(refs("  sky ")).toEqual(["sky"]);
  });
  it("does not match across field boundaries", () => {
    const item = makeItem({ title: "End", synopsis: "Start", genres: "[]" });
    expect(searchItems(buildSearchIndex([item]), "endstart")).toEqual([]);
    expect(searchItems(buildSearchIndex([item]), "end start")).toEqual([]);
  });
  it("returns nothing when nothing matches", () => {
    expect(refs("zzz")).toEqual([]);
  });
  it("finds the right count among 10,000 items", () => {
    const many = makeNumberedItems(10_000, "Title");
    many.forEach((item, i) => {
      if (i % 7 === 0) item.tags = ["Needle"];
    });
    const big = buildSearchIndex(many);
    expect(searchItems(big, "needle")).toHaveLength(Math.ceil(10_000 / 7));
    expect(searchItems(big, "title 9999")).toHaveLength(1);
  });
});

describe("searchItems: accents and typos (issue 42)", () => {
  const catalogue = [
    makeItem({ ref: "decale-royal", title: "Décalé Royal", synopsis: "A dancer in Abidjan." }),
    makeItem({ ref: "oshodi-overtime", title: "Oshodi Overtime", synopsis: "Traffic." }),
    makeItem({ ref: "likoni", title: "Likoni Crossing", synopsis: "A ferry." }),
    makeItem({ ref: "overtone", title: "Overtone", synopsis: "Music." }),
    makeItem({ ref: "soumbedioune", title: "Soumbédioune Tide", synopsis: "Fishermen." }),
  ];
  const fuzzy = buildSearchIndex(catalogue);
  const found = (query: string) => searchItems(fuzzy, query).map((i) => i.ref);

  it.each([
    ["decale", ["decale-royal"]],
    ["DÉCALÉ royal", ["decale-royal"]],
    ["décale", ["decale-royal"]],
    ["abidjan", ["decale-royal"]],
    ["soumbedioune", ["soumbedioune"]],
  ])("folds accents and case: %s", (query, refs) => {
    expect(found(query)).toEqual(refs);
  });

  it.each([
    // A swapped pair, a dropped letter, a doubled letter: one typo from 5 letters.
    ["Ovretime", ["oshodi-overtime"]],
    ["overtme", ["oshodi-overtime"]],
    ["likonni", ["likoni"]],
    // Words in any order, the last one the start of a word, typos included.
    ["overtime oshodi", ["oshodi-overtime"]],
    ["oshodi ovret", ["oshodi-overtime"]],
    // Two typos from 9 letters.
    ["sombediuone", ["soumbedioune"]],
  ])("forgives typos by the rules: %s", (query, refs) => {
    expect(found(query)).toEqual(refs);
  });

  it.each([
    // The first letter is never forgiven, a swap of it neither.
    "voertime",
    "bvertime",
    // Under 5 letters, no typo; two typos in 8 letters are too many.
    "likn",
    "ovretiem",
  ])("does not stretch the rules: %s finds nothing", (query) => {
    expect(found(query)).toEqual([]);
  });

  it("lists what contains the query first, then the typos", () => {
    // "overtone" holds "overto"; "overtime" is one typo from it.
    expect(found("overto")).toEqual(["overtone", "oshodi-overtime"]);
  });

  it("matches the words of a query within one field", () => {
    expect(found("oshodi ferry")).toEqual([]);
  });
});

describe("parseGenreList", () => {
  it("reads JSON, arrays and plain text", () => {
    expect(parseGenreList('["Drama","Action"]')).toEqual(["Drama", "Action"]);
    expect(parseGenreList(["Drama", 3])).toEqual(["Drama"]);
    expect(parseGenreList("Drama, Action")).toEqual(["Drama", "Action"]);
    expect(parseGenreList('"Drama"')).toEqual(["Drama"]);
    expect(parseGenreList("")).toEqual([]);
    expect(parseGenreList(null)).toEqual([]);
  });
});

describe("truncate", () => {
  const exactly80 = "a".repeat(80);
  it("leaves text of exactly max characters unchanged", () => {
    expect(truncate(exactly80, 80)).toBe(exactly80);
  });
  it("cuts text of max + 1 characters and appends an ellipsis", () => {
    expect(truncate(`${exactly80}b`, 80)).toBe(`${exactly80}…`);
  });
  it("leaves short text unchanged", () => {
    expect(truncate("Short", 80)).toBe("Short");
    expect(truncate("", 80)).toBe("");
  });
  it("trims trailing space before the ellipsis", () => {
    expect(truncate(`${"a".repeat(78)}  bbb`, 80)).toBe(`${"a".repeat(78)}…`);
  });
  it("counts code points, never splitting an emoji", () => {
    const emoji = "🎬".repeat(80);
    expect(emoji.length).toBe(160);
    expect(truncate(emoji, 80)).toBe(emoji);
    expect(truncate(`${emoji}🎬`, 80)).toBe(`${emoji}…`);
    expect(truncate("Ùñíçødé ñàmé", 5)).toBe("Ùñíçø…");
  });
  it("supports the spotlight length", () => {
    expect(Array.from(truncate("x".repeat(200), SPOTLIGHT_SYNOPSIS))).toHaveLength(121);
  });
});

describe("resultNote", () => {
  it("is null up to the limit", () => {
    expect(resultNote(0, sourceI18n)).toBeNull();
    expect(resultNote(10, sourceI18n)).toBeNull();
  });
  it("reports the total above the limit", () => {
    expect(resultNote(11, sourceI18n)).toBe("Showing first 10 of 11 results");
    expect(resultNote(25, sourceI18n)).toBe("Showing first 10 of 25 results");
  });
  it("takes another shown count", () => {
    expect(resultNote(8, sourceI18n, 5)).toBe("Showing first 5 of 8 results");
  });
});

describe("searchState", () => {
  const base = { query: "lion", debouncedQuery: "lion", searchedQuery: "lion", resultCount: 1 };
  it("is idle for blank input", () => {
    expect(searchState({ ...base, query: "" })).toBe("idle");
    expect(searchState({ ...base, query: "   " })).toBe("idle");
  });
  it("is typing until the debounce fires", () => {
    expect(searchState({ ...base, debouncedQuery: "lio" })).toBe("typing");
    expect(searchState({ ...base, debouncedQuery: "" })).toBe("typing");
  });
  it("is searching until results exist for the debounced query", () => {
    expect(searchState({ ...base, searchedQuery: "lio" })).toBe("searching");
  });
  it("is results or empty once searched", () => {
    expect(searchState(base)).toBe("results");
    expect(searchState({ ...base, resultCount: 0 })).toBe("empty");
  });
  it("treats case and surrounding spaces as the same query", () => {
    expect(searchState({ ...base, query: "Lion " })).toBe("results");
  });
});

describe("urls", () => {
  it("builds the portrait and view paths", () => {
    expect(portraitUrl({ poster: "", ref: "sky" })).toBe("/content/uploads/sky_port.jpg");
    expect(portraitUrl({ poster: "/p.jpg", ref: "sky" })).toBe("/p.jpg");
    expect(viewPath("sky")).toBe("/view/sky");
  });
});
