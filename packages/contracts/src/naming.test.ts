import { describe, expect, it } from "vitest";
import { episodeTitle, genreSlug, parseEpisodeTitle, urlSlug } from "./naming.ts";

describe("genreSlug", () => {
  it("strips non-alphanumerics and lowercases (spec §2)", () => {
    expect(genreSlug("Drama")).toBe("drama");
    expect(genreSlug("Sci-Fi & Fantasy")).toBe("scififantasy");
    expect(genreSlug("  Kids' Time 2 ")).toBe("kidstime2");
  });
});

describe("episode naming", () => {
  it("writes and reads '{series title} Ep. {n}'", () => {
    expect(episodeTitle("Harbour Lights", 3)).toBe("Harbour Lights Ep. 3");
    expect(parseEpisodeTitle("Harbour Lights Ep. 3")).toEqual({
      seriesTitle: "Harbour Lights",
      episodeNumber: 3,
    });
    expect(parseEpisodeTitle("Dr. Ep. Ep. 12")).toEqual({
      seriesTitle: "Dr. Ep.",
      episodeNumber: 12,
    });
  });

  it("returns null for titles that are not episodes", () => {
    expect(parseEpisodeTitle("The Last Harmattan")).toBeNull();
    expect(parseEpisodeTitle("Ep. 4")).toBeNull();
  });
});

describe("urlSlug", () => {
  it("keeps letters and digits, drops accents and apostrophes, joins the rest with hyphens", () => {
    expect(urlSlug("Mama's Kitchen!", "x")).toBe("mamas-kitchen");
    expect(urlSlug("Ọjọ́ Ìbí — 2024", "x")).toBe("ojo-ibi-2024");
    expect(urlSlug("!!!", "pass")).toBe("pass");
    expect(urlSlug(`${"a".repeat(79)} b`, "x")).toBe("a".repeat(79));
  });
});
