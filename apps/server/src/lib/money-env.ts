import { z } from "zod";

const bool = z.enum(["true", "false", "1", "0"]).transform((v) => v === "true" || v === "1");

/**
 * Environment of the money modules (spread into config.ts's schema; README lists the same).
 * A provider is enabled only when all of its keys are set.
 */
export const moneyEnvShape = {
  RENT_START_DAYS: z.coerce.number().positive().max(365).default(30),
  RENT_WINDOW_HOURS: z.coerce
    .number()
    .positive()
    .max(24 * 365)
    .default(48),
  /** The built-in sandbox provider: on by default outside production, off in production. */
  PAYMENTS_SANDBOX: bool.optional(),
  SANDBOX_WEBHOOK_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  PAYSTACK_SECRET_KEY: z.string().min(8).optional(),
  PAYSTACK_BASE_URL: z.url({ protocol: /^https?$/ }).default("https://api.paystack.co"),
  MPESA_CONSUMER_KEY: z.string().min(1).optional(),
  MPESA_CONSUMER_SECRET: z.string().min(1).optional(),
  MPESA_SHORTCODE: z
    .string()
    .regex(/^[0-9]{5,7}$/, "must be a paybill or till number")
    .optional(),
  MPESA_PASSKEY: z.string().min(1).optional(),
  MPESA_BASE_URL: z.url({ protocol: /^https?$/ }).default("https://sandbox.safaricom.co.ke"),
  /** Secret path segment of the M-Pesa callback URL (derived from the consumer secret if unset). */
  MPESA_CALLBACK_TOKEN: z
    .string()
    .regex(/^[A-Za-z0-9_-]{24,128}$/)
    .optional(),
  /** Seconds to wait for a provider's callback before asking it (STK query / verify). */
  PAYMENT_LOOKUP_AFTER_S: z.coerce.number().int().min(0).max(3600).default(60),
};
