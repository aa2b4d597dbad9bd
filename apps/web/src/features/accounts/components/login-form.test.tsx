import { notifications } from "@mantine/notifications";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { FAST } from "../test/fast-user.ts";
import { afterEach, describe, expect, it, vi } from "vitest";
import { apiError, fakeApi, networkFailure } from "../../../test/fake-api.ts";
import { clearBrowserState, makeProfile, userCookie } from "../test/factories.ts";
import { renderWithAuth } from "../test/render-auth.tsx";
import { LoginForm } from "./login-form.tsx";

afterEach(() => {
  notifications.clean();
  vi.unstubAllGlobals();
  clearBrowserState();
});

async function logIn(email = "amina@example.com", password = "correct horse battery") {
  const user = userEvent.setup(FAST);
  await user.click(screen.getByRole("textbox", { name: /^Email/ }));
  await user.paste(email);
  await user.click(screen.getByLabelText(/^Password/));
  await user.paste(password);
  await user.click(screen.getByRole("button", { name: "Log in" }));
}

const location = () => screen.getByTestId("location").textContent;

describe("LoginForm", () => {
  it("logs in, welcomes the user and goes back to the page it came from", async () => {
    const target = "/view/abc?purchaseType=rent&amount=35000&currency=NGN";
    const { calls } = fakeApi({
      "POST /api/v1/users/login": () => ({
        status: 200,
        body: { user: makeProfile() },
        cookie: userCookie("Amina Njeri"),
      }),
    });
    renderWithAuth(<LoginForm returnTo={target} />, { route: "/login" });
    await logIn(" amina@example.com ");

    expect(await screen.findByText("Welcome back, Amina Njeri")).toBeTruthy();
    await waitFor(() => {
      expect(location()).toBe(target);
    });
    expect(calls).toEqual([
      {
        method: "POST",
        url: "/api/v1/users/login",
        body: { email: "amina@example.com", password: "correct horse battery" },
        idempotencyKey: null,
      },
    ]);
    // The user cookie's locale is copied into the location cookie (spec §3).
    expect(document.cookie).toContain("location=sw-KE");
  });

  it.each([
    [
      401,
      "auth/invalid-credential",
      "Invalid Credentials",
      "The email or password you entered is incorrect. Please check your credentials and try again.",
    ],
    [
      403,
      "auth/user-disabled",
      "Account Disabled",
      "Your account has been disabled. Please contact support for assistance.",
    ],
    [
      429,
      "auth/too-many-requests",
      "Too Many Attempts",
      "Too many failed login attempts. Please wait a few minutes before trying again.",
    ],
    [400, "auth/invalid-email", "Invalid Email", "Please enter a valid email address."],
  ])("shows %s %s as its spec §8 title and description", async (status, code, title, text) => {
    fakeApi({ "POST /api/v1/users/login": () => apiError(status, code, "server message") });
    renderWithAuth(<LoginForm returnTo="/" />, { route: "/login" });
    await logIn();

    const toast = (await screen.findByText(title)).closest(".mantine-Notification-root");
    expect(toast).toBeTruthy();
    expect(within(toast as HTMLElement).getByText(text)).toBeTruthy();
    expect(location()).toBe("/login");
  });

  it("shows a failure of our backend as Login Error", async () => {
    fakeApi({ "POST /api/v1/users/login": () => ({ status: 502, body: "Bad gateway" }) });
    renderWithAuth(<LoginForm returnTo="/" />, { route: "/login" });
    await logIn();
    expect(await screen.findByText("Login Error")).toBeTruthy();
    expect(
      screen.getByText(
        "Unable to complete login process. Please check your connection and try again.",
      ),
    ).toBeTruthy();
  });

  it("shows a dropped connection as Network Error", async () => {
    fakeApi({ "POST /api/v1/users/login": networkFailure });
    renderWithAuth(<LoginForm returnTo="/" />, { route: "/login" });
    await logIn();
    expect(await screen.findByText("Network Error")).toBeTruthy();
    expect(screen.getByText("Please check your internet connection and try again.")).toBeTruthy();
  });

  it("checks the email and password before sending anything", async () => {
    const api = fakeApi();
    renderWithAuth(<LoginForm returnTo="/" />, { route: "/login" });
    await userEvent.setup(FAST).click(screen.getByRole("button", { name: "Log in" }));
    expect(screen.getByText("Please enter a valid email address.")).toBeTruthy();
    expect(screen.getByText("Enter your password.")).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole("textbox", { name: /^Email/ }));
    expect(api.calls).toHaveLength(0);
  });

  it("sends a reset email and says so for 2 s", async () => {
    const show = vi.spyOn(notifications, "show");
    const { calls } = fakeApi({ "POST /api/v1/users/password-reset": () => ({ status: 202 }) });
    renderWithAuth(<LoginForm returnTo="/" />, { route: "/login" });
    const user = userEvent.setup(FAST);
    await user.type(screen.getByRole("textbox", { name: /^Email/ }), "amina@example.com");
    await user.click(screen.getByRole("button", { name: "Forgot password?" }));

    expect(
      await screen.findByText("Password reset email sent, please check your Email or Spam folder"),
    ).toBeTruthy();
    expect(calls).toEqual([
      {
        method: "POST",
        url: "/api/v1/users/password-reset",
        body: { email: "amina@example.com" },
        idempotencyKey: null,
      },
    ]);
    expect(show).toHaveBeenCalledWith(expect.objectContaining({ autoClose: 2000 }));
  });

  it("asks for the email before sending a reset", async () => {
    const api = fakeApi();
    renderWithAuth(<LoginForm returnTo="/" />, { route: "/login" });
    await userEvent.setup(FAST).click(screen.getByRole("button", { name: "Forgot password?" }));
    expect(screen.getByText("Enter your email address above to get a reset link.")).toBeTruthy();
    expect(api.calls).toHaveLength(0);
  });

  it("shows a reset failure as a red notification with code and message that stays", async () => {
    const show = vi.spyOn(notifications, "show");
    fakeApi({
      "POST /api/v1/users/password-reset": () =>
        apiError(429, "auth/too-many-requests", "Too many requests, slow down."),
    });
    renderWithAuth(<LoginForm returnTo="/" />, { route: "/login" });
    const user = userEvent.setup(FAST);
    await user.type(screen.getByRole("textbox", { name: /^Email/ }), "amina@example.com");
    await user.click(screen.getByRole("button", { name: "Forgot password?" }));

    expect(await screen.findByText("auth/too-many-requests")).toBeTruthy();
    expect(screen.getByText("Too many requests, slow down.")).toBeTruthy();
    expect(show).toHaveBeenCalledWith(
      expect.objectContaining({ color: "red", autoClose: false, title: "auth/too-many-requests" }),
    );
  });

  it("leaves for Google with the return address", async () => {
    const assign = vi.fn();
    vi.stubGlobal("location", { href: window.location.href, assign });
    fakeApi();
    const target = "/view/abc?purchaseType=rent&amount=35000&currency=NGN";
    renderWithAuth(<LoginForm returnTo={target} />, { route: "/login" });
    await userEvent.setup(FAST).click(screen.getByRole("button", { name: "Continue with Google" }));
    expect(assign).toHaveBeenCalledWith(
      `/api/v1/auth/google?returnTo=${encodeURIComponent(target)}`,
    );
    expect(sessionStorage.getItem("tazama.googleSignIn")).toBe("1");
  });
});
