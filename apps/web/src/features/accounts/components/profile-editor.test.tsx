import { pageReload } from "../../../lib/reload-page.ts";
import { notifications } from "@mantine/notifications";
import { screen } from "@testing-library/react";
import userEvent, { PointerEventsCheckLevel } from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeApi } from "../../../test/fake-api.ts";
import { wallet } from "../../../test/money-factories.ts";
import { renderWithProviders } from "../../../test/render.tsx";
import { makeProfile } from "../test/factories.ts";
import { DeleteAccount } from "./delete-account.tsx";
import { ProfileEditor } from "./profile-editor.tsx";

const FAST = { delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never } as const;

afterEach(() => {
  notifications.clean();
  vi.unstubAllGlobals();
});

describe("ProfileEditor", () => {
  it("saves the name and the locale made of the language and country picked", async () => {
    const { calls } = fakeApi({
      "PATCH /api/v1/users/me": (call) => ({
        status: 200,
        body: { user: makeProfile({ ...(call.body as object) }) },
      }),
    });
    renderWithProviders(<ProfileEditor user={makeProfile({ locale: "sw-KE" })} />);
    const user = userEvent.setup(FAST);
    await user.click(screen.getByRole("button", { name: "Edit profile" }));
    const form = screen.getByRole("form", { name: "Edit profile" });
    expect(screen.getByRole("combobox", { name: "Language" })).toHaveProperty("value", "sw");
    expect(screen.getByRole("combobox", { name: "Country" })).toHaveProperty("value", "KE");
    await user.clear(screen.getByRole("textbox", { name: "Name" }));
    await user.type(screen.getByRole("textbox", { name: "Name" }), "  Amina Otieno ");
    await user.selectOptions(screen.getByRole("combobox", { name: "Country" }), "TZ");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Profile saved.")).toBeTruthy();
    expect(form.isConnected).toBe(false);
    expect(calls.map((c) => c.body)).toEqual([{ name: "Amina Otieno", locale: "sw-TZ" }]);
  });

  it("draws the app again in a newly chosen language once it is saved", async () => {
    const reload = vi.spyOn(pageReload, "reload").mockImplementation(() => undefined);
    const { calls } = fakeApi({
      "PATCH /api/v1/users/me": (call) => ({
        status: 200,
        body: { user: makeProfile({ ...(call.body as object) }) },
      }),
    });
    renderWithProviders(<ProfileEditor user={makeProfile({ locale: "sw-KE" })} />);
    const user = userEvent.setup(FAST);
    await user.click(screen.getByRole("button", { name: "Edit profile" }));
    await user.selectOptions(screen.getByRole("combobox", { name: "Language" }), "fr");
    await user.click(screen.getByRole("button", { name: "Save" }));
    await vi.waitFor(() => {
      expect(reload).toHaveBeenCalledOnce();
    });
    expect(calls.map((c) => c.body)).toEqual([{ name: makeProfile().name, locale: "fr-KE" }]);
  });

  it("refuses a picture of the wrong type or too big before sending it", async () => {
    const { calls } = fakeApi({});
    const { container } = renderWithProviders(<ProfileEditor user={makeProfile()} />);
    const user = userEvent.setup({ ...FAST, applyAccept: false });
    const input = container.querySelector<HTMLInputElement>('input[type="file"]')!;
    await user.upload(input, new File(["<svg/>"], "me.svg", { type: "image/svg+xml" }));
    expect(screen.getByText("Choose a JPEG, PNG or WebP picture.")).toBeTruthy();
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], "big.png", { type: "image/png" });
    await user.upload(input, big);
    expect(screen.getByText("Choose a picture of at most 5 MB.")).toBeTruthy();
    expect(calls).toHaveLength(0);
  });
});

describe("DeleteAccount", () => {
  it("says what stays, warns of a balance, needs DELETE typed, then starts over", async () => {
    const goHome = vi.fn();
    const { calls } = fakeApi({
      "GET /api/v1/users/wallet": {
        status: 200,
        body: { ...wallet(50_000), wallet: { ...wallet(50_000).wallet!, currency: "KES" } },
      },
      "DELETE /api/v1/users/me": { status: 204 },
    });
    renderWithProviders(<DeleteAccount goHome={goHome} />);
    const user = userEvent.setup(FAST);
    await user.click(screen.getByRole("button", { name: "Delete account" }));
    expect(await screen.findByText(/Your wallet holds KSh\s?500\./)).toBeTruthy();
    const confirm = screen.getByRole("button", { name: "Delete my account" });
    expect(confirm.hasAttribute("disabled")).toBe(true);
    await user.type(screen.getByRole("textbox", { name: "Type DELETE to confirm" }), "DELETE");
    await user.type(screen.getByLabelText("Password"), "kibera-sunrise-2024");
    await user.click(confirm);
    await vi.waitFor(() => {
      expect(goHome).toHaveBeenCalled();
    });
    expect(calls.find((c) => c.method === "DELETE")?.body).toEqual({
      confirm: "DELETE",
      password: "kibera-sunrise-2024",
    });
  });
});
