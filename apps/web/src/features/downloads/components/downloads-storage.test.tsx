import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../../../test/render.tsx";
import { DownloadsStorage } from "./downloads-storage.tsx";

describe("DownloadsStorage", () => {
  it("counts the downloads' own bytes, not what the browser keeps for the site", () => {
    renderWithProviders(
      <DownloadsStorage
        downloads={[{ bytesDone: 41_000_000 }, { bytesDone: 1_400_000 }]}
        estimate={{ free: 2_300_000_000, persisted: false }}
      />,
    );
    expect(screen.getByText("Using 42 MB · 2.3 GB free on this device")).toBeTruthy();
  });

  it("says 0 B with no download, and when the browser keeps them safe", () => {
    renderWithProviders(
      <DownloadsStorage downloads={[]} estimate={{ free: 900_000_000, persisted: true }} />,
    );
    expect(
      screen.getByText("Using 0 B · 900 MB free on this device · kept safe from clean-up"),
    ).toBeTruthy();
  });
});
