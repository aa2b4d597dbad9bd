import { ORG_CONSOLE_PATH, orgConsoleListSchema } from "@tazama/contracts";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { apiError, fakeApi } from "../../../../test/fake-api.ts";
import { renderWithProviders } from "../../../../test/render.tsx";
import { OrganisationList } from "./organisation-list.tsx";

afterEach(() => {
  vi.unstubAllGlobals();
});

const acme = {
  id: "org-acme",
  name: "Acme Lagos",
  kind: "company",
  createdAt: "2026-09-01T10:00:00.000Z",
  members: 42,
  admins: [{ id: "user-ngozi", name: "Ngozi Eze", email: "ngozi@example.com" }],
  seatBlocks: 2,
  seats: 50,
  spent: [{ currency: "NGN", amount: 5_000_000 }],
} as const;
const list = `GET ${ORG_CONSOLE_PATH}`;

describe("the organisations list (console)", { timeout: 15_000 }, () => {
  it("shows who runs each and its seats, and searches by name through the address", async () => {
    const api = fakeApi({
      [list]: (_call, { query }) => ({
        status: 200,
        body: orgConsoleListSchema.parse({
          organisations: (query.get("q") ?? "acme") === "acme" ? [acme] : [],
          total: 1,
          pageSize: 25,
        }),
      }),
    });
    renderWithProviders(<OrganisationList />, { route: "/admin/organisations" });
    const table = await screen.findByRole("table", { name: "Organisations" });
    const row = (await within(table).findByText("Acme Lagos")).closest("tr")!;
    expect(row.textContent).toContain("50 seats in 2 blocks");
    expect(within(row).getByRole("link", { name: "Ngozi Eze" }).getAttribute("href")).toBe(
      "/admin/users/user-ngozi",
    );
    fireEvent.change(screen.getByRole("searchbox", { name: "Search" }), {
      target: { value: "kano" },
    });
    // The search is sent once the typing settles.
    await waitFor(() => {
      expect(api.calls.map((c) => c.url)).toContain(`${ORG_CONSOLE_PATH}?q=kano&page=1`);
    });
    expect(await within(table).findByText("No organisation matches.")).toBeTruthy();
  });

  it("says the list could not be loaded, and why", async () => {
    fakeApi({ [list]: apiError(403, "auth/forbidden", "Admins only.") });
    renderWithProviders(<OrganisationList />, { route: "/admin/organisations" });
    expect((await screen.findByRole("alert")).textContent).toBe(
      "Organisations could not be loaded. Admins only.",
    );
  });
});
