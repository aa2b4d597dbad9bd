import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeApi } from "../../../../test/fake-api.ts";
import { renderWithProviders } from "../../../../test/render.tsx";
import { FirstAdminClaim } from "./first-admin-claim.tsx";

const TOKEN = "t".repeat(43);

afterEach(() => {
  vi.unstubAllGlobals();
});

const answer = (state: "open" | "used" | "expired") =>
  fakeApi({
    "GET /api/v1/setup/firstAdmin": (call) => {
      expect(new URL(call.url, "http://x").searchParams.get("token")).toBe(TOKEN);
      return { status: 200, body: { state } };
    },
  });

describe("the first-admin link's page (issue 42 §11)", () => {
  it("a working link: the invitation and the button", async () => {
    answer("open");
    renderWithProviders(<FirstAdminClaim token={TOKEN} name="Folake" />);
    expect(await screen.findByText(/This site has no admin yet\. As Folake/)).toBeTruthy();
    expect(screen.getByRole("button", { name: "Become the admin" })).toHaveProperty(
      "disabled",
      false,
    );
  });

  it("once the site has an admin: says the link is used, at once, with no button", async () => {
    answer("used");
    renderWithProviders(<FirstAdminClaim token={TOKEN} name="Folake" />);
    expect(
      await screen.findByText(/This link has been used: the site has its admin\./),
    ).toBeTruthy();
    expect(screen.queryByText(/no admin yet/)).toBeNull();
    expect(screen.queryByRole("button", { name: "Become the admin" })).toBeNull();
  });

  it("a stale link: says so, with no button", async () => {
    answer("expired");
    renderWithProviders(<FirstAdminClaim token={TOKEN} name="Folake" />);
    expect(await screen.findByText(/This setup link is out of date/)).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Become the admin" })).toBeNull();
  });
});
