import { z } from "zod";
import { currencySchema } from "./money.ts";

/*
 * HTTP contract of the money endpoints (issue 5). Every amount is an integer in minor units
 * (kobo, cents, pesewas) of its currency. Money-moving POSTs need an `Idempotency-Key` header.
 */

export const PAYMENT_PROVIDER_NAMES = ["sandbox", "paystack", "mpesa"] as const;
export const paymentProviderSchema = z.enum(PAYMENT_PROVIDER_NAMES);
export type PaymentProviderName = z.infer<typeof paymentProviderSchema>;

const minorAmount = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);
const money = z.object({ amount: minorAmount, currency: currencySchema });

export const walletResponseSchema = z.object({
  /** Null until the first top-up (the currency is chosen then). */
  wallet: z
    .object({ balance: minorAmount, currency: currencySchema, updatedAt: z.iso.datetime() })
    .nullable(),
  ledger: z.object({
    credits: minorAmount,
    debits: minorAmount,
    recent: z.array(
      z.object({
        amount: z.number().int(),
        kind: z.enum([
          "topup",
          "purchase",
          "rent",
          "pass",
          "voucher",
          "refund",
          "referral",
          "transfer",
          "seats",
          "screening",
        ]),
        description: z.string(),
        createdAt: z.iso.datetime(),
      }),
    ),
  }),
});
export type WalletResponse = z.infer<typeof walletResponseSchema>;

export const checkoutBodySchema = z.strictObject({
  /** Minor units: 200000 = ₦2,000. */
  amount: z.number().int().positive(),
  currency: currencySchema,
  provider: paymentProviderSchema.default("sandbox"),
  /** Mobile money (M-Pesa): the payer's phone, E.164. */
  phone: z
    .string()
    .regex(/^\+[1-9][0-9]{7,14}$/, "must be an international number like +254712345678")
    .optional(),
  /** Where the hosted checkout sends the browser back (a path of this site). */
  returnPath: z
    .string()
    .regex(/^\/[A-Za-z0-9/_?=&.-]*$/, "must be a path of this site")
    .max(200)
    .optional(),
});
export type CheckoutBody = z.infer<typeof checkoutBodySchema>;

/** A top-up with no result this long after it started expires (a late success still credits). */
export const TOPUP_EXPIRES_AFTER_MS = 30 * 60_000;

/** The statuses of a top-up; the database's PAYMENT_STATUSES is checked against it (server test). */
export const PAYMENT_STATUS_NAMES = [
  "pending",
  "succeeded",
  "failed",
  "flagged",
  "cancelled",
  "expired",
] as const;
export const paymentStatusSchema = z.enum(PAYMENT_STATUS_NAMES);
export type PaymentStatus = z.infer<typeof paymentStatusSchema>;

export const checkoutResponseSchema = z.object({
  reference: z.string(),
  provider: paymentProviderSchema,
  status: paymentStatusSchema,
  /** Hosted checkout to open (sandbox, Paystack); null for an STK push sent to the phone. */
  checkoutUrl: z.string().nullable(),
  message: z.string(),
  amount: minorAmount,
  currency: currencySchema,
});
export type CheckoutResponse = z.infer<typeof checkoutResponseSchema>;

export const buyBodySchema = z.strictObject({
  ref: z.string().min(1).max(120),
  kind: z.enum(["buy", "rent"]),
  /** Only used before the first top-up, to quote the shortfall in the viewer's currency. */
  currency: currencySchema.optional(),
});

export const bundleBodySchema = z.strictObject({
  pass: z.string().regex(/^[a-z0-9-]{1,60}$/),
  currency: currencySchema.optional(),
});

export const voucherBodySchema = z.strictObject({
  code: z.string().trim().min(4).max(40),
});

const entitlementViewSchema = z.object({
  id: z.string(),
  kind: z.enum(["buy", "rent", "pass"]),
  ref: z.string().nullable(),
  title: z.string().nullable(),
  pass: z.object({ slug: z.string(), name: z.string() }).nullable(),
  amount: minorAmount,
  currency: currencySchema,
  source: z.enum(["wallet", "voucher", "organisation"]),
  purchasedAt: z.iso.datetime(),
  startsAt: z.iso.datetime(),
  /** Rentals: null until the first play. Buys: null (forever). */
  expiresAt: z.iso.datetime().nullable(),
  /** Rentals: the last moment playback may start. */
  startBy: z.iso.datetime().nullable(),
  /** Rentals: hours of viewing from the first play. */
  windowHours: z.number().nullable(),
  firstPlayedAt: z.iso.datetime().nullable(),
  state: z.enum(["active", "not-started", "expired"]),
  /**
   * Rentals: a licence to play it offline went to a device during this rental, so it cannot be
   * given back as started by mistake (ADR 0053).
   */
  downloaded: z.boolean(),
});
export type EntitlementView = z.infer<typeof entitlementViewSchema>;

export const purchaseResponseSchema = z.object({
  entitlement: entitlementViewSchema,
  balance: money,
});
/** A title or pass bought from the wallet: what was granted and the balance after. */
export type PurchaseResult = z.infer<typeof purchaseResponseSchema>;

