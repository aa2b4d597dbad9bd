import { randomBytes } from "node:crypto";
import {
  type AdminPayments,
  type AdminPaymentsFilter,
  type CheckoutBody,
  type CheckoutResponse,
  type PaymentProviderName,
  TOPUP_EXPIRES_AFTER_MS,
  TOPUP_LIMITS,
  formatPrice,
} from "@tazama/contracts";
import type { Clock } from "../../lib/clock.ts";
import { HttpError, badRequest, notFound } from "../../lib/http-error.ts";
import {
  lockOrOpenWallet,
  postMovement,
  type TxRunner,
  moneyTransaction,
} from "../ledger/ledger.public.ts";
import type { PaymentsRepository, PaymentRow } from "./payments.repository.ts";
import { safeReturnPath } from "./return-path.ts";
import type { PaymentProvider, ProviderEvent, WebhookInput } from "./providers/payment-provider.ts";

/** References are short (Daraja's AccountReference takes 12 characters) and unguessable. */
const newReference = (): string => {
  const alphabet = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
  const bytes = randomBytes(10);
  return `TZ${[...bytes].map((b) => alphabet[b % alphabet.length]).join("")}`;
};

export type SettleResult =
  "credited" | "failed" | "flagged" | "already-settled" | "pending" | "ignored";

export interface PaymentsSettings {
  clock: Clock;
  publicUrl: string;
  /** How long to wait for a callback before asking the provider (M-Pesa STK query). */
  lookupAfterMs: number;
  /** The account's phone number proven by an SMS code (phones module), or null. */
  verifiedPhone: (userId: string) => Promise<string | null>;
}

/**
 * Top-ups: start a checkout with a provider, then settle it from the provider's webhook (or a
 * status query when no webhook comes). Settling locks the payment row: whatever the number of
 * replays, a payment moves from pending once and credits the wallet at most once.
 */
