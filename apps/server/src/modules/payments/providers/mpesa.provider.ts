import { z } from "zod";
import type { Clock } from "../../../lib/clock.ts";
import {
  type PaymentProvider,
  type ProviderEvent,
  ProviderUnavailableError,
  WebhookUnauthorizedError,
  parseJson,
  safeEqual,
} from "./payment-provider.ts";

export interface MpesaSettings {
  consumerKey: string;
  consumerSecret: string;
  shortcode: string;
  passkey: string;
  baseUrl: string;
  /** Public base of our server, for CallBackURL. */
  publicUrl: string;
  /** The secret path segment of our callback URL. */
  callbackToken: string;
  clock: Clock;
  fetch?: typeof fetch;
}

const tokenResponse = z.object({ access_token: z.string().min(1), expires_in: z.coerce.number() });
const stkResponse = z.object({
  MerchantRequestID: z.string(),
  CheckoutRequestID: z.string(),
  ResponseCode: z.string(),
  CustomerMessage: z.string().optional(),
});
const queryResponse = z.object({
  ResponseCode: z.string(),
  ResultCode: z.coerce.string(),
  ResultDesc: z.string(),
});
const item = z.object({ Name: z.string(), Value: z.union([z.string(), z.number()]).optional() });
const callbackBody = z.object({
  Body: z.object({
    stkCallback: z.object({
      MerchantRequestID: z.string(),
      CheckoutRequestID: z.string(),
      ResultCode: z.coerce.number(),
      ResultDesc: z.string(),
      CallbackMetadata: z.object({ Item: z.array(item) }).optional(),
    }),
  }),
});

/** Daraja's timestamp: yyyyMMddHHmmss in Nairobi time (UTC+3, no daylight saving). */
export function darajaTimestamp(now: Date): string {
  const eat = new Date(now.getTime() + 3 * 3_600_000);
  const p = (n: number) => String(n).padStart(2, "0");
  return `${eat.getUTCFullYear()}${p(eat.getUTCMonth() + 1)}${p(eat.getUTCDate())}${p(eat.getUTCHours())}${p(eat.getUTCMinutes())}${p(eat.getUTCSeconds())}`;
}

/**
 * M-Pesa Daraja STK push (KES): OAuth token (basic auth) → POST /mpesa/stkpush/v1/processrequest
 * → the payer confirms on the phone → Daraja calls our CallBackURL (a secret path token is the
 * only authentication Daraja offers) → amount and phone checked. POST
 * /mpesa/stkpushquery/v1/query is the fallback when no callback comes.
 */
