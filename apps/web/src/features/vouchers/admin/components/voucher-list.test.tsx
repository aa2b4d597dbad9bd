import {
  type AdminVoucher,
  type AdminVoucherList,
  VOUCHER_ADMIN_PATHS,
  type VoucherBatchResult,
} from "@tazama/contracts";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { type FakeApi, apiError, fakeApi } from "../../../../test/fake-api.ts";
import { renderWithProviders } from "../../../../test/render.tsx";
import { VoucherList } from "./voucher-list.tsx";

afterEach(() => {
  vi.unstubAllGlobals();
});

const voucher = (over: Partial<AdminVoucher>): AdminVoucher => ({
  code: "KARIBU7K2Q9XMD",
  kind: "credit",
  credit: { amount: 50_000, currency: "KES" },
  title: null,
  maxUses: 3,
  uses: 1,
  state: "active",
  expiresAt: "2027-01-31T23:59:59.000Z",
  createdAt: "2026-11-01T09:00:00.000Z",
  ...over,
});

const list = `GET ${VOUCHER_ADMIN_PATHS.list}`;
const batch = `POST ${VOUCHER_ADMIN_PATHS.batch}`;

function serve(vouchers: AdminVoucher[]) {
  const body: AdminVoucherList = { vouchers, total: vouchers.length, pageSize: 50 };
  return fakeApi({ [list]: { status: 200, body } });
}

const asked = (api: FakeApi, index: number) =>
  Object.fromEntries(new URL(api.calls[index]?.url ?? "", "http://x").searchParams);
const day = (iso: string) =>
  new Intl.DateTimeFormat("en-GB", { dateStyle: "medium" }).format(new Date(iso));
const newCodes = () => screen.getByRole("form", { name: "New vouchers" });
const type = (name: string, value: string) => {
  fireEvent.change(within(newCodes()).getByLabelText(name), { target: { value } });
};

