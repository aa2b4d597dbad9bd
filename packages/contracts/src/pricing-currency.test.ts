import { describe, expect, it } from "vitest";
import { pricingCurrency } from "./pricing-currency.ts";

describe("pricingCurrency", () => {
  it("is the wallet's currency once there is a wallet, whatever the country", () => {
    expect(pricingCurrency({ wallet: "KES", country: "NG" })).toBe("KES");
  });
  it("is the country's currency before a wallet, USD for a country without prices", () => {
    expect(pricingCurrency({ wallet: null, country: "GH" })).toBe("GHS");
    expect(pricingCurrency({ wallet: null, country: "za" })).toBe("ZAR");
    expect(pricingCurrency({ wallet: null, country: "US" })).toBe("USD");
  });
  it("is NGN when no country is known (an anonymous first visit, whatever the browser language)", () => {
    expect(pricingCurrency({ wallet: null, country: null })).toBe("NGN");
  });
});
