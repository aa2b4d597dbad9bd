import { describe, expect, it } from "vitest";
import { foldSearchText, searchWords, typoBudget, typoDistance } from "./search-text.ts";

describe("foldSearchText", () => {
  it.each([
    ["Décalé Royal", "decale royal"],
    ["DÉCALÉ", "decale"],
    ["Soumbédioune Tide", "soumbedioune tide"],
    ["A Lighthouse at Möwe Bay", "a lighthouse at mowe bay"],
    ["The Pitch at Bonabéri", "the pitch at bonaberi"],
    // Yoruba's dots below, Hausa's hooked letters, Twi's open vowels.
    ["Ọmọ Ṣàngó", "omo sango"],
    ["Ɓarawo ɗan Ƙauye", "barawo dan kauye"],
    ["Ɔdɔ Ɛyɛ", "odo eye"],
    ["Straße Œuvre Ærø", "strasse oeuvre aero"],
    ["Łódź", "lodz"],
    ["İstanbul", "istanbul"],
    // Ligatures and full-width letters.
    ["ﬁlm ＡＢＣ", "film abc"],
    // A phone's curly apostrophe types as the plain one.
    ["The Griot’s Last Verse", "the griot's last verse"],
    ["50%_off", "50%_off"],
  ])("%s → %s", (text, folded) => {
    expect(foldSearchText(text)).toBe(folded);
  });

  it("is idempotent", () => {
    for (const text of ["Décalé Royal", "Ɓarawo", "Straße", "Griot’s"]) {
      expect(foldSearchText(foldSearchText(text))).toBe(foldSearchText(text));
    }
  });
});

describe("searchWords", () => {
  it("splits on anything but letters, digits and inner apostrophes", () => {
    expect(searchWords("the griot's last verse")).toEqual(["the", "griot's", "last", "verse"]);
    expect(searchWords("piri-piri summer, ep. 2")).toEqual(["piri", "piri", "summer", "ep", "2"]);
    expect(searchWords("'quoted'  ")).toEqual(["quoted"]);
    expect(searchWords("  ")).toEqual([]);
  });
});

describe("typoBudget", () => {
  it.each([
    [1, 0],
    [4, 0],
    [5, 1],
    [8, 1],
    [9, 2],
    [20, 2],
  ])("%i letters → %i typos", (length, budget) => {
    expect(typoBudget(length)).toBe(budget);
  });
});

describe("typoDistance", () => {
  it.each([
    // typed, word, distance (null: not a match)
    ["overtime", "overtime", 0],
    // A transposition (neighbouring letters swapped) is one typo.
    ["ovretime", "overtime", 1],
    ["oevrtime", "overtime", 1],
    ["overtiem", "overtime", 1],
    // Dropped, doubled, replaced letters.
    ["overtme", "overtime", 1],
    ["overttime", "overtime", 1],
    ["ovartime", "overtime", 1],
    ["leters", "letters", 1],
    ["likony", "likoni", 1],
    // Two typos in one 8-letter word: over budget.
    ["ovretiem", "overtime", null],
    // Under 5 letters no typo is forgiven.
    ["lamu", "lamu", 0],
    ["lamo", "lamu", null],
    ["lmau", "lamu", null],
    // From 5 letters one typo, from 9 two.
    ["decal", "decale", 1],
    ["dceale", "decale", 1],
    ["soumbediuone", "soumbedioune", 1],
    ["sombediuone", "soumbedioune", 2],
    ["sombdiuone", "soumbedioune", null],
    ["kilimani", "kilimanj", 1],
    ["kilmanii", "kilimani", null],
    // The first letter is never forgiven, not even by a swap.
    ["vovertime", "overtime", null],
    ["vertime", "overtime", null],
    ["voertime", "overtime", null],
    ["bvertime", "overtime", null],
    // Length differences beyond the budget are never a match.
    ["overtimesss", "overtime", null],
    // Words with digits match exactly.
    ["10000", "10001", null],
    ["", "overtime", null],
  ] as const)("%s ~ %s → %s", (typed, word, distance) => {
    expect(typoDistance(typed, word)).toBe(distance);
  });

  it.each([
    // The last word of a type-ahead matches the start of a title word, with the same budget.
    ["over", "overtime", 0],
    ["ovre", "overtime", null],
    ["ovret", "overtime", 1],
    ["ovretim", "overtime", 1],
    ["overtiem", "overtime", 1],
    ["decal", "decale", 0],
    ["dceal", "decale", 1],
    ["vovert", "overtime", null],
    ["soumbediuo", "soumbedioune", 1],
  ] as const)("prefix: %s ~ %s → %s", (typed, word, distance) => {
    expect(typoDistance(typed, word, { prefix: true })).toBe(distance);
  });
});
