import { sql } from "drizzle-orm";
import {
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./accounts.ts";
import { titles } from "./catalogue.ts";
import { CURRENCY_CK, createdAt, currency, minor } from "./money-columns.ts";
import { organisations } from "./organisations.ts";
import { seriesBundlePurchases } from "./series-bundles.ts";

/*
 * Money (issue 5). Amounts are integer minor units (bigint, read as JS numbers: every amount we
 * accept is far below 2^53). The ledger is append-only (a trigger in the migration refuses UPDATE
 * and DELETE) and a wallet's balance always equals the sum of its ledger entries: both are written
 * in one transaction with the wallet row locked (ADR "ledger and idempotency").
 */

/**
 * One wallet per user, in the currency chosen at the first top-up; an organisation has one too
 * (issue 17), filled by its admins from their own wallets. Exactly one owner.
 */
export const wallets = pgTable(
  "wallets",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id").references(() => users.id, { onDelete: "cascade" }),
    organisationId: uuid("organisation_id").references(() => organisations.id, {
      onDelete: "restrict",
    }),
    currency: currency(),
    balanceMinor: minor("balance_minor").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("wallets_user_uq").on(t.userId),
    uniqueIndex("wallets_organisation_uq").on(t.organisationId),
    check("wallets_owner_ck", sql`(${t.userId} is null) <> (${t.organisationId} is null)`),
    check("wallets_currency_ck", sql.raw(`"currency" ${CURRENCY_CK}`)),
    check("wallets_balance_ck", sql`${t.balanceMinor} >= 0`),
  ],
);

export const LEDGER_KINDS = [
  "topup",
  "purchase",
  "rent",
  "pass",
  "voucher",
  "refund",
  "referral",
  /** Between a person's wallet and an organisation's (both sides, one reference each). */
  "transfer",
  /** An organisation buying seats for its members. */
  "seats",
  /** Seats at a screening and its refreshments (issue 15). */
  "screening",
] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

/** Append-only: every change of a balance, signed (credit > 0, debit < 0). */
export const ledgerEntries = pgTable(
  "ledger_entries",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    walletId: uuid("wallet_id")
      .notNull()
      .references(() => wallets.id, { onDelete: "restrict" }),
    amountMinor: minor("amount_minor").notNull(),
    kind: text("kind", { enum: LEDGER_KINDS }).notNull(),
    /** Unique per movement (e.g. `payment:<id>`, `entitlement:<id>`): a second write fails. */
    reference: text("reference").notNull(),
    description: text("description").notNull().default(""),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("ledger_entries_reference_uq").on(t.reference),
    index("ledger_entries_wallet_ix").on(t.walletId, t.createdAt),
    check("ledger_entries_amount_ck", sql`${t.amountMinor} <> 0`),
    check(
      "ledger_entries_kind_ck",
      sql`${t.kind} in ('topup', 'purchase', 'rent', 'pass', 'voucher', 'refund', 'referral', 'transfer', 'seats', 'screening')`,
    ),
  ],
);

export const PAYMENT_PROVIDERS = ["sandbox", "paystack", "mpesa"] as const;
/**
 * pending → succeeded | failed | flagged; a pending top-up the payer cancels is `cancelled`, one
 * with no result after 30 minutes `expired`. A provider's late success still credits either.
 */
export const PAYMENT_STATUSES = [
  "pending",
  "succeeded",
  "failed",
  "flagged",
  "cancelled",
  "expired",
] as const;

/** Top-ups through a payment provider. `reference` is ours, sent to the provider. */
export const payments = pgTable(
  "payments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    provider: text("provider", { enum: PAYMENT_PROVIDERS }).notNull(),
    reference: text("reference").notNull(),
    /** The provider's own id when it differs from ours (M-Pesa CheckoutRequestID). */
    providerReference: text("provider_reference"),
    amountMinor: minor("amount_minor").notNull(),
    currency: currency(),
    status: text("status", { enum: PAYMENT_STATUSES }).notNull().default("pending"),
    flagReason: text("flag_reason"),
    /** Phone number for mobile money (E.164). */
    phone: text("phone"),
    /**
     * Who paid, as the provider tells it once the payment succeeds: `mpesa:+2547…` or
     * `card:<Paystack's card signature>` (the same card gives the same signature). Referral
     * rewards compare them between referrer and referee.
     */
    payer: text("payer"),
    /** The provider's hosted checkout, to resume a pending top-up (null for an STK push). */
    checkoutUrl: text("checkout_url"),
    /** Ids of every provider event seen for this payment (replays included once). */
    eventIds: text("event_ids")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: createdAt(),
    completedAt: timestamp("completed_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("payments_reference_uq").on(t.reference),
    uniqueIndex("payments_provider_reference_uq").on(t.provider, t.providerReference),
    index("payments_user_ix").on(t.userId, t.createdAt),
    check("payments_amount_ck", sql`${t.amountMinor} > 0`),
    check("payments_currency_ck", sql.raw(`"currency" ${CURRENCY_CK}`)),
    check("payments_provider_ck", sql`${t.provider} in ('sandbox', 'paystack', 'mpesa')`),
    check(
      "payments_status_ck",
      sql`${t.status} in ('pending', 'succeeded', 'failed', 'flagged', 'cancelled', 'expired')`,
    ),
    /** The expiry sweep finds pending top-ups by age. */
    index("payments_pending_ix")
      .on(t.createdAt)
      .where(sql`${t.status} = 'pending'`),
  ],
);

