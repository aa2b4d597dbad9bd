import { describe, expect, it } from "vitest";
import { loadConfig } from "../../config.ts";
import { systemClock } from "../../lib/clock.ts";
import { paymentProviders } from "./payment-providers.ts";

const names = (env: Record<string, string>) => [
  ...paymentProviders(loadConfig(env), systemClock).providers.keys(),
];
const secret = "x".repeat(32);

describe("payment providers from the environment", () => {
  it("turns the sandbox on outside production only, unless PAYMENTS_SANDBOX says otherwise", () => {
    expect(names({ NODE_ENV: "development" })).toEqual(["sandbox"]);
    expect(
      names({ NODE_ENV: "production", AUTH_SECRET: secret, MEDIA_TOKEN_SECRET: secret }),
    ).toEqual([]);
    expect(
      names({
        NODE_ENV: "production",
        AUTH_SECRET: secret,
        MEDIA_TOKEN_SECRET: secret,
        PAYMENTS_SANDBOX: "true",
      }),
    ).toEqual(["sandbox"]);
    expect(names({ NODE_ENV: "development", PAYMENTS_SANDBOX: "false" })).toEqual([]);
  });

  it("enables Paystack and M-Pesa only with all of their keys", () => {
    expect(names({ PAYMENTS_SANDBOX: "false", PAYSTACK_SECRET_KEY: "sk_live_123456" })).toEqual([
      "paystack",
    ]);
    const mpesa = {
      MPESA_CONSUMER_KEY: "k",
      MPESA_CONSUMER_SECRET: "s",
      MPESA_SHORTCODE: "174379",
    };
    expect(names({ PAYMENTS_SANDBOX: "false", ...mpesa })).toEqual([]);
    expect(names({ PAYMENTS_SANDBOX: "false", ...mpesa, MPESA_PASSKEY: "p" })).toEqual(["mpesa"]);
  });

  it("rejects malformed money settings at start-up", () => {
    expect(() => loadConfig({ RENT_WINDOW_HOURS: "0" })).toThrow(/RENT_WINDOW_HOURS/);
    expect(() => loadConfig({ MPESA_SHORTCODE: "abc" })).toThrow(/MPESA_SHORTCODE/);
    expect(() => loadConfig({ SANDBOX_WEBHOOK_SECRET: "short" })).toThrow(/SANDBOX_WEBHOOK_SECRET/);
  });
});