describe("the console's vouchers", () => {
  it("asks for the part of a code, the state and the page the address names, and no state it cannot mean", async () => {
    const api = serve([]);
    renderWithProviders(<VoucherList />, {
      route: "/admin/vouchers?q=KARIBU&state=used-up&page=2",
    });
    expect((await screen.findAllByText("No voucher matches.")).length).toBeGreaterThan(0);
    expect(asked(api, 0)).toEqual({ q: "KARIBU", state: "used-up", page: "2" });
    expect(screen.getByRole<HTMLInputElement>("searchbox", { name: "Search" }).value).toBe(
      "KARIBU",
    );

    vi.unstubAllGlobals();
    const again = serve([]);
    renderWithProviders(<VoucherList />, { route: "/admin/vouchers?state=spent" });
    await waitFor(() => {
      expect(again.calls).toHaveLength(1);
    });
    expect(asked(again, 0)).toEqual({ page: "1" });
  });

  it("searches what is typed once the typing stops, from the first page", async () => {
    const api = serve([]);
    renderWithProviders(<VoucherList />, { route: "/admin/vouchers?state=active&page=3" });
    await screen.findAllByText("No voucher matches.");
    fireEvent.change(screen.getByRole("searchbox", { name: "Search" }), {
      target: { value: " FILM " },
    });
    await waitFor(() => {
      expect(api.calls).toHaveLength(2);
    });
    expect(asked(api, 1)).toEqual({ q: "FILM", state: "active", page: "1" });
  });

  it("shows each code's gift, use, expiry and state, as a row and as a phone's card", async () => {
    serve([
      voucher({}),
      voucher({
        code: "FILMAAAA",
        kind: "title",
        credit: null,
        title: { ref: "oshodi-overtime", title: "Oshodi Overtime" },
        maxUses: 1,
        uses: 1,
        state: "used-up",
        expiresAt: "2026-12-15T23:59:59.000Z",
      }),
      voucher({
        code: "GONEBBBB",
        kind: "title",
        credit: null,
        title: null,
        maxUses: 10,
        uses: 0,
        state: "expired",
        expiresAt: "2026-06-30T23:59:59.000Z",
      }),
      voucher({
        code: "NAIJACCCC",
        credit: { amount: 250_050, currency: "NGN" },
        maxUses: 500,
        uses: 12,
      }),
    ]);
    renderWithProviders(<VoucherList />, { route: "/admin/vouchers" });
    const table = await screen.findByRole("table", { name: "Vouchers" });
    await within(table).findByText("KARIBU7K2Q9XMD");
    const cells = (code: string) =>
      within(within(table).getByText(code).closest("tr") as HTMLElement)
        .getAllByRole("cell")
        .map((cell) => cell.textContent.trim());
    expect(cells("KARIBU7K2Q9XMD")).toEqual([
      "KARIBU7K2Q9XMD",
      "KSh 500",
      "1 of 3",
      day("2027-01-31T23:59:59.000Z"),
      "active",
    ]);
    expect(cells("FILMAAAA")).toEqual([
      "FILMAAAA",
      "Oshodi Overtime",
      "1 of 1",
      day("2026-12-15T23:59:59.000Z"),
      "used-up",
    ]);
    // A title the API no longer finds: the gift still says what kind it was.
    expect(cells("GONEBBBB")).toEqual(expect.arrayContaining(["A title", "0 of 10", "expired"]));
    expect(cells("NAIJACCCC")).toEqual(expect.arrayContaining(["₦2,500.50", "12 of 500"]));

    const cards = within(screen.getByRole("list", { name: "Vouchers" })).getAllByRole("listitem");
    expect(cards.map((card) => card.textContent)).toEqual([
      `KARIBU7K2Q9XMDactiveKSh 500used 1 of 3 · until ${day("2027-01-31T23:59:59.000Z")}`,
      `FILMAAAAused-upOshodi Overtimeused 1 of 1 · until ${day("2026-12-15T23:59:59.000Z")}`,
      `GONEBBBBexpiredA titleused 0 of 10 · until ${day("2026-06-30T23:59:59.000Z")}`,
      `NAIJACCCCactive₦2,500.50used 12 of 500 · until ${day("2027-01-31T23:59:59.000Z")}`,
    ]);
  });

  it("makes a batch of codes from the form, and asks for the list again to show them", async () => {
    let vouchers: AdminVoucher[] = [];
    const api = fakeApi({
      [list]: () => ({
        status: 200,
        body: { vouchers, total: vouchers.length, pageSize: 50 } satisfies AdminVoucherList,
      }),
      [batch]: () => {
        vouchers = [voucher({ code: "KARIBU9XMD", maxUses: 2, uses: 0 })];
        return { status: 201, body: { codes: ["KARIBU9XMD"] } satisfies VoucherBatchResult };
      },
    });
    renderWithProviders(<VoucherList />, { route: "/admin/vouchers" });
    await screen.findAllByText("No voucher matches.");
    type("Prefix", "KARIBU");
    type("How many codes", "1");
    type("Uses per code", "2");
    type("Valid until", "2027-01-31");
    type("Credit", "500");
    type("Currency", "KES");
    fireEvent.click(within(newCodes()).getByRole("button", { name: "Create codes" }));

    expect((await screen.findByText("1 code made")).textContent).toBe("1 code made");
    expect(api.calls.filter((call) => call.method === "POST").map((call) => call.body)).toEqual([
      {
        prefix: "KARIBU",
        count: 1,
        maxUses: 2,
        expiresAt: "2027-01-31T23:59:59.000Z",
        credit: { amount: 50_000, currency: "KES" },
      },
    ]);
    const table = screen.getByRole("table", { name: "Vouchers" });
    expect((await within(table).findByText("KARIBU9XMD")).textContent).toBe("KARIBU9XMD");
    expect(api.calls.filter((call) => call.method === "GET")).toHaveLength(2);
  });

  it("says what is wrong with the form before sending anything, then shows the API's refusal", async () => {
    const api = fakeApi({
      [list]: { status: 200, body: { vouchers: [], total: 0, pageSize: 50 } },
      [batch]: apiError(404, "vouchers/title-not-found", "No title has that ref."),
    });
    renderWithProviders(<VoucherList />, { route: "/admin/vouchers" });
    await screen.findAllByText("No voucher matches.");
    type("Prefix", "KARIBU-2027");
    fireEvent.click(within(newCodes()).getByRole("button", { name: "Create codes" }));
    expect((await within(newCodes()).findByRole("alert")).textContent).toBe(
      "The prefix is 2–12 letters or digits.",
    );
    expect(api.calls.filter((call) => call.method === "POST")).toEqual([]);

    type("Prefix", "FILM");
    fireEvent.click(within(newCodes()).getByText("A title"));
    type("Title ref", "no-such-film");
    fireEvent.click(within(newCodes()).getByRole("button", { name: "Create codes" }));
    await waitFor(() => {
      expect(within(newCodes()).getByRole("alert").textContent).toBe("No title has that ref.");
    });
    expect(api.calls.filter((call) => call.method === "POST").map((call) => call.body)).toEqual([
      expect.objectContaining({ prefix: "FILM", count: 10, maxUses: 1, ref: "no-such-film" }),
    ]);
    // Nothing was made: the list is not asked again.
    expect(api.calls.filter((call) => call.method === "GET")).toHaveLength(1);
  });

  it("says when no voucher matches", async () => {
    serve([]);
    renderWithProviders(<VoucherList />, { route: "/admin/vouchers?q=NOPE" });
    // Once in the table, once in the phone's list.
    expect(await screen.findAllByText("No voucher matches.")).toHaveLength(2);
    expect(
      within(screen.getByRole("table", { name: "Vouchers" })).getAllByRole("row"),
    ).toHaveLength(2);
  });
});
