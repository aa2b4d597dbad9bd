import { notifications } from "@mantine/notifications";
import { screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeApi } from "../../test/fake-api.ts";
import {
  clearBrowserState,
  makeProfile,
  userCookie,
} from "../../features/accounts/test/factories.ts";
import { renderWithAuth } from "../../features/accounts/test/render-auth.tsx";
import { LoginPage } from "./login.tsx";

afterEach(() => {
  notifications.clean();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  clearBrowserState();
});

describe("LoginPage", () => {
  it("shows a failed Google sign-in as a red notification with the catalogue's words that stays", async () => {
    const show = vi.spyOn(notifications, "show");
    fakeApi();
    renderWithAuth(<LoginPage />, {
      route: "/login?redirect=%2Fmy-collection&error=auth%2Fuser-disabled",
    });
    expect(await screen.findByText("Account Disabled")).toBeTruthy();
    expect(
      screen.getByText(
        "Your account has been disabled. Please contact support for assistance. (auth/user-disabled)",
      ),
    ).toBeTruthy();
    expect(show).toHaveBeenCalledWith(expect.objectContaining({ color: "red", autoClose: false }));
    await waitFor(() => {
      expect(screen.getByTestId("location").textContent).toBe("/login?redirect=%2Fmy-collection");
    });
    expect(document.title).toBe("Log in — Tazama");
  });

  it("never shows the query's own text: an unknown code and its message become the generic failure", async () => {
    fakeApi();
    const bait = "Your account is locked. Call +254700000000 with your PIN";
    renderWithAuth(<LoginPage />, {
      route: `/login?error=${encodeURIComponent("Account Locked")}&message=${encodeURIComponent(bait)}`,
    });
    expect(await screen.findByText("Google Sign-in Failed")).toBeTruthy();
    expect(
      screen.getByText(
        "Google sign-in did not complete. Please try again. (auth/google-sign-in-failed)",
      ),
    ).toBeTruthy();
    expect(document.body.textContent).not.toContain("Call +254700000000");
    expect(document.body.textContent).not.toContain("Account Locked");
    await waitFor(() => {
      expect(screen.getByTestId("location").textContent).toBe("/login");
    });
  });

  it("sends a signed-in viewer straight on to the return address", async () => {
    document.cookie = userCookie("Amina Njeri");
    fakeApi({ "GET /api/v1/users/me": () => ({ status: 200, body: { user: makeProfile() } }) });
    const target = "/view/abc?purchaseType=buy&amount=90000&currency=NGN";
    renderWithAuth(<LoginPage />, { route: `/login?redirect=${encodeURIComponent(target)}` });
    await waitFor(() => {
      expect(screen.getByTestId("location").textContent).toBe(target);
    });
  });
});
