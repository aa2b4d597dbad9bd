import { z } from "zod";
import { CURRENCIES, currencySchema } from "@tazama/contracts";
import {
  type PaymentProvider,
  type ProviderEvent,
  ProviderUnavailableError,
  WebhookUnauthorizedError,
  hmacSha512Hex,
  header,
  parseJson,
  safeEqual,
} from "./payment-provider.ts";

const initializeResponse = z.object({
  status: z.literal(true),
  data: z.object({ authorization_url: z.url(), reference: z.string() }),
});

const transaction = z.object({
  id: z.union([z.number(), z.string()]),
  reference: z.string(),
  status: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  gateway_response: z.string().nullish(),
  /** The card used; `signature` is the same for the same card, whoever pays with it. */
  authorization: z.object({ signature: z.string().nullish() }).loose().nullish(),
});

const payerOf = (data: z.infer<typeof transaction>) =>
  data.authorization?.signature ? `card:${data.authorization.signature}` : null;

const verifyResponse = z.object({ status: z.literal(true), data: transaction });
const webhookBody = z.object({ event: z.string(), data: transaction });

const knownCurrency = (c: string) => (currencySchema.safeParse(c).success ? (c as never) : null);

function outcomeOf(status: string): ProviderEvent["outcome"] {
  if (status === "success") return "succeeded";
  if (["failed", "abandoned", "reversed"].includes(status)) return "failed";
  return "pending";
}

/**
 * Paystack (card, bank, USSD): POST /transaction/initialize → authorization_url; webhook signed
 * `x-paystack-signature` = HMAC-SHA512(raw body, secret key); GET /transaction/verify/:reference
 * before crediting.
 */
export function createPaystackProvider(settings: {
  secretKey: string;
  baseUrl: string;
  fetch?: typeof fetch;
}): PaymentProvider {
  const doFetch = settings.fetch ?? fetch;
  const base = settings.baseUrl.replace(/\/+$/, "");
  const auth = { authorization: `Bearer ${settings.secretKey}` };

  return {
    name: "paystack",
    currencies: CURRENCIES,
    needsPhone: false,
    amountStepMinor: 1,
    confirmsWebhooks: true,

    async start({ reference, amountMinor, currency, email, returnUrl }) {
      let json: unknown;
      try {
        const res = await doFetch(`${base}/transaction/initialize`, {
          method: "POST",
          headers: { ...auth, "content-type": "application/json" },
          body: JSON.stringify({
            email,
            amount: amountMinor,
            currency,
            reference,
            callback_url: returnUrl,
          }),
          signal: AbortSignal.timeout(15_000),
        });
        json = await res.json();
      } catch (error) {
        throw new ProviderUnavailableError("Paystack", (error as Error).message);
      }
      const parsed = initializeResponse.safeParse(json);
      if (!parsed.success) throw new ProviderUnavailableError("Paystack", "unexpected answer");
      return {
        checkoutUrl: parsed.data.data.authorization_url,
        providerReference: null,
        message: "Complete the payment on Paystack.",
      };
    },

    parseWebhook({ rawBody, headers }) {
      const expected = hmacSha512Hex(settings.secretKey, rawBody);
      if (!safeEqual(header(headers, "x-paystack-signature"), expected)) {
        throw new WebhookUnauthorizedError();
      }
      const parsed = webhookBody.safeParse(parseJson(rawBody));
      if (!parsed.success || parsed.data.event !== "charge.success") return null;
      const { data } = parsed.data;
      return {
        eventId: `${parsed.data.event}:${String(data.id)}`,
        reference: data.reference,
        providerReference: null,
        outcome: outcomeOf(data.status),
        amountMinor: data.amount,
        currency: knownCurrency(data.currency),
        phone: null,
        payer: payerOf(data),
        detail: data.gateway_response ?? data.status,
      };
    },

    async lookup({ reference }) {
      const res = await doFetch(`${base}/transaction/verify/${encodeURIComponent(reference)}`, {
        headers: auth,
        signal: AbortSignal.timeout(15_000),
      });
      const parsed = verifyResponse.safeParse(await res.json());
      if (!parsed.success)
        throw new ProviderUnavailableError("Paystack", `verify answered ${res.status}`);
      const { data } = parsed.data;
      return {
        eventId: `verify:${String(data.id)}:${data.status}`,
        reference: data.reference,
        providerReference: null,
        outcome: outcomeOf(data.status),
        amountMinor: data.amount,
        currency: knownCurrency(data.currency),
        phone: null,
        payer: payerOf(data),
        detail: data.gateway_response ?? data.status,
      };
    },
  };
}
