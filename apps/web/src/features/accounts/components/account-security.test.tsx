import { notifications } from "@mantine/notifications";
import { screen, within } from "@testing-library/react";
import userEvent, { PointerEventsCheckLevel } from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeApi } from "../../../test/fake-api.ts";
import { renderWithProviders } from "../../../test/render.tsx";
import { AccountSecurity } from "./account-security.tsx";

const FAST = { delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never } as const;
const session = (id: string, device: string, current = false) => ({
  id,
  current,
  device,
  signedInAt: "2026-11-20T09:00:00.000Z",
  lastActiveAt: "2026-11-24T18:30:00.000Z",
});

afterEach(() => {
  notifications.clean();
  vi.unstubAllGlobals();
});

describe("AccountSecurity", () => {
  it("lists the devices, this one marked, signs out one, and offers all the others when several", async () => {
    let list = [
      session("s-1", "Chrome on Android", true),
      session("s-2", "Safari on iPhone"),
      session("s-3", "Chrome on Windows"),
    ];
    const { calls } = fakeApi({
      "GET /api/v1/users/sessions": () => ({ status: 200, body: { sessions: list } }),
      "DELETE /api/v1/users/sessions/s-2": () => {
        list = list.filter((s) => s.id !== "s-2");
        return { status: 204, body: null };
      },
    });
    renderWithProviders(<AccountSecurity />);
    const devices = await screen.findByRole("list", { name: "Devices" });
    const android = await within(devices).findByRole("listitem", { name: "Chrome on Android" });
    expect(within(android).getByText("This device")).toBeTruthy();
    expect(within(android).queryByRole("button")).toBeNull();
    expect(screen.getByRole("button", { name: "Sign out all other devices" })).toBeTruthy();
    const user = userEvent.setup(FAST);
    await user.click(screen.getByRole("button", { name: "Sign out Safari on iPhone" }));
    await vi.waitFor(() => {
      expect(within(devices).queryByRole("listitem", { name: "Safari on iPhone" })).toBeNull();
    });
    // One other device left: no "all other devices" button for a single one.
    expect(screen.queryByRole("button", { name: "Sign out all other devices" })).toBeNull();
    expect(calls.filter((c) => c.method === "DELETE").map((c) => c.url)).toEqual([
      "/api/v1/users/sessions/s-2",
    ]);
  });

  it("changes the password with the current one and says how many devices were signed out", async () => {
    const { calls } = fakeApi({
      "GET /api/v1/users/sessions": { status: 200, body: { sessions: [] } },
      "POST /api/v1/users/password": (call) =>
        (call.body as { currentPassword: string }).currentPassword === "kibera-sunrise-2024"
          ? { status: 200, body: { ended: 2 } }
          : {
              status: 400,
              body: {
                error: {
                  code: "auth/wrong-password",
                  message:
                    "The password you entered is incorrect. Please try again or reset your password.",
                },
              },
            },
    });
    renderWithProviders(<AccountSecurity />);
    const user = userEvent.setup(FAST);
    const form = screen.getByRole("form", { name: "Change password" });
    await user.type(within(form).getByLabelText(/^Current password/), "wrong-one");
    await user.type(within(form).getByLabelText(/^New password/), "short");
    await user.click(within(form).getByRole("button", { name: "Change password" }));
    expect(await within(form).findByText("Use 8 to 128 characters.")).toBeTruthy();
    expect(calls.some((c) => c.method === "POST")).toBe(false);

    await user.clear(within(form).getByLabelText(/^New password/));
    await user.type(within(form).getByLabelText(/^New password/), "baobab-shade-at-noon");
    await user.click(within(form).getByRole("button", { name: "Change password" }));
    expect(
      await within(form).findByText(
        "The password you entered is incorrect. Please try again or reset your password.",
      ),
    ).toBeTruthy();

    await user.clear(within(form).getByLabelText(/^Current password/));
    await user.type(within(form).getByLabelText(/^Current password/), "kibera-sunrise-2024");
    await user.click(within(form).getByRole("button", { name: "Change password" }));
    expect(
      await screen.findByText("Password changed. 2 other devices were signed out."),
    ).toBeTruthy();
    expect(calls.filter((c) => c.method === "POST").at(-1)?.body).toEqual({
      currentPassword: "kibera-sunrise-2024",
      newPassword: "baobab-shade-at-noon",
    });
    expect(within(form).getByLabelText<HTMLInputElement>(/^Current password/).value).toBe("");
  });
});
