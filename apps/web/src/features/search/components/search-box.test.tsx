import { act, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { makeItem, makeNumberedItems } from "../test/make-item.ts";
import { advance, renderWithViewRoute, typeInto } from "../test/render-search.tsx";
import { SearchBox } from "./search-box.tsx";

const longSynopsis = "A story of love and loss in Accra. ".repeat(4);
const items = [
  makeItem({ ref: "lion-heart", title: "Lion Heart", year: 2018, synopsis: longSynopsis }),
  makeItem({ ref: "shaka-ep-1", title: "Shaka Ep. 1", year: 2023, type: "Series" }),
  ...makeNumberedItems(25, "Title"),
  makeItem({ ref: "decale-royal", title: "Décalé Royal", year: 2021 }),
  makeItem({ ref: "oshodi-overtime", title: "Oshodi Overtime", year: 2022 }),
];

function setup() {
  renderWithViewRoute(<SearchBox items={items} />);
  const input = screen.getByRole("combobox", { name: "Search" });
  act(() => {
    input.focus();
  });
  return input;
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("SearchBox", () => {
  it("shows the placeholder and the idle hint when focused", () => {
    const input = setup();
    expect(input.getAttribute("placeholder")).toBe("Search content...");
    expect(input.getAttribute("aria-expanded")).toBe("true");
    expect(screen.getByText("Start typing to search")).toBeTruthy();
  });

  it("shows results only once the 300 ms debounce has passed", () => {
    const input = setup();
    typeInto(input, "lion");
    advance(299);
    expect(screen.queryAllByRole("option")).toHaveLength(0);
    advance(1);
    const options = screen.getAllByRole("option");
    expect(options).toHaveLength(1);
    expect(within(options[0]!).getByText("Lion Heart")).toBeTruthy();
    expect(within(options[0]!).getByText("2018 · Movie")).toBeTruthy();
  });

  it("restarts the debounce on every keystroke", () => {
    const input = setup();
    typeInto(input, "li");
    advance(200);
    typeInto(input, "lio");
    advance(200);
    expect(screen.queryAllByRole("option")).toHaveLength(0);
    advance(100);
    expect(screen.getAllByRole("option")).toHaveLength(1);
  });

  it("shows a lazy portrait thumbnail and the synopsis cut to 80 characters", () => {
    const input = setup();
    typeInto(input, "lion");
    advance(300);
    const option = screen.getByRole("option");
    const img = option.querySelector("img")!;
    expect(img.getAttribute("src")).toBe("/content/uploads/lion-heart_port.jpg?w=640");
    expect(img.getAttribute("width")).toBe("40");
    expect(img.getAttribute("height")).toBe("60");
    expect(img.getAttribute("loading")).toBe("lazy");
    const cut = `${longSynopsis.slice(0, 80).trimEnd()}…`;
    expect(within(option).getByText(cut)).toBeTruthy();
  });

  it("shows the first 10 of 25 matches with the note", () => {
    const input = setup();
    typeInto(input, "title");
    advance(300);
    expect(screen.getAllByRole("option")).toHaveLength(10);
    expect(screen.getByText("Showing first 10 of 25 results")).toBeTruthy();
    const all = screen.getByRole("link", { name: "See all 25 results" });
    expect(all.getAttribute("href")).toBe("/search?q=title");
  });

  it("shows the empty state when nothing matches", () => {
    const input = setup();
    typeInto(input, "zzzz");
    advance(300);
    expect(screen.getByText("No results found")).toBeTruthy();
    expect(screen.getByText("Try different keywords")).toBeTruthy();
    expect(screen.queryAllByRole("option")).toHaveLength(0);
    // The server's search forgives typos and reads synopses and cast: one link away.
    const everything = screen.getByRole("link", { name: "Search everything" });
    expect(everything.getAttribute("href")).toBe("/search?q=zzzz");
  });

  it("folds accents and forgives a swapped pair of letters (issue 42)", () => {
    const input = setup();
    typeInto(input, "decale");
    advance(300);
    expect(screen.getAllByRole("option").map((o) => o.textContent)).toEqual([
      expect.stringContaining("Décalé Royal"),
    ]);
    expect(screen.queryByText("No results found")).toBeNull();
    typeInto(input, "Ovretime");
    advance(300);
    const options = screen.getAllByRole("option");
    expect(options).toHaveLength(1);
    expect(within(options[0]!).getByText("Oshodi Overtime")).toBeTruthy();
    fireEvent.click(options[0]!);
    expect(screen.getByText("Viewing oshodi-overtime")).toBeTruthy();
  });

  it("ignores whitespace-only input", () => {
    const input = setup();
    typeInto(input, "   ");
    advance(300);
    expect(screen.getByText("Start typing to search")).toBeTruthy();
    expect(screen.queryByText("No results found")).toBeNull();
  });

  it("moves the highlight with the arrow keys, wrapping, and opens it with Enter", () => {
    const input = setup();
    typeInto(input, "title");
    advance(300);
    fireEvent.keyDown(input, { key: "ArrowDown" });
    const options = screen.getAllByRole("option");
    expect(options[0]!.getAttribute("aria-selected")).toBe("true");
    expect(input.getAttribute("aria-activedescendant")).toBe(options[0]!.id);
    fireEvent.keyDown(input, { key: "ArrowUp" });
    expect(options[9]!.getAttribute("aria-selected")).toBe("true");
    expect(options[0]!.getAttribute("aria-selected")).toBe("false");
    fireEvent.keyDown(input, { key: "ArrowDown" });
    fireEvent.keyDown(input, { key: "ArrowDown" });
    expect(input.getAttribute("aria-activedescendant")).toBe(options[1]!.id);
    fireEvent.keyDown(input, { key: "Enter" });
    expect(screen.getByText("Viewing title-2")).toBeTruthy();
    expect(input.getAttribute("aria-expanded")).toBe("false");
    expect((input as HTMLInputElement).value).toBe("title");
  });

  it("opens a result on click", () => {
    const input = setup();
    typeInto(input, "shaka");
    advance(300);
    fireEvent.click(
      screen.getByRole("option", { name: "Shaka Ep. 1", description: /2023 · Series/ }),
    );
    expect(screen.getByText("Viewing shaka-ep-1")).toBeTruthy();
    expect(input.getAttribute("aria-expanded")).toBe("false");
  });

  it("closes the dropdown on Escape and reopens on typing", () => {
    const input = setup();
    typeInto(input, "title");
    advance(300);
    fireEvent.keyDown(input, { key: "Escape" });
    expect(input.getAttribute("aria-expanded")).toBe("false");
    expect(screen.queryByRole("listbox")).toBeNull();
    expect(screen.getByText("Home page")).toBeTruthy();
    typeInto(input, "title 1");
    expect(input.getAttribute("aria-expanded")).toBe("true");
  });

  it("resets to idle when the text is cleared", () => {
    const input = setup();
    typeInto(input, "title");
    advance(300);
    fireEvent.click(screen.getByRole("button", { name: "Clear search" }));
    expect((input as HTMLInputElement).value).toBe("");
    expect(screen.queryAllByRole("option")).toHaveLength(0);
    expect(screen.getByText("Start typing to search")).toBeTruthy();

    typeInto(input, "title");
    advance(300);
    typeInto(input, "");
    expect(screen.queryAllByRole("option")).toHaveLength(0);
    expect(screen.getByText("Start typing to search")).toBeTruthy();
  });
});
