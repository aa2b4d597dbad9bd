import { describe, expect, it } from "vitest";
import { continueCard, popularCard, timeLeft } from "./watching-cards.ts";

describe("Home row cards", () => {
  it("says how many minutes are left, at least one", () => {
    expect(timeLeft(600, 6_000)).toBe("90 min left");
    expect(timeLeft(5_990, 6_000)).toBe("1 min left");
  });

  it("makes a Continue watching card that resumes in the player, with its progress", () => {
    expect(
      continueCard({
        ref: "kings-of-lagos",
        title: "Kings of Lagos",
        poster: "/content/uploads/kings-of-lagos_port.jpg",
        positionS: 1_500,
        durationS: 6_000,
        updatedAt: "2026-11-22T10:00:00.000Z",
      }),
    ).toEqual({
      key: "kings-of-lagos",
      to: "/watch/kings-of-lagos",
      title: "Kings of Lagos",
      poster: "/content/uploads/kings-of-lagos_port.jpg",
      meta: "75 min left",
      progress: 0.25,
    });
  });

  it("makes a Popular card that opens the title page", () => {
    expect(
      popularCard({
        ref: "jollof-wars",
        title: "Jollof Wars",
        poster: "/p.jpg",
        year: 2021,
        views: 3,
      }),
    ).toEqual({
      key: "jollof-wars",
      to: "/view/jollof-wars",
      title: "Jollof Wars",
      poster: "/p.jpg",
      item: { ref: "jollof-wars", year: 2021 },
    });
  });
});
