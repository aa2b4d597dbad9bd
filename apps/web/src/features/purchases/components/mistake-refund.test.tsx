import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../test/render.tsx";
import { fakeApi } from "../../../test/fake-api.ts";
import { collection, rental } from "../../../test/money-factories.ts";
import { MistakeRefund } from "./mistake-refund.tsx";

const NOW = Date.parse("2026-11-27T10:00:00.000Z");

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function purchases(firstPlayedAt: string | null, downloaded = false) {
  return {
    status: 200,
    body: collection({
      now: new Date(NOW).toISOString(),
      rented: [
        rental({ id: "e-9", ref: "kings-of-lagos", state: "active", firstPlayedAt, downloaded }),
      ],
    }),
  };
}

describe("MistakeRefund", () => {
  it("gives a rental started 30 s ago back, with one key, and says so", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: NOW });
    const api = fakeApi({
      "GET /api/v1/purchases": () => purchases(new Date(NOW - 30_000).toISOString()),
      "POST /api/v1/users/rentals/refund": () => ({
        status: 201,
        body: {
          id: "r-1",
          purchaseId: "e-9",
          amountMinor: 30_000,
          currency: "NGN",
          refundableMinor: 0,
          revoked: true,
          balance: { amount: 90_000, currency: "NGN" },
        },
      }),
      "GET /api/v1/users/wallet": () => ({
        status: 200,
        body: { balance: 90_000, currency: "NGN" },
      }),
    });
    const onReturned = vi.fn();
    renderWithProviders(<MistakeRefund contentRef="kings-of-lagos" onReturned={onReturned} />);
    const button = await screen.findByRole("button", {
      name: /^Started by mistake\? Get .+ back$/,
    });
    expect(screen.getByText("1:30 left")).toBeTruthy();
    fireEvent.click(button);
    await waitFor(() => {
      expect(onReturned).toHaveBeenCalledTimes(1);
    });
    const posts = api.calls.filter((c) => c.method === "POST");
    expect(posts).toHaveLength(1);
    expect(posts[0]!.body).toEqual({ purchaseId: "e-9" });
    expect(posts[0]!.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("offers nothing once 2 minutes have passed, or before the first frame", async () => {
    fakeApi({ "GET /api/v1/purchases": () => purchases(new Date(NOW - 121_000).toISOString()) });
    vi.useFakeTimers({ toFake: ["Date"], now: NOW });
    const { unmount } = renderWithProviders(
      <MistakeRefund contentRef="kings-of-lagos" onReturned={vi.fn()} />,
    );
    await waitFor(() => {
      expect(screen.queryByRole("button")).toBeNull();
    });
    unmount();
    const api = fakeApi({ "GET /api/v1/purchases": () => purchases(null) });
    renderWithProviders(<MistakeRefund contentRef="kings-of-lagos" onReturned={vi.fn()} />);
    await waitFor(() => {
      expect(api.calls).toHaveLength(1);
    });
    await act(async () => {
      await Promise.resolve();
    });
    expect(screen.queryByRole("button")).toBeNull();
  });

  it("says a downloaded rental cannot be given back, and offers no refund", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: NOW });
    const api = fakeApi({
      "GET /api/v1/purchases": () => purchases(new Date(NOW - 30_000).toISOString(), true),
    });
    renderWithProviders(<MistakeRefund contentRef="kings-of-lagos" onReturned={vi.fn()} />);
    const button = await screen.findByRole("button", {
      name: "Downloaded to a device, so it can't be given back",
    });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(button);
    expect(api.calls.filter((c) => c.method === "POST")).toHaveLength(0);
  });
});
