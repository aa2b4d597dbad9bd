import { act, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../test/render.tsx";
import { fakeApi } from "../../../test/fake-api.ts";
import { collection, rental } from "../../../test/money-factories.ts";
import { MyCollection } from "./my-collection.tsx";

const NOW = Date.parse("2026-11-22T12:00:00.000Z");

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("MyCollection", () => {
  it("counts a started rental down live, on the clock, and shows an expired one", async () => {
    vi.useFakeTimers({ toFake: ["Date", "setInterval", "clearInterval"], now: NOW });
    fakeApi({
      "GET /api/v1/purchases": () => ({
        status: 200,
        body: collection({
          now: new Date(NOW).toISOString(),
          rented: [
            rental({
              state: "active",
              expiresAt: "2026-11-22T14:00:30.000Z",
              firstPlayedAt: "2026-11-20T14:00:30.000Z",
            }),
            rental({ id: "e-2", ref: "old", title: "Old Film", state: "expired" }),
          ],
        }),
      }),
    });
    renderWithProviders(<MyCollection empty={<p>empty</p>} />);
    const timer = await screen.findByRole("timer");
    expect(timer.textContent).toBe("2 h left to watch");
    act(() => {
      vi.advanceTimersByTime(61_000);
    });
    expect(screen.getByRole("timer").textContent).toBe("1 h 59 min left to watch");
    expect(screen.getByText("Rental expired")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Rent again" }).getAttribute("href")).toBe("/view/old");
    expect(screen.getByRole("link", { name: "Play" }).getAttribute("href")).toBe(
      "/watch/kings-of-lagos",
    );
  });

  it("shows the empty state when nothing is owned, rented or passed", async () => {
    fakeApi({ "GET /api/v1/purchases": () => ({ status: 200, body: collection() }) });
    renderWithProviders(<MyCollection empty={<a href="/movies">Browse movies</a>} />);
    expect(await screen.findByRole("link", { name: "Browse movies" })).toBeTruthy();
  });
});
