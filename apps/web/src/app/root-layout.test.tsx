import { MantineProvider } from "@mantine/core";
import { notifications as mantineStore } from "@mantine/notifications";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, render, screen, waitFor } from "@testing-library/react";
import { MemoryRouter, Route, Routes } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { AuthProvider } from "../features/accounts/components/auth-provider.tsx";
import { showToast } from "../features/accounts/lib/toast.ts";
import { catalogueRoutes } from "../features/catalogue/test/factories.ts";
import { requestToastHost } from "../lib/toast-host.ts";
import { notifications } from "../lib/toasts.ts";
import { fakeApi } from "../test/fake-api.ts";
import { RootLayout } from "./root-layout.tsx";
import { theme } from "./theme.ts";

/** The layout as the app mounts it, without the test helpers' own toast host. */
function mountLayout(route: string) {
  const api = fakeApi({
    ...catalogueRoutes({}),
    "GET /api/v1/events": { status: 200, body: { events: [] } },
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <MantineProvider theme={theme} forceColorScheme="dark">
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[route]}>
          <AuthProvider>
            <Routes>
              <Route path="/" element={<RootLayout />}>
                <Route index element={<p>Home page</p>} />
                <Route path="movies" element={<p>Movies page</p>} />
                <Route path="watch/:ref" element={<p>The player</p>} />
              </Route>
            </Routes>
          </AuthProvider>
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
  return api;
}

afterEach(() => {
  notifications.clean();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("RootLayout's toasts", () => {
  it("shows a toast on a page that uses them directly", async () => {
    mountLayout("/movies");
    await screen.findByText("Movies page");
    act(() => {
      notifications.show({ message: "Voucher redeemed." });
    });
    expect(await screen.findByText("Voucher redeemed.")).toBeTruthy();
  });

  it("on the player page, mounts the host only when the player asks (a cold open's link is for video)", async () => {
    mountLayout("/watch/oshodi-overtime");
    await screen.findByText("The player");
    act(() => {
      // Mantine's store itself: the toast is there, the host is not asked for.
      mantineStore.show({ message: "Preparing your clip…" });
    });
    await act(async () => {
      await Promise.resolve();
    });
    expect(screen.queryByText("Preparing your clip…")).toBeNull();
    act(() => {
      requestToastHost();
    });
    // The toast shown before the host came is in the store: the host shows it.
    expect(await screen.findByText("Preparing your clip…")).toBeTruthy();
  });

  it("mounts the host on the home page once a toast is asked for (a cold / does not load it)", async () => {
    mountLayout("/");
    await screen.findByText("Home page");
    await act(async () => {
      await showToast({ title: "Welcome, Kofi", message: "You're signed in with Google." });
    });
    expect(await screen.findByText("Welcome, Kofi")).toBeTruthy();
  });
});

describe("RootLayout with no connection (issue 19)", () => {
  function setOnline(online: boolean) {
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(online);
    act(() => {
      window.dispatchEvent(new Event(online ? "online" : "offline"));
    });
  }

  it("says a page opened offline is offline, and shows the page when the connection is back", () => {
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    mountLayout("/movies");
    expect(screen.getByRole("heading", { name: "You are offline" })).toBeTruthy();
    // The page stays mounted, hidden, so it picks up by itself.
    expect(screen.getByText("Movies page").closest("[hidden]")).not.toBeNull();
    setOnline(true);
    expect(screen.queryByRole("heading", { name: "You are offline" })).toBeNull();
    expect(screen.getByText("Movies page").closest("[hidden]")).toBeNull();
  });

  it("keeps a page open when the connection goes, under a banner", () => {
    mountLayout("/movies");
    setOnline(false);
    expect(screen.getByText("Movies page")).toBeTruthy();
    expect(screen.getByText(/^You are offline\./).getAttribute("role")).toBe("status");
    setOnline(true);
    expect(screen.queryByText(/^You are offline\./)).toBeNull();
  });
});

describe("RootLayout on the player's page (issue 19)", () => {
  it("draws the player alone: no top bar, bars or footer, and asks for no catalogue", async () => {
    const api = mountLayout("/watch/oshodi-overtime");
    await screen.findByText("The player");
    expect(screen.getByRole("main")).toBeTruthy();
    expect(screen.queryByRole("banner")).toBeNull();
    expect(screen.queryByRole("contentinfo")).toBeNull();
    expect(screen.queryByText("Skip to content")).toBeNull();
    // A query asks on mount: by now the catalogue's request would have gone.
    expect(api.calls.map((call) => call.url).filter((url) => url.includes("app-cache"))).toEqual(
      [],
    );
  });

  it("keeps the frame and its catalogue on every other page", async () => {
    const api = mountLayout("/movies");
    await screen.findByText("Movies page");
    expect(screen.getByRole("banner")).toBeTruthy();
    await waitFor(() => {
      expect(api.calls.some((call) => call.url.includes("app-cache"))).toBe(true);
    });
  });
});
