import { notifications } from "@mantine/notifications";
import { screen } from "@testing-library/react";
import userEvent, { PointerEventsCheckLevel } from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../test/render.tsx";
import { fakeApi } from "../../../test/fake-api.ts";
import { VoucherForm } from "./voucher-form.tsx";

const FAST = { delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never } as const;

afterEach(() => {
  notifications.clean();
  vi.unstubAllGlobals();
});

describe("VoucherForm", () => {
  it("shows the server's refusal, retries the same code with the same key, then credits", async () => {
    const { calls } = fakeApi({
      "POST /api/v1/handleVoucherTransaction": (_call, { calls: all }) =>
        all.length === 1
          ? {
              status: 409,
              body: { error: { code: "voucher/busy", message: "Try again in a moment." } },
            }
          : {
              status: 200,
              body: {
                kind: "credit",
                credited: { amount: 50_000, currency: "NGN" },
                entitlement: null,
                balance: { amount: 50_000, currency: "NGN" },
              },
            },
    });
    renderWithProviders(<VoucherForm />);
    const user = userEvent.setup(FAST);
    await user.type(screen.getByRole("textbox", { name: "Voucher code" }), "LAGOS-500");
    await user.click(screen.getByRole("button", { name: "Redeem" }));
    expect(await screen.findByText("Try again in a moment.")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Redeem" }));
    expect(await screen.findByText("₦500 added to your wallet.")).toBeTruthy();
    expect(calls.map((c) => c.body)).toEqual([{ code: "LAGOS-500" }, { code: "LAGOS-500" }]);
    expect(calls[0]?.idempotencyKey).toBe(calls[1]?.idempotencyKey);
  });

  it("asks for a code before sending anything", async () => {
    const { calls } = fakeApi();
    renderWithProviders(<VoucherForm />);
    await userEvent.setup(FAST).click(screen.getByRole("button", { name: "Redeem" }));
    expect(screen.getByText("Enter the code from your voucher")).toBeTruthy();
    expect(calls).toHaveLength(0);
  });
});
