import { notifications } from "@mantine/notifications";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { FAST } from "../../features/accounts/test/fast-user.ts";
import { afterEach, describe, expect, it, vi } from "vitest";
import { TopBar } from "./top-bar.tsx";
import { MobileMenu } from "./mobile-menu.tsx";
import { useViewer } from "../../features/accounts/hooks/use-viewer.ts";
import { useAuth } from "../../features/accounts/hooks/use-auth.ts";
import { GOOGLE_PENDING_KEY } from "../../features/accounts/lib/google-return.ts";
import { apiError, fakeApi, networkFailure } from "../../test/fake-api.ts";
import {
  clearBrowserState,
  makeProfile,
  userCookie,
} from "../../features/accounts/test/factories.ts";
import { renderWithAuth } from "../../features/accounts/test/render-auth.tsx";

/** The page wrapper's header and mobile menu, fed the way root-layout.tsx feeds them. */
function Header({ menu = false }: { menu?: boolean }) {
  const { viewer, logout } = useViewer();
  const { loading } = useAuth();
  return (
    <>
      <output data-testid="loading">{String(loading)}</output>
      <TopBar
        viewer={viewer}
        onLogout={logout}
        search={null}
        events={null}
        menuOpened={menu}
        onToggleMenu={() => undefined}
      />
      {menu ? (
        <MobileMenu
          opened
          onClose={() => undefined}
          viewer={viewer}
          onLogout={logout}
          events={null}
        />
      ) : null}
    </>
  );
}

afterEach(() => {
  notifications.clean();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  clearBrowserState();
});

const location = () => screen.getByTestId("location").textContent;

