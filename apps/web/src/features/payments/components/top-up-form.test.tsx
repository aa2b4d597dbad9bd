import { screen } from "@testing-library/react";
import userEvent, { PointerEventsCheckLevel } from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../test/render.tsx";
import { fakeApi } from "../../../test/fake-api.ts";
import { TopUpForm } from "./top-up-form.tsx";

const FAST = { delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never } as const;
const METHODS = {
  methods: [
    { provider: "sandbox", currencies: ["NGN", "KES", "USD"], needsPhone: false },
    { provider: "mpesa", currencies: ["KES"], needsPhone: true },
  ],
  limits: {},
};

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe("TopUpForm", () => {
  it("suggests an amount within the currency's limits as the placeholder", () => {
    fakeApi({ "GET /api/v1/mps/methods": { status: 200, body: { methods: [], limits: {} } } });
    const { unmount } = renderWithProviders(
      <TopUpForm walletCurrency="USD" viewerCurrency="USD" />,
    );
    expect(screen.getByRole("textbox", { name: "Amount (USD)" }).getAttribute("placeholder")).toBe(
      "10",
    );
    unmount();
    renderWithProviders(<TopUpForm walletCurrency="NGN" viewerCurrency="NGN" />);
    expect(screen.getByRole("textbox", { name: "Amount (NGN)" }).getAttribute("placeholder")).toBe(
      "2,000",
    );
  });

  it("refuses less than KSh 10, then sends an M-Pesa top-up with the phone and a key", async () => {
    const { calls } = fakeApi({
      "GET /api/v1/mps/methods": () => ({ status: 200, body: METHODS }),
      "POST /api/v1/mps/checkout": () => ({
        status: 201,
        body: {
          reference: "TZMPESA1",
          provider: "mpesa",
          status: "pending",
          checkoutUrl: null,
          message: "Check your phone to approve KSh 20.",
          amount: 2_000,
          currency: "KES",
        },
      }),
    });
    renderWithProviders(<TopUpForm walletCurrency="KES" viewerCurrency="NGN" />);
    const user = userEvent.setup(FAST);
    await user.click(await screen.findByText("M-Pesa"));
    await user.type(screen.getByRole("textbox", { name: "Amount (KES)" }), "5");
    await user.click(screen.getByRole("button", { name: "Top up" }));
    expect(screen.getByText("The smallest top-up is KSh 10")).toBeTruthy();
    expect(screen.getByText("Enter the M-Pesa number like +254712345678")).toBeTruthy();
    expect(calls.some((c) => c.method === "POST")).toBe(false);

    await user.clear(screen.getByRole("textbox", { name: "Amount (KES)" }));
    await user.type(screen.getByRole("textbox", { name: "Amount (KES)" }), "20");
    await user.type(screen.getByRole("textbox", { name: "M-Pesa phone number" }), "+254712345678");
    await user.click(screen.getByRole("button", { name: "Top up KSh 20" }));
    expect(await screen.findByText("Check your phone to approve KSh 20.")).toBeTruthy();
    const post = calls.find((c) => c.method === "POST");
    expect(post?.body).toEqual({
      amount: 2_000,
      currency: "KES",
      provider: "mpesa",
      returnPath: "/my-membership",
      phone: "+254712345678",
    });
    expect(post?.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
  });
});
