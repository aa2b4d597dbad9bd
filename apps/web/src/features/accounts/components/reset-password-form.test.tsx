import { notifications } from "@mantine/notifications";
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
  await user.click(screen.getByLabelText(/^New password/));
  await user.paste(password);
  await user.click(screen.getByLabelText(/^Confirm new password/));
  await user.paste(confirm);
  await user.click(screen.getByRole("button", { name: "Set new password" }));
}

describe("ResetPasswordForm", () => {
  it("sets the new password with the link's token and goes to /login with a toast", async () => {
    const { calls } = fakeApi({
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
    expect(calls[0]?.body).toEqual({ token: "tok_123", password: "a-brand-new-passphrase" });
  });

  it("shows a used or expired link as a red notification with code and message that stays", async () => {
    const show = vi.spyOn(notifications, "show");
    const message =
      "This password reset link is invalid, expired or already used. Request a new one.";
    fakeApi({
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
    const api = fakeApi();
    renderWithAuth(<ResetPasswordForm token="tok" />);
    await setPassword("short", "other");
    expect(screen.getByText("Use 8 to 128 characters.")).toBeTruthy();
    expect(screen.getByText("The passwords do not match.")).toBeTruthy();
    expect(api.calls).toHaveLength(0);
  });

  it("explains a link without a token", () => {
    fakeApi();
    renderWithAuth(<ResetPasswordForm token={null} />);
    expect(screen.getByText(/This reset link is incomplete/)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Log in" }).getAttribute("href")).toBe("/login");
  });
});
