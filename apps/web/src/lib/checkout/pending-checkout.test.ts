import { describe, expect, it } from "vitest";
import {
  clearPendingCheckout,
  readPendingCheckout,
  resumedPurchase,
  savePendingCheckout,
} from "./pending-checkout.ts";

describe("pending checkout", () => {
  it("round-trips the reference and the purchase to finish", () => {
    const storage = window.sessionStorage;
    savePendingCheckout(
      { reference: "TZ123ABC", purchase: { ref: "kings", kind: "rent" } },
      storage,
    );
    expect(readPendingCheckout(storage)).toEqual({
      reference: "TZ123ABC",
      purchase: { ref: "kings", kind: "rent" },
    });
    clearPendingCheckout(storage);
    expect(readPendingCheckout(storage)).toBeNull();
  });
  it("round-trips a pass to buy on return", () => {
    const storage = window.sessionStorage;
    savePendingCheckout(
      { reference: "TZ9PASS1", purchase: { pass: "weekend-pass", kind: "pass" } },
      storage,
    );
    expect(readPendingCheckout(storage)).toEqual({
      reference: "TZ9PASS1",
      purchase: { pass: "weekend-pass", kind: "pass" },
    });
    storage.setItem(
      "tazama.pendingCheckout",
      JSON.stringify({ reference: "TZ1234", purchase: { pass: "../admin", kind: "pass" } }),
    );
    expect(readPendingCheckout(storage)).toEqual({ reference: "TZ1234", purchase: null });
    clearPendingCheckout(storage);
  });
  it("round-trips a series bundle to buy on return", () => {
    const storage = window.sessionStorage;
    savePendingCheckout(
      { reference: "TZ9SERIES", purchase: { series: "pepper-and-sons", kind: "series" } },
      storage,
    );
    expect(readPendingCheckout(storage)).toEqual({
      reference: "TZ9SERIES",
      purchase: { series: "pepper-and-sons", kind: "series" },
    });
    storage.setItem(
      "tazama.pendingCheckout",
      JSON.stringify({ reference: "TZ1234", purchase: { series: "../x", kind: "series" } }),
    );
    expect(readPendingCheckout(storage)).toEqual({ reference: "TZ1234", purchase: null });
    clearPendingCheckout(storage);
  });
  it("round-trips seats at a screening to book on return, and drops a tampered order", () => {
    const storage = window.sessionStorage;
    const screening = "5b0c7a52-6f0e-4d7a-9c1e-2f3a4b5c6d7e";
    const booking = { seats: ["C7", "C8"], refreshments: [{ item: 3, quantity: 2 }] };
    savePendingCheckout(
      { reference: "TZ77", purchase: { screening, kind: "screening", booking } },
      storage,
    );
    expect(readPendingCheckout(storage)).toEqual({
      reference: "TZ77",
      purchase: { screening, kind: "screening", booking },
    });
    for (const bad of [
      { seats: ["<script>"], refreshments: [] },
      { count: -1, refreshments: [] },
      { seats: ["A1"], refreshments: [{ item: "x", quantity: 1 }] },
    ]) {
      savePendingCheckout(
        {
          reference: "TZ77",
          purchase: { screening, kind: "screening", booking: bad as unknown as typeof booking },
        },
        storage,
      );
      expect(readPendingCheckout(storage)).toEqual({ reference: "TZ77", purchase: null });
    }
    clearPendingCheckout(storage);
  });
  it("ignores tampered or broken values", () => {
    const storage = window.sessionStorage;
    storage.setItem("tazama.pendingCheckout", "{not json");
    expect(readPendingCheckout(storage)).toBeNull();
    storage.setItem("tazama.pendingCheckout", JSON.stringify({ reference: "../x" }));
    expect(readPendingCheckout(storage)).toBeNull();
    storage.setItem(
      "tazama.pendingCheckout",
      JSON.stringify({ reference: "TZ1234", purchase: { ref: "a", kind: "steal" } }),
    );
    expect(readPendingCheckout(storage)).toEqual({ reference: "TZ1234", purchase: null });
  });
  it("reads the purchase type an anonymous viewer started with", () => {
    expect(resumedPurchase("?purchaseType=rent&amount=50000&currency=NGN")).toBe("rent");
    expect(resumedPurchase("?purchaseType=gift")).toBeNull();
    expect(resumedPurchase("")).toBeNull();
  });
});
