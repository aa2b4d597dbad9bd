import { createHmac, randomBytes } from "node:crypto";
import type { PaymentProviderName } from "@tazama/contracts";
import type { Config } from "../../config.ts";
import type { Clock } from "../../lib/clock.ts";
import { createMpesaProvider } from "./providers/mpesa.provider.ts";
import type { PaymentProvider } from "./providers/payment-provider.ts";
import { createPaystackProvider } from "./providers/paystack.provider.ts";
import { createSandboxProvider } from "./providers/sandbox.provider.ts";

/** The payment providers whose keys are configured (the sandbox: outside production by default). */
export function paymentProviders(
  config: Config,
  clock: Clock,
): { providers: Map<PaymentProviderName, PaymentProvider>; sandboxSecret: string | null } {
  const providers = new Map<PaymentProviderName, PaymentProvider>();
  const sandboxOn = config.PAYMENTS_SANDBOX ?? !config.isProduction;
  // A generated secret suits one development process; set SANDBOX_WEBHOOK_SECRET for several.
  const sandboxSecret = sandboxOn
    ? (config.SANDBOX_WEBHOOK_SECRET ?? randomBytes(32).toString("hex"))
    : null;
  if (sandboxSecret) {
    providers.set(
      "sandbox",
      createSandboxProvider({ secret: sandboxSecret, publicUrl: config.publicUrl }),
    );
  }
  if (config.PAYSTACK_SECRET_KEY) {
    providers.set(
      "paystack",
      createPaystackProvider({
        secretKey: config.PAYSTACK_SECRET_KEY,
        baseUrl: config.PAYSTACK_BASE_URL,
      }),
    );
  }
  const { MPESA_CONSUMER_KEY, MPESA_CONSUMER_SECRET, MPESA_SHORTCODE, MPESA_PASSKEY } = config;
  if (MPESA_CONSUMER_KEY && MPESA_CONSUMER_SECRET && MPESA_SHORTCODE && MPESA_PASSKEY) {
    providers.set(
      "mpesa",
      createMpesaProvider({
        consumerKey: MPESA_CONSUMER_KEY,
        consumerSecret: MPESA_CONSUMER_SECRET,
        shortcode: MPESA_SHORTCODE,
        passkey: MPESA_PASSKEY,
        baseUrl: config.MPESA_BASE_URL,
        publicUrl: config.publicUrl,
        callbackToken:
          config.MPESA_CALLBACK_TOKEN ??
          createHmac("sha256", MPESA_CONSUMER_SECRET).update("mpesa-callback").digest("base64url"),
        clock,
      }),
    );
  }
  return { providers, sandboxSecret };
}