export const purchasesResponseSchema = z.object({
  owned: z.array(entitlementViewSchema),
  rented: z.array(entitlementViewSchema),
  passes: z.array(entitlementViewSchema),
  /** The server's clock, for countdowns. */
  now: z.iso.datetime(),
});
export type PurchasesResponse = z.infer<typeof purchasesResponseSchema>;

export const passesResponseSchema = z.object({
  passes: z.array(
    z.object({
      slug: z.string(),
      name: z.string(),
      durationHours: z.number(),
      prices: z.array(money),
    }),
  ),
  rental: z.object({ startDays: z.number(), windowHours: z.number() }),
});
/** The passes on sale and the rental terms. */
export type PassCatalogue = z.infer<typeof passesResponseSchema>;

export const voucherResponseSchema = z.object({
  kind: z.enum(["credit", "title"]),
  credited: money.nullable(),
  entitlement: entitlementViewSchema.nullable(),
  balance: money.nullable(),
});
export type VoucherResult = z.infer<typeof voucherResponseSchema>;

export const receiptsResponseSchema = z.object({
  receipts: z.array(
    z.object({
      id: z.string(),
      date: z.iso.datetime(),
      /** Positive: money in (top-up, voucher); negative: a purchase. */
      amount: z.number().int(),
      currency: currencySchema,
      method: z.string(),
      status: paymentStatusSchema,
      description: z.string(),
      /** What the viewer quotes to support: the top-up's reference, or the movement's. */
      reference: z.string(),
      /** Top-ups only (else null): a pending one can be resumed and cancelled until it expires. */
      topUp: z
        .object({
          /** The provider's hosted checkout to open again; null for an M-Pesa prompt. */
          checkoutUrl: z.string().nullable(),
          expiresAt: z.iso.datetime(),
        })
        .nullable(),
    }),
  ),
});
export type ReceiptsResponse = z.infer<typeof receiptsResponseSchema>;

/**
 * What the wallet lacks for a purchase: a 402 `wallet/insufficient-funds` error carries it as
 * `{ error: { code, message, shortfall } }`; top up that much, then retry.
 */
export type Shortfall = z.infer<typeof money>;

/** Admin: a voucher giving wallet credit (`credit`) or a title (`ref`), exactly one of them. */
export const createVoucherBodySchema = z
  .strictObject({
    code: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9-]{4,40}$/),
    maxUses: z.number().int().min(1).max(1_000_000),
    expiresAt: z.iso.datetime(),
    credit: z
      .object({ amount: z.number().int().positive().max(100_000_000), currency: currencySchema })
      .optional(),
    ref: z.string().min(1).max(120).optional(),
  })
  .refine((v) => (v.credit === undefined) !== (v.ref === undefined), {
    message: "give either credit or ref",
  });

export const createVoucherResponseSchema = z.object({
  code: z.string(),
  kind: z.enum(["credit", "title"]),
  maxUses: z.number(),
  expiresAt: z.iso.datetime(),
});

/** The top-up methods this server takes (a provider is listed only when configured). */
export const paymentMethodsResponseSchema = z.object({
  methods: z.array(
    z.object({
      provider: paymentProviderSchema,
      currencies: z.array(currencySchema),
      needsPhone: z.boolean(),
    }),
  ),
  limits: z.record(currencySchema, z.object({ min: z.number(), max: z.number() })),
});
export type PaymentMethods = z.infer<typeof paymentMethodsResponseSchema>;

/** Admin review of payments (flagged ones by default: amount/currency/phone mismatches). */
const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "a day as YYYY-MM-DD")
  .refine((text) => !Number.isNaN(Date.parse(`${text}T00:00:00Z`)), "not a day of the calendar");
/** Admin review: any state unless one is asked for (flagged first), a provider, days (UTC). */
export const adminPaymentsQuerySchema = z.strictObject({
  status: paymentStatusSchema.optional(),
  provider: paymentProviderSchema.optional(),
  /** One payer's top-ups (their page in the console). */
  userId: z.string().min(1).max(64).optional(),
  /** From this day (inclusive) … */
  from: day.optional(),
  /** … to this day (inclusive). */
  to: day.optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
export type AdminPaymentsQuery = z.input<typeof adminPaymentsQuerySchema>;
export type AdminPaymentsFilter = z.output<typeof adminPaymentsQuerySchema>;

export const adminPaymentsResponseSchema = z.object({
  payments: z.array(
    z.object({
      reference: z.string(),
      provider: paymentProviderSchema,
      status: paymentStatusSchema,
      amount: minorAmount,
      currency: currencySchema,
      user: z.object({ id: z.string(), email: z.string() }),
      flagReason: z.string().nullable(),
      createdAt: z.iso.datetime(),
      completedAt: z.iso.datetime().nullable(),
    }),
  ),
  total: z.number().int(),
  page: z.number().int(),
});
export type AdminPayments = z.infer<typeof adminPaymentsResponseSchema>;