export function createPaymentsService(
  repo: PaymentsRepository,
  providers: ReadonlyMap<PaymentProviderName, PaymentProvider>,
  settings: PaymentsSettings,
) {
  const ownTransaction: TxRunner = (work) => moneyTransaction(repo.db, work);

  function provider(name: PaymentProviderName): PaymentProvider {
    const found = providers.get(name);
    if (!found) {
      throw badRequest("payment/provider-disabled", `The ${name} payment method is not available.`);
    }
    return found;
  }

  function mismatch(payment: PaymentRow, event: ProviderEvent): string | null {
    if (event.amountMinor !== null && event.amountMinor !== payment.amountMinor) {
      return `amount ${event.amountMinor} differs from ${payment.amountMinor}`;
    }
    if (event.currency !== null && event.currency !== payment.currency) {
      return `currency ${event.currency} differs from ${payment.currency}`;
    }
    if (payment.phone && event.phone !== null && event.phone !== payment.phone) {
      return `phone ${event.phone} differs from ${payment.phone}`;
    }
    return null;
  }

  async function settle(payment: PaymentRow, event: ProviderEvent): Promise<SettleResult> {
    if (event.outcome === "pending") return "pending";
    const reason = event.outcome === "succeeded" ? mismatch(payment, event) : null;
    return moneyTransaction(repo.db, async (tx) => {
      const locked = await repo.lock(tx, payment.id);
      await repo.recordEvent(tx, locked.id, event.eventId);
      // The payer paid after cancelling, or after the 30 minutes: the money is theirs all the same.
      const paidLate =
        event.outcome === "succeeded" &&
        (locked.status === "cancelled" || locked.status === "expired");
      if (locked.status !== "pending" && !paidLate) return "already-settled";
      const completedAt = settings.clock.now();
      if (event.outcome === "failed") {
        await repo.settle(tx, locked.id, { status: "failed", flagReason: null, completedAt });
        return "failed";
      }
      if (reason) {
        await repo.settle(tx, locked.id, { status: "flagged", flagReason: reason, completedAt });
        return "flagged";
      }
      let wallet;
      try {
        wallet = await lockOrOpenWallet(tx, locked.userId, locked.currency);
      } catch (error) {
        if (!(error instanceof HttpError)) throw error;
        await repo.settle(tx, locked.id, {
          status: "flagged",
          flagReason: error.message,
          completedAt,
        });
        return "flagged";
      }
      await postMovement(tx, wallet, {
        amountMinor: locked.amountMinor,
        kind: "topup",
        reference: `payment:${locked.id}`,
        description: `Top-up ${formatPrice(locked.amountMinor, locked.currency)}`,
      });
      await repo.settle(tx, locked.id, {
        status: "succeeded",
        flagReason: null,
        completedAt,
        payer: event.payer ?? (locked.phone ? `${locked.provider}:${locked.phone}` : null),
      });
      return "credited";
    });
  }

  function statusMessage(payment: PaymentRow): string {
    const messages: Record<PaymentRow["status"], string> = {
      pending: "Waiting for the payment to complete.",
      succeeded: `${formatPrice(payment.amountMinor, payment.currency)} was added to your wallet.`,
      failed: "The payment was declined or cancelled. Your wallet was not charged.",
      flagged: "The payment is under review. Contact support if this persists.",
      cancelled: "You cancelled this top-up. Your wallet was not charged.",
      expired: "This top-up was not completed within 30 minutes. Your wallet was not charged.",
    };
    return messages[payment.status];
  }

  const view = (p: PaymentRow, checkoutUrl: string | null, message: string): CheckoutResponse => ({
    reference: p.reference,
    provider: p.provider,
    status: p.status,
    checkoutUrl,
    message,
    amount: p.amountMinor,
    currency: p.currency,
  });

  /**
   * Mobile money charges only the account's proven number (an STK push to anyone else's phone
   * would let a stranger be prompted to pay): the body's number, when given, must be that one.
   */
  async function payerPhone(userId: string, asked: string | undefined): Promise<string> {
    const verified = await settings.verifiedPhone(userId);
    if (!verified) {
      throw new HttpError(
        403,
        "payment/phone-unverified",
        "Verify your phone number with the code we send it before paying by mobile money.",
      );
    }
    if (asked !== undefined && asked !== verified) {
      throw new HttpError(
        403,
        "payment/phone-unverified",
        `Pay with your verified number ${verified}, or verify this one first.`,
      );
    }
    return verified;
  }

  return {
    methods() {
      return {
        methods: [...providers.values()].map((p) => ({
          provider: p.name,
          currencies: [...p.currencies],
          needsPhone: p.needsPhone,
        })),
        limits: TOPUP_LIMITS,
      };
    },

    /**
     * Starts a top-up: the payment row is committed (`open`) before the provider is called, so a
     * webhook always finds it; the answer is stored with the provider's reference (`close`).
     */
    async checkout(
      userId: string,
      input: CheckoutBody,
      steps: { open: TxRunner; close: TxRunner } = { open: ownTransaction, close: ownTransaction },
    ): Promise<CheckoutResponse> {
      const p = provider(input.provider);
      const limits = TOPUP_LIMITS[input.currency];
      if (input.amount < limits.min || input.amount > limits.max) {
        throw badRequest(
          "payment/amount-out-of-range",
          `Top up between ${formatPrice(limits.min, input.currency)} and ${formatPrice(limits.max, input.currency)}.`,
        );
      }
      if (!p.currencies.includes(input.currency)) {
        throw badRequest(
          "payment/currency-not-supported",
          `${p.name} does not take ${input.currency}.`,
        );
      }
      // A wallet holds one currency: a top-up in another could only be flagged after the payer
      // paid, so it is refused before any provider is asked (no wallet yet: any currency opens it).
      const walletCurrency = await repo.walletCurrency(userId);
      if (walletCurrency && walletCurrency !== input.currency) {
        throw badRequest(
          "payment/currency-mismatch",
          `Your wallet is in ${walletCurrency}. Top up in ${walletCurrency}.`,
        );
      }
      if (input.amount % p.amountStepMinor !== 0) {
        throw badRequest(
          "payment/amount-not-whole",
          "This payment method takes whole amounts only.",
        );
      }
      const phone = p.needsPhone ? await payerPhone(userId, input.phone) : null;
      if (phone && p.phonePattern && !p.phonePattern.test(phone)) {
        throw badRequest(
          "payment/phone-not-supported",
          `${p.name} cannot charge this phone number.`,
        );
      }
      const email = await repo.userEmail(userId);
      if (!email) throw notFound("auth/user-not-found", "Your account was not found.");
      const payment = await steps.open((tx) =>
        repo.insert(tx, {
          userId,
          provider: p.name,
          reference: newReference(),
          amountMinor: input.amount,
          currency: input.currency,
          phone,
          createdAt: settings.clock.now(),
        }),
      );
      const returnUrl = `${settings.publicUrl}${safeReturnPath(input.returnPath)}`;
      try {
        const started = await p.start({
          reference: payment.reference,
          amountMinor: payment.amountMinor,
          currency: payment.currency,
          email,
          phone: payment.phone,
          returnUrl: `${returnUrl}${returnUrl.includes("?") ? "&" : "?"}topup=${payment.reference}`,
        });
        return await steps.close(async (tx) => {
          await repo.setProviderReference(tx, payment.id, started.providerReference, false);
          await repo.setCheckoutUrl(tx, payment.id, started.checkoutUrl);
          return view(payment, started.checkoutUrl, started.message);
        });
      } catch (error) {
        await repo.setProviderReference(repo.db, payment.id, null, true);
        throw error;
      }
    },

    /** A provider's webhook: 401 on a bad signature (nothing changes), else settled once. */
    async webhook(name: PaymentProviderName, input: WebhookInput): Promise<SettleResult> {
      const p = provider(name);
      const event = p.parseWebhook(input);
      if (!event) return "ignored";
      const payment = await repo.find(p.name, event);
      if (!payment) return "ignored";
      if (payment.status !== "pending") {
        return settle(payment, event); // records the replay, changes nothing
      }
      if (event.outcome === "succeeded" && p.confirmsWebhooks && p.lookup) {
        const confirmed = await p.lookup(payment);
        return settle(payment, { ...confirmed, eventId: event.eventId });
      }
      return settle(payment, event);
    },

    /** The payer's view of one top-up; asks the provider when no webhook came in time. */
    async status(userId: string, reference: string): Promise<CheckoutResponse> {
      let payment = await repo.byReference(reference);
      if (!payment || payment.userId !== userId) {
        throw notFound("payment/not-found", "This payment does not exist.");
      }
      const p = providers.get(payment.provider);
      const age = settings.clock.now().getTime() - payment.createdAt.getTime();
      if (payment.status === "pending" && p?.lookup && age >= settings.lookupAfterMs) {
        await settle(payment, await p.lookup(payment));
        payment = (await repo.byReference(reference))!;
      }
      if (payment.status === "pending" && age >= TOPUP_EXPIRES_AFTER_MS) {
        await repo.close(repo.db, payment.id, "expired", settings.clock.now());
        payment = (await repo.byReference(reference))!;
      }
      return view(payment, null, statusMessage(payment));
    },

    /**
     * The payer gives up a pending top-up (an abandoned checkout). Nothing was taken; should the
     * provider still report a payment, it is credited (settle). Cancelling twice is harmless.
     */
    async cancel(userId: string, reference: string): Promise<CheckoutResponse> {
      const payment = await repo.byReference(reference);
      if (!payment || payment.userId !== userId) {
        throw notFound("payment/not-found", "This payment does not exist.");
      }
      if (payment.status === "pending") {
        await repo.close(repo.db, payment.id, "cancelled", settings.clock.now());
      } else if (payment.status !== "cancelled") {
        throw new HttpError(
          409,
          "payment/not-pending",
          `This top-up is already ${payment.status}.`,
        );
      }
      const after = (await repo.byReference(reference))!;
      return view(after, null, statusMessage(after));
    },

    /**
     * Top-ups pending for 30 minutes: the provider is asked once more where it can be (a success
     * credits, a failure fails), the rest expire. Returns how many were closed.
     */
    async expireStale(limit = 100): Promise<number> {
      const now = settings.clock.now();
      const stale = await repo.pendingBefore(
        new Date(now.getTime() - TOPUP_EXPIRES_AFTER_MS),
        limit,
      );
      let closed = 0;
      for (const payment of stale) {
        const p = providers.get(payment.provider);
        const answer = p?.lookup ? await p.lookup(payment).catch(() => null) : null;
        if (answer && answer.outcome !== "pending") {
          const result = await settle(payment, answer);
          if (result !== "already-settled") closed += 1;
          continue;
        }
        if (await repo.close(repo.db, payment.id, "expired", now)) closed += 1;
      }
      return closed;
    },

    /** Admin review of payments (flagged first: nothing was credited, a person decides). */
    async listForAdmin(filter: AdminPaymentsFilter): Promise<AdminPayments> {
      const { rows, total } = await repo.listForAdmin(filter);
      return {
        total,
        page: filter.page,
        payments: rows.map(({ payment: p, email }) => ({
          reference: p.reference,
          provider: p.provider,
          status: p.status,
          amount: p.amountMinor,
          currency: p.currency,
          user: { id: p.userId, email },
          flagReason: p.flagReason,
          createdAt: p.createdAt.toISOString(),
          completedAt: p.completedAt?.toISOString() ?? null,
        })),
      };
    },

    /** For the sandbox checkout page. */
    async pendingSandboxPayment(reference: string): Promise<PaymentRow | undefined> {
      const payment = await repo.byReference(reference);
      return payment?.provider === "sandbox" ? payment : undefined;
    },
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