/** Passes that unlock every title while active. Rows are inserted by the migration. */
export const passes = pgTable(
  "passes",
  {
    id: serial("id").primaryKey(),
    slug: text("slug").notNull(),
    name: text("name").notNull(),
    durationS: integer("duration_s").notNull(),
    position: smallint("position").notNull().default(0),
  },
  (t) => [
    uniqueIndex("passes_slug_uq").on(t.slug),
    check("passes_duration_ck", sql`${t.durationS} > 0`),
  ],
);

export const passPrices = pgTable(
  "pass_prices",
  {
    passId: integer("pass_id")
      .notNull()
      .references(() => passes.id, { onDelete: "cascade" }),
    currency: currency(),
    amountMinor: minor("amount_minor").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.passId, t.currency] }),
    check("pass_prices_amount_ck", sql`${t.amountMinor} > 0`),
    check("pass_prices_currency_ck", sql.raw(`"currency" ${CURRENCY_CK}`)),
  ],
);

/**
 * What a user may watch. buy: forever. rent: start before `startBy`, then `windowS` seconds from
 * `firstPlayedAt`. pass: every title from `startsAt` to `expiresAt`.
 */
export const entitlements = pgTable(
  "entitlements",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: ["buy", "rent", "pass"] }).notNull(),
    titleId: integer("title_id").references(() => titles.id, { onDelete: "restrict" }),
    passId: integer("pass_id").references(() => passes.id, { onDelete: "restrict" }),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    /** Pass: its end. Rent: set at the first play (firstPlayedAt + windowS). Buy: null. */
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    /** Rent: the last moment playback may start. */
    startBy: timestamp("start_by", { withTimezone: true }),
    /** Rent: seconds of viewing from the first play. */
    windowS: integer("window_s"),
    firstPlayedAt: timestamp("first_played_at", { withTimezone: true }),
    /** Refunded in full by an admin (refunds module): it grants nothing from then on. */
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    /** What was paid (0 for a voucher), in the wallet's currency. */
    amountMinor: minor("amount_minor").notNull(),
    currency: currency(),
    /** organisation: a seat an organisation gave its member (no money moved for the member). */
    source: text("source", { enum: ["wallet", "voucher", "organisation"] })
      .notNull()
      .default("wallet"),
    /** Bought with a series bundle: the bundle purchase (its one ledger movement). */
    bundleId: uuid("bundle_id").references(() => seriesBundlePurchases.id, {
      onDelete: "restrict",
    }),
    createdAt: createdAt(),
  },
  (t) => [
    index("entitlements_user_ix").on(t.userId, t.createdAt),
    uniqueIndex("entitlements_user_title_buy_uq")
      .on(t.userId, t.titleId)
      .where(sql`${t.kind} = 'buy' and ${t.revokedAt} is null`),
    check("entitlements_kind_ck", sql`${t.kind} in ('buy', 'rent', 'pass')`),
    check(
      "entitlements_target_ck",
      sql`(${t.kind} = 'pass' and ${t.passId} is not null and ${t.titleId} is null) or (${t.kind} <> 'pass' and ${t.titleId} is not null and ${t.passId} is null)`,
    ),
    check(
      "entitlements_rent_ck",
      sql`${t.kind} <> 'rent' or (${t.startBy} is not null and ${t.windowS} > 0)`,
    ),
    check("entitlements_amount_ck", sql`${t.amountMinor} >= 0`),
    check("entitlements_currency_ck", sql.raw(`"currency" ${CURRENCY_CK}`)),
    check("entitlements_source_ck", sql`${t.source} in ('wallet', 'voucher', 'organisation')`),
  ],
);

/** A code that gives wallet credit or a title; limited uses and an expiry. */
export const vouchers = pgTable(
  "vouchers",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Upper-case, as typed after normalisation. */
    code: text("code").notNull(),
    kind: text("kind", { enum: ["credit", "title"] }).notNull(),
    creditMinor: minor("credit_minor"),
    creditCurrency: text("credit_currency", { enum: ["NGN", "KES", "GHS", "ZAR", "USD"] }),
    titleId: integer("title_id").references(() => titles.id, { onDelete: "cascade" }),
    maxUses: integer("max_uses").notNull(),
    uses: integer("uses").notNull().default(0),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("vouchers_code_uq").on(t.code),
    check(
      "vouchers_currency_ck",
      sql.raw(`"credit_currency" is null or "credit_currency" ${CURRENCY_CK}`),
    ),
    check(
      "vouchers_uses_ck",
      sql`${t.maxUses} > 0 and ${t.uses} >= 0 and ${t.uses} <= ${t.maxUses}`,
    ),
    check(
      "vouchers_kind_ck",
      sql`(${t.kind} = 'credit' and ${t.creditMinor} > 0 and ${t.creditCurrency} is not null and ${t.titleId} is null) or (${t.kind} = 'title' and ${t.titleId} is not null and ${t.creditMinor} is null)`,
    ),
  ],
);

export const voucherRedemptions = pgTable(
  "voucher_redemptions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    voucherId: uuid("voucher_id")
      .notNull()
      .references(() => vouchers.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("voucher_redemptions_voucher_user_uq").on(t.voucherId, t.userId)],
);

/**
 * Idempotency-Key records of money-moving POSTs: the first response is stored and replayed; the
 * same key with another request body is refused. `statusCode` null = still running.
 */
export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    key: text("key").notNull(),
    requestHash: text("request_hash").notNull(),
    statusCode: smallint("status_code"),
    responseBody: jsonb("response_body"),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] })],
);
