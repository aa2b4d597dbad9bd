import { screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeApi } from "../../../test/fake-api.ts";
import { clearBrowserState, makeProfile, userCookie } from "../test/factories.ts";
import { renderWithAuth } from "../test/render-auth.tsx";
import { MembersOnly } from "./members-only.tsx";

afterEach(() => {
  vi.unstubAllGlobals();
  clearBrowserState();
});

const page = <MembersOnly>{(user) => <p>Collection of {user.name}</p>}</MembersOnly>;

describe("MembersOnly", () => {
  it("sends an anonymous visitor to /login with a way back", async () => {
    fakeApi();
    renderWithAuth(page, { route: "/my-collection?tab=rented" });
    await waitFor(() => {
      expect(screen.getByTestId("location").textContent).toBe(
        "/login?redirect=%2Fmy-collection%3Ftab%3Drented",
      );
    });
    expect(screen.queryByText(/Collection of/)).toBeNull();
  });

  it("shows the page to a signed-in viewer", async () => {
    document.cookie = userCookie("Amina Njeri");
    fakeApi({ "GET /api/v1/users/me": () => ({ status: 200, body: { user: makeProfile() } }) });
    renderWithAuth(page, { route: "/my-collection" });
    // While /users/me is on its way: neither the page nor a redirect, a named status (a loader's
    // label needs a role: axe aria-prohibited-attr).
    expect(screen.queryByText(/Collection of/)).toBeNull();
    expect(screen.getByRole("status", { name: "Loading your account" })).toBeTruthy();
    expect(screen.getByTestId("location").textContent).toBe("/my-collection");
    expect(await screen.findByText("Collection of Amina Njeri")).toBeTruthy();
    expect(screen.getByTestId("location").textContent).toBe("/my-collection");
  });
});
