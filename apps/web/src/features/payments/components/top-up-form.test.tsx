import { screen } from "@testing-library/react";
import userEvent, { PointerEventsCheckLevel } from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../test/render.tsx";
import { fakeApi } from "../../../test/fake-api.ts";
import { createI18n } from "../../../lib/i18n/i18n.ts";
import { loadMessages } from "../../../lib/i18n/load-messages.ts";
import { I18nContext } from "../../../lib/i18n/use-i18n.ts";
import { TopUpForm } from "./top-up-form.tsx";
import { type PaymentMethods, TOPUP_LIMITS } from "@tazama/contracts";

const FAST = { delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never } as const;
const METHODS: PaymentMethods = {
  methods: [
    { provider: "sandbox", currencies: ["NGN", "KES", "USD"], needsPhone: false },
    { provider: "mpesa", currencies: ["KES"], needsPhone: true },
  ],
  limits: TOPUP_LIMITS,
};

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe("TopUpForm", () => {
  it("in French reads and writes amounts the French way (a decimal comma)", async () => {
    fakeApi({ "GET /api/v1/mps/methods": { status: 200, body: METHODS } });
    const fr = createI18n("fr", await loadMessages("fr"));
    renderWithProviders(
      <I18nContext value={fr}>
        <TopUpForm walletCurrency="NGN" viewerCurrency="NGN" payerPhone={null} verifyPhone={null} />
      </I18nContext>,
    );
    const field = screen.getByRole("textbox", { name: "Montant (NGN)" });
    expect(field.getAttribute("placeholder")).toBe("2000");
    await userEvent.type(field, "1 500,50", FAST);
    // ₦1 500,50 — not ₦150 050 (the English reading of the same keys).
    expect(await screen.findByRole("button", { name: "Recharger ₦1\u202f500,50" })).toBeTruthy();
  });

  it("suggests an amount within the currency's limits as the placeholder", () => {
    fakeApi({
      "GET /api/v1/mps/methods": { status: 200, body: { methods: [], limits: TOPUP_LIMITS } },
    });
    const { unmount } = renderWithProviders(
      <TopUpForm walletCurrency="USD" viewerCurrency="USD" payerPhone={null} verifyPhone={null} />,
    );
    expect(screen.getByRole("textbox", { name: "Amount (USD)" }).getAttribute("placeholder")).toBe(
      "10",
    );
    unmount();
    renderWithProviders(
      <TopUpForm walletCurrency="NGN" viewerCurrency="NGN" payerPhone={null} verifyPhone={null} />,
    );
    expect(screen.getByRole("textbox", { name: "Amount (NGN)" }).getAttribute("placeholder")).toBe(
      "2,000",
    );
  });

  it("refuses less than KSh 10, then sends an M-Pesa top-up to the verified phone with a key", async () => {
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
    renderWithProviders(
      <TopUpForm
        walletCurrency="KES"
        viewerCurrency="NGN"
        payerPhone="+254712345678"
        verifyPhone={<p>verify here</p>}
      />,
    );
    const user = userEvent.setup(FAST);
    await user.click(await screen.findByText("M-Pesa"));
    expect(screen.getByText("M-Pesa will ask +254712345678 to approve the payment.")).toBeTruthy();
    expect(screen.queryByText("verify here")).toBeNull();
    await user.type(screen.getByRole("textbox", { name: "Amount (KES)" }), "5");
    await user.click(screen.getByRole("button", { name: "Top up" }));
    expect(screen.getByText("The smallest top-up is KSh 10")).toBeTruthy();
    expect(calls.some((c) => c.method === "POST")).toBe(false);

    await user.clear(screen.getByRole("textbox", { name: "Amount (KES)" }));
    await user.type(screen.getByRole("textbox", { name: "Amount (KES)" }), "20");
    await user.click(screen.getByRole("button", { name: "Top up KSh 20" }));
    expect(await screen.findByText("Check your phone to approve KSh 20.")).toBeTruthy();
    const post = calls.find((c) => c.method === "POST");
    // No number in the body: the server charges the account's verified one.
    expect(post?.body).toEqual({
      amount: 2_000,
      currency: "KES",
      provider: "mpesa",
      returnPath: "/my-membership",
    });
    expect(post?.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("without a verified phone, M-Pesa offers the verification and cannot be submitted", async () => {
    const { calls } = fakeApi({
      "GET /api/v1/mps/methods": () => ({ status: 200, body: METHODS }),
    });
    renderWithProviders(
      <TopUpForm
        walletCurrency="KES"
        viewerCurrency="KES"
        payerPhone={null}
        verifyPhone={<p>verify here</p>}
      />,
    );
    const user = userEvent.setup(FAST);
    await user.click(await screen.findByText("M-Pesa"));
    expect(screen.getByText("verify here")).toBeTruthy();
    await user.type(screen.getByRole("textbox", { name: "Amount (KES)" }), "20");
    const submit = screen.getByRole("button", { name: "Top up KSh 20" });
    expect(submit.hasAttribute("disabled")).toBe(true);
    // The test checkout needs no phone.
    await user.click(screen.getByText("Test checkout"));
    expect(screen.queryByText("verify here")).toBeNull();
    expect(screen.getByRole("button", { name: "Top up KSh 20" }).hasAttribute("disabled")).toBe(
      false,
    );
    expect(calls.some((c) => c.method === "POST")).toBe(false);
  });
});
