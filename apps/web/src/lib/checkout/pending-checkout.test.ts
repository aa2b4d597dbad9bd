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
