import { notifications } from "@mantine/notifications";
import { ACCOUNT_MESSAGES } from "@tazama/contracts";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { FAST } from "../test/fast-user.ts";
import { afterEach, describe, expect, it, vi } from "vitest";
import { apiError, fakeApi } from "../../../test/fake-api.ts";
import { clearBrowserState } from "../test/factories.ts";
import { renderWithAuth } from "../test/render-auth.tsx";
import { ResetPasswordForm } from "./reset-password-form.tsx";

afterEach(() => {
  notifications.clean();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  clearBrowserState();
});

async function setPassword(password: string, confirm = password) {
  const user = userEvent.setup(FAST);
  // The form shows once the link has been checked.
  await screen.findByLabelText(/^New password/);
  await user.click(screen.getByLabelText(/^New password/));
  await user.paste(password);
  await user.click(screen.getByLabelText(/^Confirm new password/));
  await user.paste(confirm);
  await user.click(screen.getByRole("button", { name: "Set new password" }));
}

describe("ResetPasswordForm", () => {
  it("sets the new password with the link's token and goes to /login with a toast", async () => {
    const { calls } = fakeApi({
      "POST /api/v1/users/password-reset/check": { status: 200, body: { valid: true } },
      "POST /api/v1/users/password-reset/confirm": () => ({ status: 204 }),
    });
    renderWithAuth(<ResetPasswordForm token="tok_123" />, {
      route: "/reset-password?token=tok_123",
    });
    await setPassword("a-brand-new-passphrase");

    expect(
      await screen.findByText("Your password has been changed. Log in with your new password."),
    ).toBeTruthy();
    await waitFor(() => {
      expect(screen.getByTestId("location").textContent).toBe("/login");
    });
    expect(calls.map((c) => c.body)).toEqual([
      { token: "tok_123" },
      { token: "tok_123", password: "a-brand-new-passphrase" },
    ]);
  });

  it("shows a used or expired link as a red notification with code and message that stays", async () => {
    const show = vi.spyOn(notifications, "show");
    const message =
      "This password reset link is invalid, expired or already used. Request a new one.";
    fakeApi({
      // Valid when the page opened, used elsewhere before the submit.
      "POST /api/v1/users/password-reset/check": { status: 200, body: { valid: true } },
      "POST /api/v1/users/password-reset/confirm": () =>
        apiError(400, "auth/invalid-action-code", message),
    });
    renderWithAuth(<ResetPasswordForm token="used" />, { route: "/reset-password?token=used" });
    await setPassword("a-brand-new-passphrase");

    expect(await screen.findByText("auth/invalid-action-code")).toBeTruthy();
    expect(screen.getByText(message)).toBeTruthy();
    expect(show).toHaveBeenCalledWith(expect.objectContaining({ color: "red", autoClose: false }));
    expect(screen.getByTestId("location").textContent).toBe("/reset-password?token=used");
  });

  it("checks length and confirmation before sending", async () => {
    const api = fakeApi({
      "POST /api/v1/users/password-reset/check": { status: 200, body: { valid: true } },
    });
    renderWithAuth(<ResetPasswordForm token="tok" />);
    await screen.findByLabelText(/^New password/);
    await setPassword("short", "other");
    expect(screen.getByText("Use 8 to 128 characters.")).toBeTruthy();
    expect(screen.getByText("The passwords do not match.")).toBeTruthy();
    expect(api.calls.map((c) => c.url)).toEqual(["/api/v1/users/password-reset/check"]);
  });

  it("says at once that a used or expired link can no longer be used, and sends a new one", async () => {
    const api = fakeApi({
      "POST /api/v1/users/password-reset/check": { status: 200, body: { valid: false } },
      "POST /api/v1/users/password-reset": { status: 202, body: { ok: true } },
    });
    renderWithAuth(<ResetPasswordForm token="used" />, { route: "/reset-password?token=used" });
    expect(await screen.findByText("This link can no longer be used")).toBeTruthy();
    expect(screen.queryByLabelText(/^New password/)).toBeNull();
    const user = userEvent.setup(FAST);
    await user.click(screen.getByRole("textbox", { name: /^Email/ }));
    await user.paste("amina@example.com");
    await user.click(screen.getByRole("button", { name: "Send a new link" }));
    // By its words: the test's location readout is an <output>, a status too.
    const sent = await screen.findByText(ACCOUNT_MESSAGES.passwordResetSent);
    expect(sent.getAttribute("role")).toBe("status");
    // The status may show while the request is on its way: wait for the request itself.
    await waitFor(() => {
      expect(api.calls.at(-1)).toMatchObject({
        url: "/api/v1/users/password-reset",
        body: { email: "amina@example.com" },
      });
    });
  });

  it("explains a link without a token", () => {
    fakeApi();
    renderWithAuth(<ResetPasswordForm token={null} />);
    expect(screen.getByText(/This reset link is incomplete/)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Log in" }).getAttribute("href")).toBe("/login");
  });
});
