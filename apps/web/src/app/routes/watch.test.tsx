import { screen } from "@testing-library/react";
import { Route, Routes } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { AuthProvider } from "../../features/accounts/components/auth-provider.tsx";
import { contentDetail } from "../../features/catalogue/test/factories.ts";
import { apiError, fakeApi } from "../../test/fake-api.ts";
import { renderWithProviders } from "../../test/render.tsx";
import { WatchPage } from "./watch.tsx";

const movie = contentDetail({ ref: "kings-of-lagos", title: "Kings of Lagos" });

/** Our API: the title's detail, and the stream request's refusal. */
function stubApi(refusal: { code: string; message: string }) {
  return fakeApi({
    [`GET /api/v1/content/${movie.ref}`]: { status: 200, body: { content: movie } },
    "POST /api/v1/content/stream/request": apiError(403, refusal.code, refusal.message),
  }).calls;
}

function renderWatch() {
  return renderWithProviders(
    <AuthProvider>
      <Routes>
        <Route path="/watch/:ref" element={<WatchPage />} />
      </Routes>
    </AuthProvider>,
    { route: `/watch/${movie.ref}` },
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("WatchPage refusals", () => {
  it("shows its own state when the rental has ended: Rent again → the title page", async () => {
    const calls = stubApi({ code: "content/rental-expired", message: "Your rental has ended." });
    renderWatch();
    expect(await screen.findByText("Your rental has ended.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Rent again" }).getAttribute("href")).toBe(
      `/view/${movie.ref}`,
    );
    expect(screen.queryByRole("link", { name: "Buy or rent" })).toBeNull();
    expect(screen.queryByTestId("video")).toBeNull();
    // A refusal is an answer, not trouble: asked once, no retry button.
    expect(calls.filter((c) => c.url.endsWith("/stream/request"))).toHaveLength(1);
    expect(screen.queryByRole("button", { name: "Try again" })).toBeNull();
  });

  it("tells a viewer who never bought it to buy or rent, with the trailer", async () => {
    stubApi({ code: "content/not-entitled", message: "Buy or rent this title to watch it." });
    renderWatch();
    expect(await screen.findByText("Buy or rent this title to watch it.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Buy or rent" }).getAttribute("href")).toBe(
      `/view/${movie.ref}`,
    );
    expect(screen.getByRole("link", { name: "Watch the trailer" })).toBeTruthy();
    expect(screen.queryByText("Your rental has ended.")).toBeNull();
    // The player's page has no top bar: its own way back to the title.
    expect(
      (await screen.findByRole("link", { name: /Back to Kings of Lagos/ })).getAttribute("href"),
    ).toBe(`/view/${movie.ref}`);
  });
});
