import { z } from "zod";
import { currencySchema } from "@tazama/contracts";
import {
  type PaymentProvider,
  WebhookUnauthorizedError,
  hmacSha512Hex,
  header,
  parseJson,
  safeEqual,
} from "./payment-provider.ts";

export const SANDBOX_SIGNATURE_HEADER = "x-sandbox-signature";

export const sandboxEventSchema = z.object({
  id: z.string().min(1),
  event: z.enum(["charge.success", "charge.failed"]),
  data: z.object({
    reference: z.string().min(1),
    amount: z.number().int(),
    currency: currencySchema,
  }),
});
export type SandboxEvent = z.infer<typeof sandboxEventSchema>;

/**
 * The built-in provider: a hosted checkout page of ours (sandbox-checkout.routes.ts) whose Approve
 * and Decline send a webhook signed like Paystack's (HMAC-SHA512 of the raw body), to the same
 * webhook route a real provider calls.
 */
export function createSandboxProvider(settings: {
  secret: string;
  publicUrl: string;
}): PaymentProvider {
  return {
    name: "sandbox",
    currencies: ["NGN", "KES", "GHS", "ZAR", "USD"],
    needsPhone: false,
    amountStepMinor: 1,
    confirmsWebhooks: false,

    async start({ reference, returnUrl }) {
      const back = new URL(returnUrl);
      const returnPath = encodeURIComponent(`${back.pathname}${back.search}`);
      return {
        checkoutUrl: `${settings.publicUrl}/sandbox/checkout/${encodeURIComponent(reference)}?return=${returnPath}`,
        providerReference: null,
        message: "Complete the payment on the sandbox checkout page.",
      };
    },

    parseWebhook({ rawBody, headers }) {
      const expected = hmacSha512Hex(settings.secret, rawBody);
      if (!safeEqual(header(headers, SANDBOX_SIGNATURE_HEADER), expected)) {
        throw new WebhookUnauthorizedError();
      }
      const parsed = sandboxEventSchema.safeParse(parseJson(rawBody));
      if (!parsed.success) return null;
      const { id, event, data } = parsed.data;
      return {
        eventId: id,
        reference: data.reference,
        providerReference: null,
        outcome: event === "charge.success" ? "succeeded" : "failed",
        amountMinor: data.amount,
        currency: data.currency,
        phone: null,
        payer: null,
        detail: event,
      };
    },
  };
}

/** Signs a sandbox event body the way the webhook route checks it. */
export const signSandboxBody = (secret: string, body: string): string =>
  hmacSha512Hex(secret, body);
