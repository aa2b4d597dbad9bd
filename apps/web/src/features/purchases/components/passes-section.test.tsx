import { notifications } from "@mantine/notifications";
import { screen, within } from "@testing-library/react";
import userEvent, { PointerEventsCheckLevel } from "@testing-library/user-event";
import type { EntitlementView } from "@tazama/contracts";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../test/render.tsx";
import { savePendingCheckout } from "../../../lib/checkout/pending-checkout.ts";
import { fakeApi, type Routes } from "../../../test/fake-api.ts";
import { collection, rental, sandboxOnly, wallet } from "../../../test/money-factories.ts";
import { PassesSection } from "./passes-section.tsx";

const FAST = { delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never } as const;

const catalogue = {
  passes: [
    {
      slug: "weekend-pass",
      name: "Weekend Pass",
      durationHours: 72,
      prices: [{ amount: 150_000, currency: "NGN" }],
    },
    {
      slug: "monthly-membership",
      name: "Monthly Membership",
      durationHours: 720,
      prices: [{ amount: 500_000, currency: "NGN" }],
    },
  ],
  rental: { startDays: 30, windowHours: 48 },
};

const weekendPass: EntitlementView = rental({
  id: "p-1",
  kind: "pass",
  ref: null,
  title: null,
  pass: { slug: "weekend-pass", name: "Weekend Pass" },
  amount: 150_000,
  startBy: null,
  windowHours: null,
  expiresAt: "2026-11-25T12:00:00.000Z",
  state: "active",
});

/** The checkout as the API answers it: 201 when it starts, 200 when it is asked about. */
const checkoutState = (status: "pending" | "succeeded" | "failed", httpStatus = 200) => ({
  status: httpStatus,
  body: {
    reference: "TZPASS1234",
    provider: "sandbox",
    status,
    checkoutUrl: null,
    message: "",
    amount: 150_000,
    currency: "NGN",
  },
});

/** Back from a top-up of a pass (pending in sessionStorage): its status and the money reads. */
function returnFromTopUp(status: "succeeded" | "failed", routes: Routes = {}) {
  savePendingCheckout({
    reference: "TZPASS1234",
    purchase: { pass: "weekend-pass", kind: "pass" },
  });
  return fakeApi({
    "GET /api/v1/users/bundle": () => ({ status: 200, body: catalogue }),
    "GET /api/v1/mps/methods": () => ({ status: 200, body: sandboxOnly }),
    "GET /api/v1/mps/checkout/TZPASS1234": () => checkoutState(status),
    "GET /api/v1/users/wallet": () => ({ status: 200, body: wallet(0) }),
    "GET /api/v1/purchases": () => ({ status: 200, body: collection() }),
    "GET /api/v1/users/payments": () => ({ status: 200, body: { receipts: [] } }),
    ...routes,
  });
}

const passSold = () => ({
  status: 201,
  body: { entitlement: weekendPass, balance: { amount: 0, currency: "NGN" } },
});

function renderSection(active: EntitlementView[] = []) {
  return renderWithProviders(<PassesSection active={active} currency="NGN" />, {
    route: "/my-membership",
  });
}

