import { act, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { makeItem, makeNumberedItems } from "../test/make-item.ts";
import { advance, renderWithViewRoute, typeInto } from "../test/render-search.tsx";
import { SearchSpotlight } from "./search-spotlight.tsx";

const longSynopsis = "Word ".repeat(40);
const items = [
  makeItem({ ref: "lion-heart", title: "Lion Heart", synopsis: longSynopsis }),
  ...makeNumberedItems(25, "Title"),
  makeItem({ ref: "decale-royal", title: "Décalé Royal" }),
];

/** Renders, taps the Search icon, lets its chunk load and the opening transition finish. */
async function openSpotlight() {
  renderWithViewRoute(<SearchSpotlight items={items} />);
  expect(screen.queryByRole("dialog")).toBeNull();
  fireEvent.click(screen.getByRole("button", { name: "Search" }));
  await act(async () => {
    await vi.dynamicImportSettled();
  });
  advance(500);
  const dialog = screen.getByRole("dialog");
  return { dialog, input: within(dialog).getByRole("combobox", { name: "Search" }) };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("SearchSpotlight", () => {
  it("opens from the Search icon with the idle hint", async () => {
    const { input } = await openSpotlight();
    expect(input.getAttribute("placeholder")).toBe("Search content...");
    expect(document.activeElement).toBe(input);
    expect(screen.getByText("Start typing to search")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Search" }).getAttribute("aria-expanded")).toBe(
      "true",
    );
  });

  it("renders all 25 results after the debounce, with the note", async () => {
    const { input } = await openSpotlight();
    typeInto(input, "title");
    advance(299);
    expect(screen.queryAllByRole("option")).toHaveLength(0);
    advance(1);
    expect(screen.getAllByRole("option")).toHaveLength(25);
    expect(screen.getByText("Showing first 10 of 25 results")).toBeTruthy();
  });

  it("folds accents and forgives typos as the header's type-ahead does (issue 42)", async () => {
    const { input } = await openSpotlight();
    for (const query of ["decale", "dceale royal"]) {
      typeInto(input, query);
      advance(300);
      const options = screen.getAllByRole("option");
      expect(options, query).toHaveLength(1);
      expect(within(options[0]!).getByText("Décalé Royal")).toBeTruthy();
    }
  });

  it("cuts the synopsis to 120 characters", async () => {
    const { input } = await openSpotlight();
    typeInto(input, "lion");
    advance(300);
    const cut = `${longSynopsis.slice(0, 120).trimEnd()}…`;
    expect(within(screen.getByRole("option")).getByText(cut)).toBeTruthy();
  });

  it("shows the empty state", async () => {
    const { input } = await openSpotlight();
    typeInto(input, "nothing like this");
    advance(300);
    expect(screen.getByText("No results found")).toBeTruthy();
    expect(screen.getByText("Try different keywords")).toBeTruthy();
  });

  it("closes on Escape", async () => {
    const { input } = await openSpotlight();
    fireEvent.keyDown(input, { key: "Escape" });
    advance(500);
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("fills the screen and closes with its close button", async () => {
    const { dialog } = await openSpotlight();
    expect(dialog.closest("[data-full-screen]")).not.toBeNull();
    fireEvent.click(within(dialog).getByRole("button", { name: "Close search" }));
    advance(500);
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(screen.getByRole("button", { name: "Search" }).getAttribute("aria-expanded")).toBe(
      "false",
    );
  });

  it("opens the highlighted result with Enter, wrapping from the top to the last", async () => {
    const { input } = await openSpotlight();
    typeInto(input, "title");
    advance(300);
    fireEvent.keyDown(input, { key: "ArrowUp" });
    const options = screen.getAllByRole("option");
    expect(input.getAttribute("aria-activedescendant")).toBe(options[24]!.id);
    fireEvent.keyDown(input, { key: "ArrowDown" });
    expect(options[0]!.getAttribute("aria-selected")).toBe("true");
    fireEvent.keyDown(input, { key: "Enter" });
    advance(500);
    expect(screen.getByText("Viewing title-1")).toBeTruthy();
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("keeps the query when reopened and resets when cleared", async () => {
    const { input } = await openSpotlight();
    typeInto(input, "title");
    advance(300);
    fireEvent.click(screen.getByRole("option", { name: "Title 3" }));
    advance(500);
    expect(screen.getByText("Viewing title-3")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Search" }));
    advance(500);
    const reopened = screen.getByRole("combobox", { name: "Search" });
    expect((reopened as HTMLInputElement).value).toBe("title");
    fireEvent.click(screen.getByRole("button", { name: "Clear search" }));
    expect((reopened as HTMLInputElement).value).toBe("");
    expect(screen.getByText("Start typing to search")).toBeTruthy();
    expect(screen.queryAllByRole("option")).toHaveLength(0);
  });
});
