import type { RefundResult } from "@tazama/contracts";
import { formatPrice, languageOf } from "@tazama/contracts";
import type { Db } from "@tazama/db";
import type { Clock } from "../../lib/clock.ts";
import { HttpError } from "../../lib/http-error.ts";
import { actorName } from "../audit/audit.public.ts";
import { licensedSince } from "../downloads/downloads.public.ts";
import type { TxRunner } from "../ledger/ledger.public.ts";
import { failedOnOurSide, withinMistakeWindow } from "./fair-rental-rule.ts";
import type { FairRentalsRepository } from "./fair-rentals.repository.ts";
import { giveRefund } from "./give-refund.ts";
import { rentalRefundNotice } from "./rental-refund-notice.ts";
import type { RefundsRepository } from "./refunds.repository.ts";

export const MISTAKE_REASON = "Started by mistake";
export const FAILED_REASON = "It did not play because of a problem on our side";
export const DOWNLOADED_RENTAL = {
  code: "refunds/downloaded",
  message: "This rental was downloaded to a device, so it cannot be given back.",
} as const;

/** What the sweep tells a viewer whose rental it refunded. */
export interface RentalRefundNotice {
  userId: string;
  purchaseId: string;
  ref: string;
  /** In the viewer's language. */
  title: string;
  message: string;
}

/**
 * Fair rentals (issue 19): a viewer may give back a rental in the first 2 minutes after its first
 * frame, and a rental our failures kept from 2 minutes is refunded without being asked. Each
 * rental at most once, in full, into the wallet it was paid from.
 */
export function createFairRentalsService({
  db,
  repo,
  rentals,
  clock,
}: {
  db: Db;
  repo: RefundsRepository;
  rentals: FairRentalsRepository;
  clock: Clock;
}) {
  return {
    /** The viewer's own rental, started by mistake: the whole price back, once. */
    async refundMistake(userId: string, purchaseId: string, once: TxRunner): Promise<RefundResult> {
      const name = await actorName(db, userId);
      return once(async (tx) => {
        const purchase = await repo.lockPurchase(tx, purchaseId);
        if (!purchase || purchase.userId !== userId || purchase.kind !== "rent") {
          throw new HttpError(404, "refunds/not-found", "There is no such rental.");
        }
        if (!purchase.refundable || purchase.refundedMinor > 0 || purchase.revokedAt) {
          throw new HttpError(
            409,
            "refunds/not-refundable",
            "This rental cannot be given back here.",
          );
        }
        // A licence on a device plays offline where no refund can reach it (ADR 0053).
        if (
          purchase.titleId !== null &&
          (await licensedSince(tx, userId, purchase.titleId, purchase.startsAt))
        ) {
          throw new HttpError(409, DOWNLOADED_RENTAL.code, DOWNLOADED_RENTAL.message);
        }
        if (!withinMistakeWindow(purchase.firstPlayedAt, clock.now())) {
          throw new HttpError(
            409,
            "refunds/too-late",
            "A rental can be given back only in the first 2 minutes after it starts playing.",
          );
        }
        return giveRefund(tx, repo, clock, purchase, {
          amountMinor: purchase.amountMinor,
          reason: MISTAKE_REASON,
          cause: "started-by-mistake",
          actor: { id: userId, name },
        });
      });
    },

    /**
     * Refunds every rental the rule says our failures spoiled. Returns who to tell; a rental
     * refunded meanwhile (by an admin, or another process's sweep) is skipped.
     */
    async sweep(): Promise<RentalRefundNotice[]> {
      const now = clock.now();
      const owed = (await rentals.failedRentals()).filter((r) => failedOnOurSide(r, now));
      const told: RentalRefundNotice[] = [];
      for (const rental of owed) {
        const result = await db.transaction(async (tx) => {
          const purchase = await repo.lockPurchase(tx, rental.id);
          if (!purchase || purchase.refundedMinor > 0 || purchase.revokedAt) return null;
          // Downloaded: it could play offline whatever the stream did (ADR 0053).
          if (
            purchase.titleId !== null &&
            (await licensedSince(tx, purchase.userId, purchase.titleId, purchase.startsAt))
          ) {
            return null;
          }
          return giveRefund(tx, repo, clock, purchase, {
            amountMinor: purchase.amountMinor,
            reason: FAILED_REASON,
            cause: "playback-failed",
            actor: { id: null, name: "Fair rentals" },
          });
        });
        if (result) {
          const notice = rentalRefundNotice({
            title: rental.title,
            amount: formatPrice(
              result.amountMinor,
              result.currency,
              languageOf(rental.locale) ?? "en",
            ),
            locale: rental.locale,
          });
          told.push({
            userId: rental.userId,
            purchaseId: rental.id,
            ref: rental.ref,
            title: notice.title,
            message: notice.body,
          });
        }
      }
      return told;
    },
  };
}

export type FairRentalsService = ReturnType<typeof createFairRentalsService>;
