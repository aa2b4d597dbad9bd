import { screen, waitFor } from "@testing-library/react";
import userEvent, { PointerEventsCheckLevel } from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { apiError, fakeApi } from "../../../test/fake-api.ts";
import { renderWithProviders } from "../../../test/render.tsx";
import { MyListButton } from "./my-list-button.tsx";

const FAST = { delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never } as const;
const TITLE = {
  ref: "oshodi-overtime",
  title: "Oshodi Overtime",
  poster: "/content/uploads/oshodi-overtime_port.jpg",
  year: 2024,
};

describe("MyListButton", () => {
  it("adds the title at once, sends the wanted state, and shows the tick", async () => {
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
    renderWithProviders(<MyListButton title={TITLE} />);
    const button = await screen.findByRole("button", { name: "My List" });
    await waitFor(() => {
      expect(button.getAttribute("aria-pressed")).toBe("false");
      expect((button as HTMLButtonElement).disabled).toBe(false);
    });
    await userEvent.setup(FAST).click(button);
    expect(button.getAttribute("aria-pressed")).toBe("true");
    await waitFor(() => {
      expect(calls.filter((c) => c.method === "POST").map((c) => c.body)).toEqual([
        { ref: TITLE.ref, inList: true },
      ]);
    });
    expect(button.getAttribute("aria-pressed")).toBe("true");
  });

  it("puts the list back as it was and says so when the server refuses", async () => {
    fakeApi({
      "GET /api/v1/users/favourites": {
        status: 200,
        body: { items: [{ ...TITLE, kind: "title", addedAt: "2026-11-24T10:00:00.000Z" }] },
      },
      "POST /api/v1/users/favourites/toggle": apiError(
        409,
        "favourites/full",
        "My List holds up to 500 titles. Remove one to add another.",
      ),
    });
    renderWithProviders(<MyListButton title={TITLE} />);
    const button = await screen.findByRole("button", { name: "My List" });
    await waitFor(() => {
      expect(button.getAttribute("aria-pressed")).toBe("true");
    });
    await userEvent.setup(FAST).click(button);
    expect(
      await screen.findByText("My List holds up to 500 titles. Remove one to add another."),
    ).toBeTruthy();
    expect(button.getAttribute("aria-pressed")).toBe("true");
  });
});