export function createMpesaProvider(settings: MpesaSettings): PaymentProvider {
  const doFetch = settings.fetch ?? fetch;
  const base = settings.baseUrl.replace(/\/+$/, "");
  let token: { value: string; until: number } | null = null;

  async function accessToken(): Promise<string> {
    const now = settings.clock.now().getTime();
    if (token && token.until > now) return token.value;
    const basic = Buffer.from(`${settings.consumerKey}:${settings.consumerSecret}`).toString(
      "base64",
    );
    const res = await doFetch(`${base}/oauth/v1/generate?grant_type=client_credentials`, {
      headers: { authorization: `Basic ${basic}` },
      signal: AbortSignal.timeout(15_000),
    });
    const parsed = tokenResponse.safeParse(await res.json().catch(() => null));
    if (!parsed.success)
      throw new ProviderUnavailableError("M-Pesa", `token answered ${res.status}`);
    token = { value: parsed.data.access_token, until: now + (parsed.data.expires_in - 60) * 1000 };
    return token.value;
  }

  function password(timestamp: string): string {
    return Buffer.from(`${settings.shortcode}${settings.passkey}${timestamp}`).toString("base64");
  }

  async function post(path: string, body: unknown): Promise<{ status: number; json: unknown }> {
    const res = await doFetch(`${base}${path}`, {
      method: "POST",
      headers: {
        authorization: `Bearer ${await accessToken()}`,
        "content-type": "application/json",
      },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(15_000),
    });
    return { status: res.status, json: await res.json().catch(() => null) };
  }

  return {
    name: "mpesa",
    currencies: ["KES"],
    needsPhone: true,
    phonePattern: /^\+254(7|1)[0-9]{8}$/,
    amountStepMinor: 100,
    confirmsWebhooks: false,

    async start({ reference, amountMinor, phone }) {
      const timestamp = darajaTimestamp(settings.clock.now());
      const msisdn = phone!.replace(/^\+/, "");
      let answer: { status: number; json: unknown };
      try {
        answer = await post("/mpesa/stkpush/v1/processrequest", {
          BusinessShortCode: settings.shortcode,
          Password: password(timestamp),
          Timestamp: timestamp,
          TransactionType: "CustomerPayBillOnline",
          Amount: amountMinor / 100,
          PartyA: msisdn,
          PartyB: settings.shortcode,
          PhoneNumber: msisdn,
          CallBackURL: `${settings.publicUrl}/api/v1/payment/gate/mpesa/${settings.callbackToken}`,
          AccountReference: reference,
          TransactionDesc: "Tazama top-up",
        });
      } catch (error) {
        if (error instanceof ProviderUnavailableError) throw error;
        throw new ProviderUnavailableError("M-Pesa", (error as Error).message);
      }
      const parsed = stkResponse.safeParse(answer.json);
      if (!parsed.success || parsed.data.ResponseCode !== "0") {
        throw new ProviderUnavailableError("M-Pesa", `STK push answered ${answer.status}`);
      }
      return {
        checkoutUrl: null,
        providerReference: parsed.data.CheckoutRequestID,
        message: parsed.data.CustomerMessage ?? "Check your phone and enter your M-Pesa PIN.",
      };
    },

    parseWebhook({ rawBody, pathToken }) {
      if (!safeEqual(pathToken, settings.callbackToken)) throw new WebhookUnauthorizedError();
      const parsed = callbackBody.safeParse(parseJson(rawBody));
      if (!parsed.success) return null;
      const cb = parsed.data.Body.stkCallback;
      const meta = new Map((cb.CallbackMetadata?.Item ?? []).map((i) => [i.Name, i.Value]));
      const amount = Number(meta.get("Amount"));
      const phone = meta.get("PhoneNumber");
      const event: ProviderEvent = {
        eventId: `${cb.CheckoutRequestID}:${cb.ResultCode}`,
        reference: null,
        providerReference: cb.CheckoutRequestID,
        outcome: cb.ResultCode === 0 ? "succeeded" : "failed",
        amountMinor: Number.isFinite(amount) ? Math.round(amount * 100) : null,
        currency: "KES",
        phone: phone === undefined ? null : `+${String(phone)}`,
        payer: null, // the number charged is the payment's own (payments.service)
        detail: `${cb.ResultDesc}${meta.get("MpesaReceiptNumber") ? ` (${String(meta.get("MpesaReceiptNumber"))})` : ""}`,
      };
      if (event.outcome === "succeeded" && (event.amountMinor === null || event.phone === null)) {
        return { ...event, amountMinor: event.amountMinor ?? -1, phone: event.phone ?? "missing" };
      }
      return event;
    },

    async lookup({ providerReference }) {
      const timestamp = darajaTimestamp(settings.clock.now());
      const answer = await post("/mpesa/stkpushquery/v1/query", {
        BusinessShortCode: settings.shortcode,
        Password: password(timestamp),
        Timestamp: timestamp,
        CheckoutRequestID: providerReference,
      });
      const parsed = queryResponse.safeParse(answer.json);
      if (!parsed.success) {
        // Daraja answers 500 "The transaction is being processed" while the payer decides.
        return {
          eventId: `query:${String(providerReference)}:pending`,
          reference: null,
          providerReference,
          outcome: "pending",
          amountMinor: null,
          currency: null,
          phone: null,
          payer: null,
          detail: `query answered ${answer.status}`,
        };
      }
      const code = parsed.data.ResultCode;
      return {
        eventId: `query:${String(providerReference)}:${code}`,
        reference: null,
        providerReference,
        outcome: code === "0" ? "succeeded" : "failed",
        amountMinor: null,
        currency: null,
        phone: null,
        payer: null,
        detail: parsed.data.ResultDesc,
      };
    },
  };
}
