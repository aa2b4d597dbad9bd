import { describe, expect, it } from "vitest";
import { buildVocabulary, correctQuery, correctWord } from "./search.typos.ts";

const vocabulary = buildVocabulary([
  { folded: "oshodi overtime", popularity: 3 },
  { folded: "decale royal", popularity: 0 },
  { folded: "the griot's last verse", popularity: 0 },
  { folded: "likoni crossing", popularity: 0 },
  { folded: "overtone", popularity: 0 },
]);

describe("correctWord", () => {
  it.each([
    ["overtime", false, { kind: "known" }],
    ["ovretime", false, { kind: "corrected", word: "overtime" }],
    ["overtme", false, { kind: "corrected", word: "overtime" }],
    ["overttime", false, { kind: "corrected", word: "overtime" }],
    ["griots", false, { kind: "corrected", word: "griot's" }],
    // The last word may be the start of a title word, typos included.
    ["overt", true, { kind: "known" }],
    ["ovret", true, { kind: "corrected", word: "overtime" }],
    ["ovret", false, { kind: "unknown" }],
    // Never the first letter; nothing under 5 letters.
    ["voertime", false, { kind: "unknown" }],
    ["lkoni", false, { kind: "corrected", word: "likoni" }],
    ["likn", false, { kind: "unknown" }],
    ["royl", false, { kind: "unknown" }],
  ] as const)("%s (last: %s)", (typed, last, fix) => {
    expect(correctWord(typed, vocabulary, last)).toEqual(fix);
  });

  it("prefers the fewest typos, then the more watched word", () => {
    // "overtine" is one typo from both "overtime" and "overtone"; "overtime" is watched more.
    expect(correctWord("overtine", vocabulary, false)).toEqual({
      kind: "corrected",
      word: "overtime",
    });
    expect(correctWord("overtonee", vocabulary, false)).toEqual({
      kind: "corrected",
      word: "overtone",
    });
  });
});

describe("correctQuery", () => {
  it("corrects each mistyped word and says when one is beyond the rules", () => {
    expect(correctQuery("oshdi ovretime", vocabulary)).toEqual({
      corrected: "oshodi overtime",
      unknown: false,
    });
    expect(correctQuery("decale royal", vocabulary)).toEqual({ corrected: null, unknown: false });
    expect(correctQuery("voertime", vocabulary)).toEqual({ corrected: null, unknown: true });
    // A short unknown word does not stop resemblance ("the tortoise mon").
    expect(correctQuery("likoni xyz", vocabulary)).toEqual({ corrected: null, unknown: false });
  });
});
