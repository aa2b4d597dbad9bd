import type { AdminUser, AdminUserList } from "@tazama/contracts";
import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeApi } from "../../../../test/fake-api.ts";
import { renderWithProviders } from "../../../../test/render.tsx";
import { UserList } from "./user-list.tsx";

afterEach(() => {
  vi.unstubAllGlobals();
});

const person = (over: Partial<AdminUser>): AdminUser => ({
  id: "u-1",
  name: "Amina Yusuf",
  email: "amina@example.test",
  phone: "+254712345678",
  phoneVerified: true,
  role: "viewer",
  disabled: false,
  locale: "sw",
  createdAt: "2026-10-01T08:00:00.000Z",
  ...over,
});

function serve(users: AdminUser[]) {
  return fakeApi({
    "GET /api/v1/admin/users": () => {
      const body: AdminUserList = { users, total: users.length, page: 1, pageSize: 25 };
      return { status: 200, body };
    },
  });
}

describe("the console's people list", () => {
  it("asks for the role and state the address names", async () => {
    const api = serve([]);
    renderWithProviders(<UserList />, { route: "/admin/users?role=usher&state=disabled&q=amina" });
    expect((await screen.findAllByText("Nobody matches.")).length).toBeGreaterThan(0);
    const asked = new URL(api.calls[0]?.url ?? "", "http://x").searchParams;
    expect(Object.fromEntries(asked)).toMatchObject({
      role: "usher",
      disabled: "true",
      q: "amina",
    });
  });

  it("shows each person's phone, role and state, as a row and as a phone's card", async () => {
    serve([
      person({}),
      person({
        id: "u-2",
        name: "Kofi Mensah",
        email: "kofi@example.test",
        phone: null,
        phoneVerified: false,
        role: "usher",
        disabled: true,
      }),
    ]);
    renderWithProviders(<UserList />, { route: "/admin/users" });
    await screen.findAllByRole("link", { name: /Amina Yusuf/ });
    const table = screen.getByRole("table");
    const cells = (name: string) =>
      within(within(table).getByRole("link", { name }).closest("tr") as HTMLElement)
        .getAllByRole("cell")
        .map((cell) => cell.textContent.trim());
    expect(cells("Amina Yusuf")).toEqual(
      expect.arrayContaining(["amina@example.test", "+254712345678 ✓", "Viewer", "Active"]),
    );
    expect(cells("Kofi Mensah")).toEqual(expect.arrayContaining(["—", "Usher", "Disabled"]));

    const card = screen
      .getAllByRole("link")
      .find((link) => link.getAttribute("href") === "/admin/users/u-2" && !link.closest("tr"));
    expect(card?.textContent).toContain("Kofi Mensah");
    expect(card?.textContent).toContain("kofi@example.test");
    expect(card?.textContent).not.toContain("✓");
  });
});
