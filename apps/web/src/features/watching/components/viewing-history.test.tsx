import { screen, waitFor, within } from "@testing-library/react";
import userEvent, { PointerEventsCheckLevel } from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { fakeApi } from "../../../test/fake-api.ts";
import { renderWithProviders } from "../../../test/render.tsx";
import { ViewingHistory } from "./viewing-history.tsx";

const FAST = { delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never } as const;

function item(ref: string, title: string, watched: number, day: number) {
  return {
    ref,
    title,
    poster: `/content/uploads/${ref}_port.jpg`,
    positionS: watched * 600,
    durationS: 600,
    watched,
    updatedAt: new Date(Date.UTC(2026, 10, day, 20)).toISOString(),
  };
}

describe("ViewingHistory", () => {
  it("lists titles with how far and when, pages on, and removes one", async () => {
    let removed = false;
    const { calls } = fakeApi({
      "GET /api/v1/users/allviews": (_call, { query }) =>
        query.get("before")
          ? { status: 200, body: { items: [item("old-film", "Old Film", 0.3, 2)], next: null } }
          : {
              status: 200,
              body: {
                items: [
                  ...(removed ? [] : [item("new-film", "New Film", 0.45, 20)]),
                  item("done-film", "Done Film", 1, 10),
                ],
                next: "2026-11-10T20:00:00.000Z",
              },
            },
      "DELETE /api/v1/users/allviews/:ref": () => {
        removed = true;
        return { status: 204 };
      },
    });
    renderWithProviders(<ViewingHistory />);
    const list = await screen.findByRole("list");
    expect(within(list).getByText("45% watched · 20 Nov 2026")).toBeTruthy();
    expect(within(list).getByText("Watched · 10 Nov 2026")).toBeTruthy();

    const user = userEvent.setup(FAST);
    await user.click(screen.getByRole("button", { name: "Show more" }));
    expect(await screen.findByText("Old Film")).toBeTruthy();
    expect(calls.some((c) => c.url.includes("before=2026-11-10T20%3A00%3A00.000Z"))).toBe(true);

    await user.click(
      screen.getByRole("button", { name: "Remove New Film from your viewing history" }),
    );
    await waitFor(() => {
      expect(screen.queryByText("New Film")).toBeNull();
    });
    expect(calls.filter((c) => c.method === "DELETE").map((c) => c.url)).toEqual([
      expect.stringContaining("/api/v1/users/allviews/new-film"),
    ]);
  });

  it("says when there is nothing yet", async () => {
    fakeApi({ "GET /api/v1/users/allviews": { status: 200, body: { items: [], next: null } } });
    renderWithProviders(<ViewingHistory />);
    expect(await screen.findByText("Nothing watched yet.")).toBeTruthy();
  });
});
