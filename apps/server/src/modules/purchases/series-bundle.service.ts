import { randomUUID } from "node:crypto";
import {
  type SeriesBundleBody,
  type SeriesBundleResult,
  formatPrice,
  seriesBundleQuote,
} from "@tazama/contracts";
import type { Clock } from "../../lib/clock.ts";
import { HttpError, notFound } from "../../lib/http-error.ts";
import { grantEntitlements } from "../entitlements/entitlements.public.ts";
import {
  InsufficientFundsError,
  type TxRunner,
  lockWallet,
  moneyTransaction,
  postMovement,
} from "../ledger/ledger.public.ts";
import type { SeriesBundleRepository } from "./series-bundle.repository.ts";

/**
 * Splits `amount` over items in proportion to their weights, in integer minor units that add up
 * to it exactly (the remainder goes to the last): each granted episode records its share.
 */
export function splitByWeight(amount: number, weights: readonly number[]): number[] {
  const total = weights.reduce((sum, w) => sum + w, 0);
  const shares = weights.map((w) => Math.floor((amount * w) / total));
  const given = shares.reduce((sum, s) => sum + s, 0);
  shares[shares.length - 1]! += amount - given;
  return shares;
}

/**
 * Buying every episode of a series the viewer lacks at once, at the series' bundle price: one
 * locked transaction with one ledger movement, one bundle purchase and a buy entitlement per
 * episode. The viewer confirms the amount they were shown; a different price now is refused.
 */
export function createSeriesBundleService(
  repo: SeriesBundleRepository,
  { clock }: { clock: Clock },
) {
  const ownTransaction: TxRunner = (work) => moneyTransaction(repo.db, work);

  return {
    async buySeriesBundle(
      userId: string,
      body: SeriesBundleBody,
      inTransaction: TxRunner = ownTransaction,
    ): Promise<SeriesBundleResult> {
      return inTransaction(async (tx) => {
        const wallet = await lockWallet(tx, userId);
        const currency = wallet?.currency ?? body.currency;
        const found = await repo.seriesWithBundle(tx, body.series, currency);
        if (!found) throw notFound("catalogue/not-found", "This series does not exist.");
        const episodes = await repo.episodes(tx, found.id, currency);
        const owned = await repo.ownedTitleIds(
          tx,
          userId,
          episodes.map((e) => e.id),
        );
        const quote =
          found.bundle === null
            ? null
            : seriesBundleQuote(
                { currency, amount: found.bundle },
                episodes.map((e) => ({
                  ref: e.ref,
                  buy: e.buy,
                  free: e.isFree,
                  playable: e.playable,
                  owned: owned.has(e.id),
                })),
              );
        if (!quote) {
          throw new HttpError(
            409,
            "purchase/not-for-sale",
            `${found.title} is not sold as a bundle in ${currency}.`,
          );
        }
        if (quote.episodes.length === 0) {
          throw new HttpError(
            409,
            "purchase/already-owned",
            `You already own every episode of ${found.title}.`,
          );
        }
        if (quote.amount !== body.amount || currency !== body.currency) {
          throw new HttpError(
            409,
            "purchase/price-changed",
            `The price of ${found.title} is now ${formatPrice(quote.amount, currency)}. Check it and try again.`,
          );
        }
        if (!wallet) throw new InsufficientFundsError(quote.amount, currency, quote.amount);

        const id = randomUUID();
        const now = clock.now();
        const granted = episodes.filter((e) => quote.episodes.includes(e.ref));
        const balance = await postMovement(tx, wallet, {
          amountMinor: -quote.amount,
          kind: "purchase",
          reference: `series-bundle:${id}`,
          description: `Bought ${found.title}: ${granted.length} episode${granted.length === 1 ? "" : "s"}`,
        });
        await repo.insertPurchase(tx, {
          id,
          userId,
          seriesId: found.id,
          amountMinor: quote.amount,
          currency,
          episodes: granted.length,
          createdAt: now,
        });
        const shares = splitByWeight(
          quote.amount,
          granted.map((e) => e.buy ?? 0),
        );
        await grantEntitlements(
          tx,
          granted.map((e, i) => ({
            userId,
            kind: "buy" as const,
            titleId: e.id,
            startsAt: now,
            amountMinor: shares[i]!,
            currency,
            bundleId: id,
            createdAt: now,
          })),
        );
        return {
          episodes: quote.episodes,
          amount: quote.amount,
          currency,
          balance: { amount: balance, currency },
        };
      });
    },
  };
}

export type SeriesBundleService = ReturnType<typeof createSeriesBundleService>;
