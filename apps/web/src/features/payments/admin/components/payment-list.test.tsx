import type { AdminPayments } from "@tazama/contracts";
import { fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { apiError, fakeApi } from "../../../../test/fake-api.ts";
import { renderWithProviders } from "../../../../test/render.tsx";
import { PaymentList } from "./payment-list.tsx";

afterEach(() => {
  vi.unstubAllGlobals();
});

type Payment = AdminPayments["payments"][number];

const payment = (over: Partial<Payment>): Payment => ({
  reference: "tz_pay_flagged1",
  provider: "paystack",
  status: "flagged",
  amount: 250_050,
  currency: "NGN",
  user: { id: "u-1", email: "amina@example.test" },
  flagReason: "Paid 2,400 for an order of 2,500.50",
  createdAt: "2026-11-02T10:00:00.000Z",
  completedAt: null,
  ...over,
});

const list = "GET /api/v1/admin/payments";

function serve(payments: Payment[]) {
  return fakeApi({
    [list]: (_call, { query }) => {
      const body: AdminPayments = {
        payments,
        total: payments.length,
        page: Number(query.get("page") ?? 1),
      };
      return { status: 200, body };
    },
  });
}

const asked = (url: string | undefined) =>
  Object.fromEntries(new URL(url ?? "", "http://x").searchParams);
/** A date as the console writes it (en: day first, 24-hour clock), in this machine's zone. */
const when = (iso: string) =>
  new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "short" }).format(
    new Date(iso),
  );

describe("the console's payments list", () => {
  it("asks for the state, provider, days and page the address names, and nothing it cannot mean", async () => {
    const api = serve([]);
    renderWithProviders(<PaymentList />, {
      route: "/admin/payments?status=flagged&provider=mpesa&from=2026-11-01&to=2026-11-30&page=3",
    });
    expect((await screen.findAllByText("No payment matches.")).length).toBeGreaterThan(0);
    expect(asked(api.calls[0]?.url)).toEqual({
      status: "flagged",
      provider: "mpesa",
      from: "2026-11-01",
      to: "2026-11-30",
      page: "3",
      limit: "50",
    });

    vi.unstubAllGlobals();
    const again = serve([]);
    renderWithProviders(<PaymentList />, {
      route: "/admin/payments?status=refunded&provider=stripe&from=yesterday&to=30/11/2026",
    });
    await vi.waitFor(() => {
      expect(again.calls).toHaveLength(1);
    });
    expect(asked(again.calls[0]?.url)).toEqual({ page: "1", limit: "50" });
  });

  it("asks again from the first page when the admin picks another state", async () => {
    const api = serve([]);
    renderWithProviders(<PaymentList />, {
      route: "/admin/payments?provider=paystack&page=3",
    });
    await screen.findAllByText("No payment matches.");
    fireEvent.change(screen.getByRole("combobox", { name: "State" }), {
      target: { value: "succeeded" },
    });
    await vi.waitFor(() => {
      expect(api.calls).toHaveLength(2);
    });
    expect(asked(api.calls[1]?.url)).toEqual({
      status: "succeeded",
      provider: "paystack",
      page: "1",
      limit: "50",
    });
  });

  it("shows each payment's time, payer, amount, provider, state and why it was flagged, as a row and as a phone's card", async () => {
    serve([
      payment({}),
      payment({
        reference: "tz_pay_mpesa2",
        provider: "mpesa",
        status: "succeeded",
        amount: 30_000,
        currency: "KES",
        user: { id: "user/7", email: "kofi@example.test" },
        flagReason: null,
        createdAt: "2026-11-03T14:30:00.000Z",
        completedAt: "2026-11-03T14:31:00.000Z",
      }),
      payment({
        reference: "tz_pay_pending3",
        provider: "sandbox",
        status: "pending",
        amount: 1_250,
        currency: "GHS",
        user: { id: "u-3", email: "esi@example.test" },
        flagReason: null,
        createdAt: "2026-11-04T08:05:00.000Z",
      }),
    ]);
    renderWithProviders(<PaymentList />, { route: "/admin/payments" });
    const table = await screen.findByRole("table", { name: "Payments" });
    await within(table).findByRole("link", { name: "amina@example.test" });
    expect(
      within(table)
        .getAllByRole("link")
        .map((link) => link.getAttribute("href")),
    ).toEqual(["/admin/users/u-1", "/admin/users/user%2F7", "/admin/users/u-3"]);
    const cells = (email: string) =>
      within(within(table).getByRole("link", { name: email }).closest("tr") as HTMLElement)
        .getAllByRole("cell")
        .map((cell) => cell.textContent.trim());
    expect(cells("amina@example.test")).toEqual([
      when("2026-11-02T10:00:00.000Z"),
      "amina@example.test",
      "₦2,500.50",
      "paystack",
      "flagged",
      "Paid 2,400 for an order of 2,500.50",
      "tz_pay_flagged1",
    ]);
    expect(cells("kofi@example.test")).toEqual([
      when("2026-11-03T14:30:00.000Z"),
      "kofi@example.test",
      "KSh 300",
      "mpesa",
      "succeeded",
      "",
      "tz_pay_mpesa2",
    ]);
    expect(cells("esi@example.test")).toEqual(
      expect.arrayContaining(["GH₵12.50", "sandbox", "pending"]),
    );

    const cards = within(screen.getByRole("list", { name: "Payments" })).getAllByRole("listitem");
    expect(cards).toHaveLength(3);
    const [flagged, paid] = cards.map((card) => card.textContent);
    expect(flagged).toContain("₦2,500.50");
    expect(flagged).toContain("flagged");
    expect(flagged).toContain(`paystack · ${when("2026-11-02T10:00:00.000Z")}`);
    expect(flagged).toContain("Paid 2,400 for an order of 2,500.50");
    expect(paid).toContain("KSh 300");
    expect(paid).toContain("succeeded");
    expect(paid).not.toContain("Paid 2,400");
    expect(
      within(cards[1] as HTMLElement)
        .getByRole("link", { name: "kofi@example.test" })
        .getAttribute("href"),
    ).toBe("/admin/users/user%2F7");
  });

  it("says when no payment matches, and when the payments could not be loaded", async () => {
    serve([]);
    renderWithProviders(<PaymentList />, { route: "/admin/payments?status=expired" });
    // Once in the table, once in the phone's list.
    expect(await screen.findAllByText("No payment matches.")).toHaveLength(2);
    expect(screen.queryByRole("link")).toBeNull();

    vi.unstubAllGlobals();
    fakeApi({ [list]: apiError(403, "auth/forbidden", "Admins only.") });
    renderWithProviders(<PaymentList />, { route: "/admin/payments?page=2" });
    expect((await screen.findByRole("alert")).textContent).toBe(
      "Payments could not be loaded. Admins only.",
    );
  });
});
