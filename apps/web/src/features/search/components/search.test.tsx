import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../test/render.tsx";
import { makeItem } from "../test/make-item.ts";
import { Search } from "./search.tsx";

function mockViewport(desktop: boolean) {
  const matchMedia = window.matchMedia.bind(window);
  vi.spyOn(window, "matchMedia").mockImplementation((query) => {
    const list = matchMedia(query);
    Object.defineProperty(list, "matches", {
      value: query === "(min-width: 48em)" ? desktop : false,
    });
    return list;
  });
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("Search", () => {
  it("renders the input with a dropdown on wide screens", async () => {
    mockViewport(true);
    renderWithProviders(<Search items={[makeItem()]} />);
    expect(await screen.findByRole("combobox", { name: "Search" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Search" })).toBeNull();
  });

  it("renders an icon button opening the spotlight on small screens", async () => {
    mockViewport(false);
    renderWithProviders(<Search items={[makeItem()]} />);
    expect(await screen.findByRole("button", { name: "Search" })).toBeTruthy();
    expect(screen.queryByRole("combobox")).toBeNull();
  });
});
