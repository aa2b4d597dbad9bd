import type { AdminTitleList, AdminTitleRow } from "@tazama/contracts";
import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeApi } from "../../../../test/fake-api.ts";
import { renderWithProviders } from "../../../../test/render.tsx";
import { TitleList } from "./title-list.tsx";

afterEach(() => {
  vi.unstubAllGlobals();
});

const row = (over: Partial<AdminTitleRow>): AdminTitleRow => ({
  id: 1,
  ref: "oshodi-overtime",
  kind: "movie",
  title: "Oshodi Overtime",
  year: 2024,
  status: "published",
  isFree: false,
  currencies: ["NGN", "KES"],
  createdAt: "2026-11-02T10:00:00.000Z",
  ...over,
});

function serve(titles: AdminTitleRow[]) {
  return fakeApi({
    "GET /api/v1/admin/titles": (call) => {
      const query = new URL(call.url, "http://x").searchParams;
      const body: AdminTitleList = {
        titles,
        total: titles.length,
        page: Number(query.get("page") ?? 1),
        pageSize: 25,
      };
      return { status: 200, body };
    },
  });
}

describe("the console's titles list", () => {
  it("asks for what the address filters, and nothing it cannot mean", async () => {
    const api = serve([]);
    renderWithProviders(<TitleList />, {
      route: "/admin/titles?status=draft&kind=movie&q=oshodi&page=2",
    });
    expect((await screen.findAllByText("No title matches.")).length).toBeGreaterThan(0);
    const asked = new URL(api.calls[0]?.url ?? "", "http://x").searchParams;
    expect(Object.fromEntries(asked)).toMatchObject({
      status: "draft",
      kind: "movie",
      q: "oshodi",
      page: "2",
      pageSize: "25",
    });

    vi.unstubAllGlobals();
    const again = serve([]);
    renderWithProviders(<TitleList />, { route: "/admin/titles?status=sold&kind=film" });
    await screen.findAllByText("No title matches.");
    const second = new URL(again.calls[0]?.url ?? "", "http://x").searchParams;
    expect(second.has("status")).toBe(false);
    expect(second.has("kind")).toBe(false);
  });

  it("shows each title's kind, year, state and where it is sold, as a row and as a phone's card", async () => {
    serve([
      row({}),
      row({ id: 2, ref: "lagos-free", title: "Lagos for Free", isFree: true, currencies: [] }),
      row({ id: 3, ref: "ep-1", kind: "episode", title: "Pilot", status: "draft", currencies: [] }),
    ]);
    renderWithProviders(<TitleList />, { route: "/admin/titles" });
    await screen.findAllByRole("link", { name: /Oshodi Overtime/ });
    const table = screen.getByRole("table");
    const links = within(table).getAllByRole("link");
    expect(links.map((link) => link.getAttribute("href"))).toEqual([
      "/admin/titles/oshodi-overtime",
      "/admin/titles/lagos-free",
      "/admin/titles/ep-1",
    ]);
    const cells = (name: string) =>
      within(within(table).getByRole("link", { name }).closest("tr") as HTMLElement)
        .getAllByRole("cell")
        .map((cell) => cell.textContent);
    expect(cells("Oshodi Overtime")).toEqual(
      expect.arrayContaining(["Movie", "2024", "Published", "NGN KES"]),
    );
    expect(cells("Lagos for Free")).toContain("Free");
    expect(cells("Pilot")).toEqual(expect.arrayContaining(["Episode", "Draft", "No price"]));

    const card = screen
      .getAllByRole("link")
      .find((link) => link.getAttribute("href") === "/admin/titles/ep-1" && !link.closest("tr"));
    expect(card?.textContent).toContain("Pilot");
    expect(card?.textContent).toContain("Episode · 2024 · No price");
  });
});
