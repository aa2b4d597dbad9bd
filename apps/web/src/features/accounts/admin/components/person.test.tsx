import {
  type AdminUserDetail,
  USER_ADMIN_PATHS,
  adminUserDetailSchema,
  updateAdminUserBodySchema,
} from "@tazama/contracts";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { apiError, fakeApi } from "../../../../test/fake-api.ts";
import { renderWithProviders } from "../../../../test/render.tsx";
import { AuthContext, type AuthContextValue } from "../../hooks/use-auth.ts";
import { makeProfile } from "../../test/factories.ts";
import { Person } from "./person.tsx";

afterEach(() => {
  vi.unstubAllGlobals();
});

const detail: AdminUserDetail = adminUserDetailSchema.parse({
  user: {
    id: "user-amina",
    name: "Amina Okafor",
    email: "amina@example.com",
    phone: "+2348031234567",
    phoneVerified: true,
    role: "viewer",
    disabled: false,
    locale: "en-NG",
    createdAt: "2026-01-05T10:00:00.000Z",
  },
  sessions: [],
  hasPassword: true,
});
const patch = `PATCH ${USER_ADMIN_PATHS.one}`;

/** Renders the person's page body as the admin `adminId` sees it. */
function renderPerson(adminId: string, onChanged = vi.fn()) {
  const auth = { authUser: makeProfile({ uid: adminId }), loading: false } as AuthContextValue;
  renderWithProviders(
    <AuthContext.Provider value={auth}>
      <Person detail={detail} onChanged={onChanged} />
    </AuthContext.Provider>,
  );
  return onChanged;
}
const roleSelect = () => screen.getByRole<HTMLSelectElement>("combobox", { name: "Role" });
const saveRole = () => screen.getByRole<HTMLButtonElement>("button", { name: "Save role" });

describe("a person's page (console)", { timeout: 15_000 }, () => {
  it("saves a new role only once one is chosen, and says who is what now", async () => {
    const api = fakeApi({
      [patch]: (call) => ({ status: 200, body: { ...detail.user, ...(call.body as object) } }),
    });
    const onChanged = renderPerson("admin-kofi");
    expect(screen.getByText("+2348031234567 (proven)")).toBeTruthy();
    expect(saveRole().disabled).toBe(true);
    fireEvent.change(roleSelect(), { target: { value: "admin" } });
    expect(saveRole().disabled).toBe(false);
    fireEvent.click(saveRole());
    expect(await screen.findByText("Amina Okafor is now Admin.")).toBeTruthy();
    expect(api.calls.map((c) => [c.method, c.url])).toEqual([
      ["PATCH", "/api/v1/admin/users/user-amina"],
    ]);
    expect(updateAdminUserBodySchema.parse(api.calls[0]!.body)).toEqual({ role: "admin" });
    expect(onChanged).toHaveBeenCalledOnce();
  });

  it("asks before disabling, and shows the server's refusal with the question still open", async () => {
    fakeApi({ [patch]: apiError(409, "users/last-admin", "Keep at least one admin.") });
    const onChanged = renderPerson("admin-kofi");
    fireEvent.click(screen.getByRole("button", { name: "Disable account…" }));
    expect(
      screen.getByText(
        "Amina Okafor is signed out everywhere at once and cannot sign in until enabled.",
      ),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Disable now" }));
    expect(await screen.findByText("Keep at least one admin.")).toBeTruthy();
    expect(screen.getByText("Not done")).toBeTruthy();
    await waitFor(() => {
      expect(screen.getByRole<HTMLButtonElement>("button", { name: "Disable now" }).disabled).toBe(
        false,
      );
    });
    expect(onChanged).not.toHaveBeenCalled();
  });

  it("lets no admin change their own role or disable themselves", () => {
    fakeApi();
    renderPerson("user-amina");
    expect(roleSelect().disabled).toBe(true);
    expect(saveRole().disabled).toBe(true);
    expect(
      screen.getByText("This is you: another admin changes your role or disables you."),
    ).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Disable account…" })).toBeNull();
  });
});
