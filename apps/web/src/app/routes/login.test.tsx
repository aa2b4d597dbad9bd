import { notifications } from "@mantine/notifications";
import { screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  clearBrowserState,
  fakeApi,
  makeProfile,
  userCookie,
} from "../../features/accounts/test/fake-api.ts";
import { renderWithAuth } from "../../features/accounts/test/render-auth.tsx";
import { LoginPage } from "./login.tsx";

afterEach(() => {
  notifications.clean();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  clearBrowserState();
});

describe("LoginPage", () => {
  it("shows a failed Google sign-in as a red notification with code and message that stays", async () => {
    const show = vi.spyOn(notifications, "show");
    fakeApi({});
    renderWithAuth(<LoginPage />, {
      route: "/login?redirect=%2Fmy-collection&error=auth%2Foauth-failed&message=Google+said+no",
    });
    expect(await screen.findByText("auth/oauth-failed")).toBeTruthy();
    expect(screen.getByText("Google said no")).toBeTruthy();
    expect(show).toHaveBeenCalledWith(expect.objectContaining({ color: "red", autoClose: false }));
    await waitFor(() => {
      expect(screen.getByTestId("location").textContent).toBe("/login?redirect=%2Fmy-collection");
    });
    expect(document.title).toBe("Log in — Tazama");
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