afterEach(() => {
  notifications.clean();
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe("PassesSection", () => {
  it("too little in the wallet → offers a top-up of the shortfall and remembers the pass", async () => {
    const { calls } = fakeApi({
      "GET /api/v1/users/bundle": () => ({ status: 200, body: catalogue }),
      "GET /api/v1/mps/methods": () => ({ status: 200, body: sandboxOnly }),
      "POST /api/v1/users/bundle": () => ({
        status: 402,
        body: {
          error: {
            code: "wallet/insufficient-funds",
            message: "Your wallet balance is too low. Top up to continue.",
            shortfall: { amount: 150_000, currency: "NGN" },
          },
        },
      }),
      "POST /api/v1/mps/checkout": () => checkoutState("pending", 201),
    });
    renderSection();
    const user = userEvent.setup(FAST);
    await user.click(await screen.findByRole("button", { name: "Buy ₦1,500: Weekend Pass" }));
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("You need ₦1,500 more");
    await user.click(within(alert).getByRole("button", { name: "Top up ₦1,500" }));
    await vi.waitFor(() => {
      expect(sessionStorage.getItem("tazama.pendingCheckout")).not.toBeNull();
    });
    const posts = calls.filter((c) => c.method === "POST");
    expect(posts.map((c) => c.url)).toEqual(["/api/v1/users/bundle", "/api/v1/mps/checkout"]);
    expect(posts[0]!.body).toEqual({ pass: "weekend-pass", currency: "NGN" });
    expect(posts[0]!.idempotencyKey).toMatch(/.{8,}/);
    expect(posts[1]!.body).toEqual({
      amount: 150_000,
      currency: "NGN",
      provider: "sandbox",
      returnPath: "/my-membership",
    });
    expect(JSON.parse(sessionStorage.getItem("tazama.pendingCheckout") ?? "")).toEqual({
      reference: "TZPASS1234",
      purchase: { pass: "weekend-pass", kind: "pass" },
    });
  });

  it("buys the pass once when the viewer returns from an approved top-up", async () => {
    const { calls } = returnFromTopUp("succeeded", { "POST /api/v1/users/bundle": passSold });
    renderSection();
    expect(await screen.findByText("Weekend Pass is active. Enjoy!")).toBeTruthy();
    const posts = calls.filter((c) => c.method === "POST");
    expect(posts).toHaveLength(1);
    expect(posts[0]!.body).toEqual({ pass: "weekend-pass", currency: "NGN" });
    expect(sessionStorage.getItem("tazama.pendingCheckout")).toBeNull();
  });

  it("names the pass the server sold even when the offers have not loaded (CI race)", async () => {
    returnFromTopUp("succeeded", {
      "GET /api/v1/users/bundle": () => ({
        status: 503,
        body: { error: { code: "unavailable", message: "Try again." } },
      }),
      "POST /api/v1/users/bundle": passSold,
    });
    renderSection();
    expect(await screen.findByText("Weekend Pass is active. Enjoy!")).toBeTruthy();
  });

  it("a declined top-up says nothing was charged and buys nothing", async () => {
    const { calls } = returnFromTopUp("failed");
    renderSection();
    expect((await screen.findByRole("alert")).textContent).toContain("nothing was charged");
    expect(calls.some((c) => c.method === "POST")).toBe(false);
  });

  it("offers 'Top up … and buy' at once when the wallet is known to be short, and buys on return", async () => {
    const { calls } = fakeApi({
      "GET /api/v1/users/bundle": () => ({ status: 200, body: catalogue }),
      "GET /api/v1/mps/methods": () => ({ status: 200, body: sandboxOnly }),
      "POST /api/v1/mps/checkout": () => checkoutState("pending", 201),
    });
    renderWithProviders(
      <PassesSection active={[]} currency="NGN" balance={{ amount: 20_000, currency: "NGN" }} />,
      { route: "/my-membership" },
    );
    const user = userEvent.setup(FAST);
    await user.click(
      await screen.findByRole("button", { name: "Top up ₦1,300 and buy: Weekend Pass" }),
    );
    await vi.waitFor(() => {
      expect(sessionStorage.getItem("tazama.pendingCheckout")).not.toBeNull();
    });
    const posts = calls.filter((c) => c.method === "POST");
    expect(posts.map((c) => c.url)).toEqual(["/api/v1/mps/checkout"]);
    expect(posts[0]!.body).toMatchObject({ amount: 130_000, currency: "NGN" });
  });

  it("says Extend, and from when, to a viewer whose pass is running", async () => {
    fakeApi({
      "GET /api/v1/users/bundle": () => ({ status: 200, body: catalogue }),
      "GET /api/v1/mps/methods": () => ({ status: 200, body: sandboxOnly }),
    });
    renderWithProviders(
      <PassesSection
        active={[weekendPass]}
        currency="NGN"
        balance={{ amount: 500_000, currency: "NGN" }}
      />,
      { route: "/my-membership" },
    );
    expect(await screen.findByRole("button", { name: "Extend ₦1,500: Weekend Pass" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: /^Buy/ })).toBeNull();
    expect(screen.getAllByText(/when your pass ends/).length).toBeGreaterThan(0);
  });

  it("lists an active pass with its expiry", async () => {
    fakeApi({
      "GET /api/v1/users/bundle": () => ({ status: 200, body: catalogue }),
      "GET /api/v1/mps/methods": () => ({ status: 200, body: sandboxOnly }),
    });
    renderSection([weekendPass]);
    expect(await screen.findByText("Weekend Pass", { selector: "p" })).toBeTruthy();
  });
});
