import type { MediaLadderRung } from "@tazama/contracts";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../../../test/render.tsx";
import { LadderTable } from "./ladder-table.tsx";

const ladder: MediaLadderRung[] = [
  {
    name: "144p",
    height: 144,
    videoBitrate: 43_000,
    fixedVideoBitrate: 144_000,
    targetSsim: 0.984,
    ssim: 0.99912,
  },
  {
    name: "720p",
    height: 720,
    videoBitrate: 2_744_000,
    fixedVideoBitrate: 2_744_000,
    targetSsim: 0.995,
    ssim: null,
  },
];

describe("LadderTable", () => {
  it("shows each rung's chosen bitrate beside the fixed ladder's, with its SSIM and target", () => {
    renderWithProviders(<LadderTable ladder={ladder} />);
    const table = screen.getByRole("table", { name: "Ladder of this video" });
    const rows = within(table).getAllByRole("row");
    expect(rows.map((r) => r.textContent)).toEqual([
      "RungThis videoFixed ladderSSIM",
      "144p43 kbit/s (70% less)144 kbit/s0.9991 (target 0.9840)",
      "720p2,744 kbit/s2,744 kbit/snot measured",
    ]);
  });

  it("says when a video was encoded before per-title ladders", () => {
    renderWithProviders(<LadderTable ladder={null} />);
    expect(
      screen.getByText("Encoded with the fixed ladder, before per-title ladders."),
    ).toBeTruthy();
  });
});
