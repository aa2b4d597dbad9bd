import { describe, expect, it } from "vitest";
import { episodeTitle, genreSlug, parseEpisodeTitle } from "./naming.ts";

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