describe("the header through the auth context", () => {
  it("shows Log in and Join for Free to an anonymous visitor without asking the server", async () => {
    const api = fakeApi();
    renderWithAuth(<Header />);
    await waitFor(() => {
      expect(screen.getByTestId("loading").textContent).toBe("false");
    });
    expect(screen.getByRole("link", { name: "Log in" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Join for Free" })).toBeTruthy();
    expect(screen.queryByRole("link", { name: "My Membership" })).toBeNull();
    expect(api.calls).toHaveLength(0);
  });

  it("starts loading, then shows the name, My Membership, My Collection and Logout", async () => {
    document.cookie = userCookie("Amina Njeri");
    fakeApi({ "GET /api/v1/users/me": () => ({ status: 200, body: { user: makeProfile() } }) });
    renderWithAuth(<Header />);
    expect(screen.getByTestId("loading").textContent).toBe("true");

    await waitFor(() => {
      expect(screen.getByTestId("loading").textContent).toBe("false");
    });
    expect(screen.getByText("Amina Njeri")).toBeTruthy();
    expect(screen.getByRole("link", { name: "My Membership" }).getAttribute("href")).toBe(
      "/my-membership",
    );
    expect(screen.getByRole("link", { name: "My Collection" }).getAttribute("href")).toBe(
      "/my-collection",
    );
    expect(screen.getByRole("button", { name: "Logout" })).toBeTruthy();
    expect(screen.queryByRole("link", { name: "Log in" })).toBeNull();
    expect(document.cookie).toContain("location=sw-KE");
  });

  it("shows the cookie's name while /users/me is asked, and drops a cookie without a session", async () => {
    document.cookie = userCookie("Amina Njeri");
    let answer: (reply: ReturnType<typeof apiError>) => void = () => undefined;
    fakeApi({
      "GET /api/v1/users/me": () =>
        new Promise((resolve) => {
          answer = resolve;
        }),
    });
    renderWithAuth(<Header />);
    // Display data from the cookie, no flash of Log in / Join for Free.
    expect(await screen.findByText("Amina Njeri")).toBeTruthy();
    expect(screen.getByTestId("loading").textContent).toBe("true");
    expect(screen.queryByRole("link", { name: "Log in" })).toBeNull();

    answer(apiError(401, "auth/unauthenticated", "Please log in."));
    expect(await screen.findByRole("link", { name: "Log in" })).toBeTruthy();
    expect(screen.queryByText("Amina Njeri")).toBeNull();
    await waitFor(() => {
      expect(document.cookie).not.toContain("user=");
    });
  });

  it("logs out: ends the session, clears the cookies and goes to /", async () => {
    document.cookie = userCookie("Amina Njeri");
    const { calls } = fakeApi({
      "GET /api/v1/users/me": () => ({ status: 200, body: { user: makeProfile() } }),
      "POST /api/v1/users/logout": () => ({ status: 204 }),
    });
    renderWithAuth(<Header />, { route: "/my-collection" });
    await userEvent.setup(FAST).click(await screen.findByRole("button", { name: "Logout" }));

    expect(await screen.findByRole("link", { name: "Log in" })).toBeTruthy();
    await waitFor(() => {
      expect(location()).toBe("/");
    });
    expect(document.cookie).not.toContain("user=");
    expect(document.cookie).not.toContain("location=");
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      "GET /api/v1/users/me",
      "POST /api/v1/users/logout",
    ]);
  });

  it("shows the name and Logout in the mobile menu", async () => {
    document.cookie = userCookie("Amina Njeri");
    fakeApi({ "GET /api/v1/users/me": () => ({ status: 200, body: { user: makeProfile() } }) });
    renderWithAuth(<Header menu />);
    expect((await screen.findByTestId("mobile-menu-user")).textContent).toBe("Amina Njeri");
    expect(screen.getAllByRole("button", { name: "Logout" }).length).toBe(2);
  });

  it("welcomes a user back from Google once, for 4 s", async () => {
    const show = vi.spyOn(notifications, "show");
    sessionStorage.setItem(GOOGLE_PENDING_KEY, "1");
    document.cookie = userCookie("Kofi Mensah", "en-GH");
    fakeApi({
      "GET /api/v1/users/me": () => ({
        status: 200,
        body: { user: makeProfile({ name: "Kofi Mensah", locale: "en-GH" }) },
      }),
    });
    renderWithAuth(<Header />, { route: "/view/abc?purchaseType=rent&amount=500&currency=GHS" });
    expect(await screen.findByText("Welcome, Kofi Mensah")).toBeTruthy();
    expect(show).toHaveBeenCalledWith(expect.objectContaining({ autoClose: 4000 }));
    expect(sessionStorage.getItem(GOOGLE_PENDING_KEY)).toBeNull();
    expect(location()).toBe("/view/abc?purchaseType=rent&amount=500&currency=GHS");
  });

  it("remembers ?ref= from any page for sign-up", async () => {
    fakeApi();
    renderWithAuth(<Header />, { route: "/movies?ref=AMINA42" });
    await waitFor(() => {
      expect(localStorage.getItem("tazama.affiliateCode")).toBe("AMINA42");
    });
  });
});

function SignOutNoRedirect() {
  const { authUser, signOutNoRedirect } = useAuth();
  return (
    <button type="button" onClick={() => void signOutNoRedirect()}>
      Sign out here {authUser?.name}
    </button>
  );
}

describe("signOutNoRedirect", () => {
  it("ends the session, clears the cookies and reloads the page where it is", async () => {
    const reload = vi.fn();
    vi.stubGlobal("location", { href: window.location.href, reload });
    document.cookie = userCookie("Amina Njeri");
    const { calls } = fakeApi({
      "GET /api/v1/users/me": () => ({ status: 200, body: { user: makeProfile() } }),
      "POST /api/v1/users/logout": () => ({ status: 204 }),
    });
    renderWithAuth(<SignOutNoRedirect />, { route: "/movies" });
    await userEvent
      .setup(FAST)
      .click(await screen.findByRole("button", { name: "Sign out here Amina Njeri" }));
    await waitFor(() => {
      expect(reload).toHaveBeenCalledTimes(1);
    });
    expect(calls.at(-1)).toEqual({
      method: "POST",
      url: "/api/v1/users/logout",
      body: undefined,
      idempotencyKey: null,
    });
    expect(document.cookie).not.toContain("user=");
    expect(location()).toBe("/movies");
  });

  it("still signs out locally when the server cannot be reached", async () => {
    const reload = vi.fn();
    vi.stubGlobal("location", { href: window.location.href, reload });
    document.cookie = userCookie("Amina Njeri");
    fakeApi({
      "GET /api/v1/users/me": () => ({ status: 200, body: { user: makeProfile() } }),
      "POST /api/v1/users/logout": networkFailure,
    });
    renderWithAuth(<SignOutNoRedirect />);
    await userEvent
      .setup(FAST)
      .click(await screen.findByRole("button", { name: "Sign out here Amina Njeri" }));
    await waitFor(() => {
      expect(reload).toHaveBeenCalledTimes(1);
    });
    expect(screen.getByRole("button", { name: "Sign out here" })).toBeTruthy();
    expect(document.cookie).not.toContain("user=");
  });
});
