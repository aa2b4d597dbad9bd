import { createHmac, timingSafeEqual } from "node:crypto";
import type { Currency, PaymentProviderName } from "@tazama/contracts";
import { HttpError } from "../../../lib/http-error.ts";

/** What the payment needs from the provider to start a checkout. */
export interface StartInput {
  reference: string;
  amountMinor: number;
  currency: Currency;
  email: string;
  /** E.164, for mobile money. */
  phone: string | null;
  /** Where the provider sends the browser back when the payer is done. */
  returnUrl: string;
}

export interface StartResult {
  /** A hosted page to open, or null when the payer confirms on the phone (STK push). */
  checkoutUrl: string | null;
  /** The provider's id of this payment when it is not our reference. */
  providerReference: string | null;
  message: string;
}

/** A provider's statement about one payment (from a webhook or a status query). */
export interface ProviderEvent {
  /** Unique per event, for the record of events seen. */
  eventId: string;
  reference: string | null;
  providerReference: string | null;
  outcome: "succeeded" | "failed" | "pending";
  /** Null when the provider does not say (then ours is trusted). */
  amountMinor: number | null;
  currency: Currency | null;
  /** E.164, when the provider reports the payer's phone. */
  phone: string | null;
  /** Who paid (`mpesa:+2547…`, `card:<signature>`), when the provider says. */
  payer: string | null;
  detail: string;
}

export interface WebhookInput {
  rawBody: Buffer;
  headers: Record<string, string | string[] | undefined>;
  /** The secret path token of providers that sign nothing (M-Pesa). */
  pathToken: string | undefined;
}

export interface PaymentRef {
  reference: string;
  providerReference: string | null;
  amountMinor: number;
  currency: Currency;
}

/** One payment provider; adapters do the HTTP, the payments service holds the rules. */
export interface PaymentProvider {
  name: PaymentProviderName;
  currencies: readonly Currency[];
  needsPhone: boolean;
  /** The phone numbers this provider can charge (E.164), when it takes a phone. */
  phonePattern?: RegExp;
  /** Amounts must be a multiple of this (M-Pesa takes whole shillings). */
  amountStepMinor: number;
  start(input: StartInput): Promise<StartResult>;
  /**
   * Checks the webhook's signature (throws `WebhookUnauthorizedError`) and reads it; null for an
   * event that is not about a payment outcome (acknowledged, ignored).
   */
  parseWebhook(input: WebhookInput): ProviderEvent | null;
  /** Whether a webhook's success must be confirmed with `lookup` before crediting. */
  confirmsWebhooks: boolean;
  /** Asks the provider for the state of a payment (verify / status query). */
  lookup?(payment: PaymentRef): Promise<ProviderEvent>;
}

export class WebhookUnauthorizedError extends HttpError {
  constructor() {
    super(401, "payment/bad-signature", "Missing or invalid webhook signature.");
    this.name = "WebhookUnauthorizedError";
  }
}

/** The provider failed or answered nonsense: 502 to the client, the detail only in the logs. */
export class ProviderUnavailableError extends HttpError {
  constructor(
    provider: string,
    readonly detail: string,
  ) {
    super(
      502,
      "payment/provider-unavailable",
      `${provider} could not take the payment just now. Please try again or use another method.`,
    );
    this.name = "ProviderUnavailableError";
  }
}

export const hmacSha512Hex = (secret: string, body: Buffer | string): string =>
  createHmac("sha512", secret).update(body).digest("hex");

/** Constant-time comparison of a received signature (or token) with the expected one. */
export function safeEqual(received: unknown, expected: string): boolean {
  if (typeof received !== "string") return false;
  const a = Buffer.from(received);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

export function header(headers: WebhookInput["headers"], name: string): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/** JSON of a signed body; a body that is not JSON after a valid signature is ignored (null). */
export function parseJson(raw: Buffer): unknown {
  try {
    return JSON.parse(raw.toString("utf8")) as unknown;
  } catch {
    return null;
  }
}
