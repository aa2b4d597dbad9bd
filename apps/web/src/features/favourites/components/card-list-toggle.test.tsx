import { screen, waitFor } from "@testing-library/react";
import userEvent, { PointerEventsCheckLevel } from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { apiError, fakeApi } from "../../../test/fake-api.ts";
import { renderWithProviders } from "../../../test/render.tsx";
import { CardListToggle } from "./card-list-toggle.tsx";

const FAST = { delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never } as const;
const TITLE = { ref: "likoni-crossing", title: "Likoni Crossing", poster: "/p.jpg", year: 2023 };

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("CardListToggle", () => {
  it("adds the card's title at once and names what it does", async () => {
    let listed = false;
    const { calls } = fakeApi({
      "GET /api/v1/users/favourites": () => ({
        status: 200,
        body: {
          items: listed ? [{ ...TITLE, kind: "title", addedAt: "2026-11-24T10:00:00.000Z" }] : [],
        },
      }),
      "POST /api/v1/users/favourites/toggle": () => {
        listed = true;
        return { status: 200, body: { ref: TITLE.ref, inList: true, scope: "title" } };
      },
    });
    renderWithProviders(<CardListToggle title={TITLE} />);
    const add = await screen.findByRole("button", { name: "Add Likoni Crossing to My List" });
    await waitFor(() => {
      expect((add as HTMLButtonElement).disabled).toBe(false);
    });
    await userEvent.setup(FAST).click(add);
    await waitFor(() => {
      expect(add.getAttribute("aria-pressed")).toBe("true");
    });
    expect(add.getAttribute("aria-label")).toBe("Remove Likoni Crossing from My List");
    await waitFor(() => {
      expect(calls.filter((c) => c.method === "POST").map((c) => c.body)).toEqual([
        { ref: TITLE.ref, inList: true },
      ]);
    });
    expect(add.getAttribute("aria-pressed")).toBe("true");
  });

  it("goes back when the server refuses", async () => {
    fakeApi({
      "GET /api/v1/users/favourites": { status: 200, body: { items: [] } },
      "POST /api/v1/users/favourites/toggle": apiError(409, "favourites/full", "My List is full."),
    });
    renderWithProviders(<CardListToggle title={TITLE} />);
    const add = await screen.findByRole("button", { name: "Add Likoni Crossing to My List" });
    await waitFor(() => {
      expect((add as HTMLButtonElement).disabled).toBe(false);
    });
    await userEvent.setup(FAST).click(add);
    await waitFor(() => {
      expect(add.getAttribute("aria-pressed")).toBe("false");
    });
  });
});
