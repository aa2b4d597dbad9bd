import { describe, expect, it } from "vitest";
import { EMPTY_VALUES, type FormValues, fromDraft, stepErrors, toDraft } from "./form-values.ts";

const FILLED: FormValues = {
  ...EMPTY_VALUES,
  title: " Kente for the Bride ",
  year: "2024",
  runtimeMinutes: "88",
  languages: "Twi, English, ",
  country: "Ghana",
  genres: ["Romance"],
};

describe("form values", () => {
  it("keeps only what is filled in, lists split on commas", () => {
    expect(toDraft(FILLED)).toEqual({
      kind: "movie",
      rightsAttested: false,
      title: "Kente for the Bride",
      country: "Ghana",
      year: 2024,
      runtimeMinutes: 88,
      languages: ["Twi", "English"],
      genres: ["Romance"],
    });
    expect(fromDraft(toDraft(FILLED))).toEqual({
      ...FILLED,
      title: "Kente for the Bride",
      languages: "Twi, English",
    });
  });

  it("says what a step still needs, in words", () => {
    expect(stepErrors(FILLED, 0)).toEqual({});
    expect(stepErrors(EMPTY_VALUES, 0)).toMatchObject({
      title: "Type the film's title.",
      year: "Type the year it was finished.",
      genres: "Pick at least one genre.",
    });
    expect(stepErrors({ ...EMPTY_VALUES, screenerUrl: "http://x.test" }, 2)).toMatchObject({
      screenerUrl: "Paste a private screener link starting with https://.",
      rightsAttested: "Confirm that you hold these rights.",
    });
    expect(stepErrors(EMPTY_VALUES, 3)).toEqual({});
  });
});
