import type { ReceiptsResponse } from "@tazama/contracts";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { wallet } from "../../../test/money-factories.ts";
import { fakeApi } from "../../../test/fake-api.ts";
import { renderWithProviders } from "../../../test/render.tsx";
import { PaymentHistory } from "./payment-history.tsx";

type Receipt = ReceiptsResponse["receipts"][number];

const base = { currency: "NGN" as const, description: "Wallet top-up", method: "Paystack" };
const topUp = (checkoutUrl: string | null) => ({
  checkoutUrl,
  expiresAt: "2026-11-25T10:30:00.000Z",
});
const RECEIPTS: Receipt[] = [
  {
    ...base,
    id: "TZPEND1",
    reference: "TZPEND1",
    date: "2026-11-25T10:00:00.000Z",
    amount: 200_000,
    status: "pending",
    topUp: topUp("https://checkout.paystack.com/abc"),
  },
  {
    ...base,
    id: "TZMPESA1",
    reference: "TZMPESA1",
    method: "M-Pesa",
    date: "2026-11-25T09:50:00.000Z",
    amount: 50_000,
    status: "pending",
    topUp: topUp(null),
  },
  {
    ...base,
    id: "TZFAIL1",
    reference: "TZFAIL1",
    date: "2026-11-24T18:00:00.000Z",
    amount: 200_000,
    status: "failed",
    topUp: topUp(null),
  },
  {
    ...base,
    id: "TZOK1",
    reference: "TZOK1",
    date: "2026-11-24T17:00:00.000Z",
    amount: 200_000,
    status: "succeeded",
    topUp: topUp(null),
  },
  {
    ...base,
    id: "entitlement:1",
    reference: "P-3F2A9C1B",
    description: "Rent: Oshodi Overtime",
    method: "Wallet",
    date: "2026-11-24T17:05:00.000Z",
    amount: -80_000,
    status: "succeeded",
    topUp: null,
  },
];

afterEach(() => {
  vi.unstubAllGlobals();
});

const item = (reference: string) =>
  within(screen.getByRole("list", { name: "Payment history" }))
    .getAllByRole("listitem")
    .find((li) => li.textContent.includes(reference))!;

describe("PaymentHistory", () => {
  it("shows each payment with its time and reference; a declined top-up red and without a plus", async () => {
    fakeApi({ "GET /api/v1/users/payments": { status: 200, body: { receipts: RECEIPTS } } });
    renderWithProviders(<PaymentHistory />);
    await screen.findByRole("list", { name: "Payment history" });

    const failed = item("TZFAIL1");
    expect(failed.textContent).toContain("Failed");
    expect(failed.textContent).not.toContain("+₦");
    expect(within(failed).getByText("₦2,000").getAttribute("data-tone")).toBe("none");
    expect(within(failed).queryByRole("button")).toBeNull();

    const ok = item("TZOK1");
    expect(within(ok).getByText("+₦2,000").getAttribute("data-tone")).toBe("in");
    expect(ok.querySelector("time")?.getAttribute("dateTime")).toBe("2026-11-24T17:00:00.000Z");

    const rent = item("P-3F2A9C1B");
    expect(within(rent).getByText("−₦800")).toBeTruthy();
    for (const li of screen.getAllByRole("listitem")) {
      expect(li.querySelector("time")).not.toBeNull();
      expect(li.textContent).toMatch(/Ref \S+/);
    }
  });

  it("offers a pending top-up Resume (its checkout) or Check again (M-Pesa), Cancel, and its expiry", async () => {
    let receipts = RECEIPTS;
    const api = fakeApi({
      "GET /api/v1/users/payments": () => ({ status: 200, body: { receipts } }),
      "GET /api/v1/users/wallet": {
        status: 200,
        body: wallet(null),
      },
      "POST /api/v1/mps/checkout/:reference/cancel": (_call, { params }) => {
        receipts = receipts.map((r) =>
          r.reference === params.reference ? { ...r, status: "cancelled" as const } : r,
        );
        return {
          status: 200,
          body: {
            reference: params.reference,
            provider: "paystack",
            status: "cancelled",
            checkoutUrl: null,
            message: "You cancelled this top-up.",
            amount: 200_000,
            currency: "NGN",
          },
        };
      },
    });
    renderWithProviders(<PaymentHistory />);
    await screen.findByRole("list", { name: "Payment history" });

    const pending = item("TZPEND1");
    expect(within(pending).getByRole("link", { name: "Resume" }).getAttribute("href")).toBe(
      "https://checkout.paystack.com/abc",
    );
    expect(pending.textContent).toMatch(/Expires at \d\d:\d\d if not completed/);
    expect(within(pending).getByText("₦2,000").getAttribute("data-tone")).toBe("open");
    expect(within(item("TZMPESA1")).getByRole("button", { name: "Check again" })).toBeTruthy();

    await userEvent.click(within(pending).getByRole("button", { name: "Cancel" }));
    await waitFor(() => {
      expect(item("TZPEND1").textContent).toContain("Cancelled");
    });
    expect(within(item("TZPEND1")).queryByRole("button", { name: "Cancel" })).toBeNull();
    expect(api.calls.filter((c) => c.method === "POST").map((c) => c.url)).toEqual([
      "/api/v1/mps/checkout/TZPEND1/cancel",
    ]);
  });
});
