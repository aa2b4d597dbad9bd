import type { Currency, EntitlementView } from "@tazama/contracts";
import type { Clock } from "../../lib/clock.ts";
import { HttpError, notFound } from "../../lib/http-error.ts";
import { grantEntitlement, toEntitlementView } from "../entitlements/entitlements.public.ts";
import {
  lockOrOpenWallet,
  lockWallet,
  postMovement,
  type Tx,
  type TxRunner,
  moneyTransaction,
  pgErrorCode,
} from "../ledger/ledger.public.ts";
import type { AuditContext } from "../audit/audit.public.ts";
import type { VouchersRepository } from "./vouchers.repository.ts";

export interface VoucherResult {
  kind: "credit" | "title";
  credited: { amount: number; currency: Currency } | null;
  entitlement: EntitlementView | null;
  balance: { amount: number; currency: Currency } | null;
}

/** Codes are case-insensitive and may be typed with spaces or dashes. */
export const normaliseVoucherCode = (code: string): string =>
  code.toUpperCase().replace(/[\s-]+/g, "");

/**
 * handleVoucherTransaction: a code gives wallet credit or a title. The voucher row is locked for
 * the whole redemption, so concurrent redemptions never exceed its uses (the CHECK backs it up).
 */
export function createVouchersService(repo: VouchersRepository, { clock }: { clock: Clock }) {
  return {
    async create(
      input: {
        code: string;
        maxUses: number;
        expiresAt: Date;
        credit?: { amount: number; currency: Currency };
        titleId?: number;
      },
      q?: Tx,
    ) {
      return repo.create(
        {
          code: normaliseVoucherCode(input.code),
          kind: input.credit ? "credit" : "title",
          creditMinor: input.credit?.amount ?? null,
          creditCurrency: input.credit?.currency ?? null,
          titleId: input.titleId ?? null,
          maxUses: input.maxUses,
          expiresAt: input.expiresAt,
        },
        q,
      );
    },

    /** Admin: a new code for credit or for a title given by ref; audited with it. */
    async createForAdmin(
      input: {
        code: string;
        maxUses: number;
        expiresAt: string;
        credit?: { amount: number; currency: Currency };
        ref?: string;
      },
      audit: AuditContext,
    ) {
      let titleId: number | undefined;
      if (input.ref) {
        titleId = await repo.titleIdByRef(input.ref);
        if (titleId === undefined)
          throw notFound("catalogue/not-found", "This title does not exist.");
      }
      const expiresAt = new Date(input.expiresAt);
      if (expiresAt.getTime() <= clock.now().getTime()) {
        throw new HttpError(400, "voucher/expiry-in-past", "The expiry must be in the future.");
      }
      try {
        const row = await repo.db.transaction(async (tx) => {
          const made = await this.create({ ...input, expiresAt, titleId }, tx);
          const { credit, ref, maxUses } = input;
          await audit.record(
            {
              action: "money.voucher",
              target: { type: "voucher", id: made.code },
              after: { kind: made.kind, credit, ref, maxUses, expiresAt: input.expiresAt },
            },
            tx,
          );
          return made;
        });
        return {
          code: row.code,
          kind: row.kind,
          maxUses: row.maxUses,
          expiresAt: row.expiresAt.toISOString(),
        };
      } catch (error) {
        if (pgErrorCode(error) === "23505") {
          throw new HttpError(409, "voucher/code-taken", "A voucher with this code exists.");
        }
        throw error;
      }
    },

    async redeem(
      userId: string,
      rawCode: string,
      inTransaction: TxRunner = (work) => moneyTransaction(repo.db, work),
    ): Promise<VoucherResult> {
      const code = normaliseVoucherCode(rawCode);
      return inTransaction(async (tx): Promise<VoucherResult> => {
        const voucher = await repo.lockByCode(tx, code);
        if (!voucher) throw notFound("voucher/not-found", "This voucher code is not valid.");
        const now = clock.now();
        if (voucher.expiresAt.getTime() <= now.getTime()) {
          throw new HttpError(410, "voucher/expired", "This voucher has expired.");
        }
        if (await repo.redeemedBy(tx, voucher.id, userId)) {
          throw new HttpError(
            409,
            "voucher/already-redeemed",
            "You have already used this voucher.",
          );
        }
        if (voucher.uses >= voucher.maxUses) {
          throw new HttpError(409, "voucher/used-up", "This voucher has been fully used.");
        }
        if (voucher.kind === "credit") {
          const currency = voucher.creditCurrency!;
          const wallet = await lockOrOpenWallet(tx, userId, currency);
          const redemptionId = await repo.recordRedemption(tx, voucher, userId);
          await postMovement(tx, wallet, {
            amountMinor: voucher.creditMinor!,
            kind: "voucher",
            reference: `voucher:${redemptionId}`,
            description: `Voucher ${voucher.code}`,
          });
          const credited = { amount: voucher.creditMinor!, currency };
          return {
            kind: "credit",
            credited,
            entitlement: null,
            balance: { amount: wallet.balanceMinor, currency },
          };
        }
        const title = await repo.title(tx, voucher.titleId!);
        if (!title) throw notFound("catalogue/not-found", "This title does not exist.");
        if (await repo.ownsTitle(tx, userId, title.id)) {
          throw new HttpError(409, "purchase/already-owned", "You already own this title.");
        }
        const wallet = await lockWallet(tx, userId);
        await repo.recordRedemption(tx, voucher, userId);
        const row = await grantEntitlement(tx, {
          userId,
          kind: "buy",
          titleId: title.id,
          startsAt: now,
          amountMinor: 0,
          currency: wallet?.currency ?? "NGN",
          source: "voucher",
          createdAt: now,
        });
        return {
          kind: "title",
          credited: null,
          entitlement: toEntitlementView(
            row,
            { ref: title.ref, title: title.title, passSlug: null, passName: null },
            now,
          ),
          balance: wallet ? { amount: wallet.balanceMinor, currency: wallet.currency } : null,
        };
      });
    },
  };
}

export type VouchersService = ReturnType<typeof createVouchersService>;
