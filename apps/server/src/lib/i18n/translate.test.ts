import { describe, expect, it } from "vitest";
import { catalogueProblems, placeholders, translate } from "./translate.ts";

const catalogue = {
  "Hello {name}, {count} new": {
    fr: "Bonjour {name}, {count} nouveaux",
    sw: "Habari {name}, mpya {count}",
    ha: "Sannu {name}, sababbi {count}",
    yo: "Báwo {name}, tuntun {count}",
  },
};

describe("translate", () => {
  it("gives the language's text with its placeholders filled", () => {
    expect(
      translate(catalogue, "sw", "Hello {name}, {count} new", { name: "Amina", count: 3 }),
    ).toBe("Habari Amina, mpya 3");
  });

  it("keeps English, and a text it does not know, as written", () => {
    expect(translate(catalogue, "en", "Hello {name}, {count} new", { name: "A", count: 1 })).toBe(
      "Hello A, 1 new",
    );
    expect(translate(catalogue, "fr", "Unknown {x}", {})).toBe("Unknown {x}");
  });

  it("lists a text's placeholders", () => {
    expect(placeholders("{b} and {a}")).toEqual(["a", "b"]);
  });

  it("finds a translation missing, left in English or with other placeholders", () => {
    expect(catalogueProblems(catalogue)).toEqual([]);
    const broken = {
      "Hi {name}": { fr: "Salut {nom}", sw: "Hi {name}", ha: " ", yo: "Báwo {name}" },
    };
    expect(catalogueProblems(broken)).toEqual(["fr: Hi {name}", "sw: Hi {name}", "ha: Hi {name}"]);
  });
});
