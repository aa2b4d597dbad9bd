import {
  VOUCHER_ADMIN_PATHS,
  voucherBatchBodySchema,
  voucherBatchResultSchema,
} from "@tazama/contracts";
import { fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { apiError, fakeApi } from "../../../../test/fake-api.ts";
import { renderWithProviders } from "../../../../test/render.tsx";
import { VoucherBatchForm } from "./voucher-batch-form.tsx";

afterEach(() => {
  vi.unstubAllGlobals();
});

const type = (name: string, value: string) => {
  fireEvent.change(screen.getByLabelText(name), { target: { value } });
};
const create = () => {
  fireEvent.click(screen.getByRole("button", { name: "Create codes" }));
};
const batch = `POST ${VOUCHER_ADMIN_PATHS.batch}`;

describe("the new vouchers form", () => {
  it("makes a batch of wallet credit codes and shows them to hand out", async () => {
    const api = fakeApi({
      [batch]: {
        status: 201,
        body: voucherBatchResultSchema.parse({ codes: ["KARIBU-7K2Q", "KARIBU-9XMD"] }),
      },
    });
    renderWithProviders(<VoucherBatchForm />);
    type("Prefix", "KARIBU");
    type("How many codes", "2");
    type("Uses per code", "3");
    type("Valid until", "2027-01-31");
    type("Credit", "500");
    type("Currency", "KES");
    create();
    expect((await screen.findByText("2 codes made")).textContent).toBe("2 codes made");
    expect(screen.getByText(/KARIBU-7K2Q\s+KARIBU-9XMD/).tagName).toBe("PRE");
    expect(screen.getByRole("button", { name: "Download CSV" }).tagName).toBe("BUTTON");
    const body = api.calls.find((c) => c.method === "POST")!.body;
    expect(voucherBatchBodySchema.safeParse(body).success).toBe(true);
    expect(body).toEqual({
      prefix: "KARIBU",
      count: 2,
      maxUses: 3,
      expiresAt: "2027-01-31T23:59:59.000Z",
      credit: { amount: 50_000, currency: "KES" },
    });
  });

  it("gives a title instead, by its ref", async () => {
    const api = fakeApi({ [batch]: { status: 201, body: { codes: ["FILM-AAAA"] } } });
    renderWithProviders(<VoucherBatchForm />);
    fireEvent.click(screen.getByText("A title"));
    type("Prefix", "FILM");
    type("How many codes", "1");
    type("Title ref", "  oshodi-overtime ");
    create();
    expect((await screen.findByText("1 code made")).textContent).toBe("1 code made");
    expect(api.calls[0]!.body).toMatchObject({ prefix: "FILM", count: 1, ref: "oshodi-overtime" });
    expect(api.calls[0]!.body).not.toHaveProperty("credit");
  });

  it("says what is wrong before sending anything, then shows the API's refusal", async () => {
    const api = fakeApi({
      [batch]: apiError(404, "vouchers/title-not-found", "No title has that ref."),
    });
    renderWithProviders(<VoucherBatchForm />);
    const problem = async () => (await screen.findByRole("alert")).textContent;
    type("Prefix", "K");
    create();
    expect(await problem()).toBe("The prefix is 2–12 letters or digits.");
    type("Prefix", "KARIBU");
    type("How many codes", "501");
    create();
    expect(await problem()).toBe("Make 1 to 500 codes at a time.");
    type("How many codes", "5");
    type("Uses per code", "0");
    create();
    expect(await problem()).toBe("Each code is used at least once.");
    type("Uses per code", "1");
    create();
    expect(await problem()).toBe("Give the credit as an amount, e.g. 500.");
    fireEvent.click(screen.getByText("A title"));
    create();
    expect(await problem()).toBe("Name the title by its ref (from its page address).");
    expect(api.calls).toEqual([]);
    type("Title ref", "no-such-film");
    create();
    await vi.waitFor(async () => {
      expect(await problem()).toBe("No title has that ref.");
    });
  });
});
