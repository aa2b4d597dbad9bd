import { randomUUID } from "node:crypto";
import type { Currency, PurchaseResult } from "@tazama/contracts";
import type { Clock } from "../../lib/clock.ts";
import { HttpError, notFound } from "../../lib/http-error.ts";
import {
  grantEntitlement,
  mayWatch,
  toEntitlementView,
} from "../entitlements/entitlements.public.ts";
import {
  lockWallet,
  postMovement,
  InsufficientFundsError,
  type TxRunner,
  moneyTransaction,
} from "../ledger/ledger.public.ts";
import type { PurchasesRepository } from "./purchases.repository.ts";

export interface RentalTerms {
  /** Days after paying within which playback must start. */
  startDays: number;
  /** Hours of viewing from the first played frame. */
  windowHours: number;
}

const DAY_MS = 86_400_000;

export const TITLE_NOT_AVAILABLE = "This title is not available yet. Please check back soon.";

/** When a download licence last left for the user's devices, per title id (downloads). */
export type LastLicences = (userId: string) => Promise<ReadonlyMap<number, Date>>;

/** Buying and renting titles and passes from the wallet: one locked transaction each. */
export function createPurchasesService(
  repo: PurchasesRepository,
  {
    clock,
    rental,
    lastLicences = async () => new Map(),
  }: { clock: Clock; rental: RentalTerms; lastLicences?: LastLicences },
) {
  const { db } = repo;
  const ownTransaction: TxRunner = (work) => moneyTransaction(db, work);

  return {
    rental,

    async buyTitle(
      userId: string,
      input: { ref: string; kind: "buy" | "rent"; currency?: Currency },
      inTransaction: TxRunner = ownTransaction,
    ): Promise<PurchaseResult> {
      return inTransaction(async (tx) => {
        const wallet = await lockWallet(tx, userId);
        const currency = wallet?.currency ?? input.currency ?? "NGN";
        const title = await repo.titleWithPrice(tx, input.ref, currency);
        if (!title || title.status !== "published") {
          throw notFound("catalogue/not-found", "This title does not exist.");
        }
        if (title.isFree) {
          throw new HttpError(409, "purchase/free-title", "This title is free to watch.");
        }
        // Not sold until it plays: nothing is charged for a title without a ready main video.
        if (!title.mainReady) {
          throw new HttpError(409, "content/not-available", TITLE_NOT_AVAILABLE);
        }
        const price = input.kind === "buy" ? title.buyMinor : title.rentMinor;
        if (price === null) {
          throw new HttpError(
            409,
            "purchase/not-for-sale",
            `This title is not sold in ${currency}.`,
          );
        }
        const now = clock.now();
        const held = await repo.titleEntitlements(tx, userId, title.id);
        if (held.some((e) => e.kind === "buy" && !e.revokedAt)) {
          throw new HttpError(409, "purchase/already-owned", "You already own this title.");
        }
        if (input.kind === "rent" && held.some((e) => e.kind === "rent" && mayWatch(e, now))) {
          throw new HttpError(
            409,
            "purchase/already-rented",
            "Your rental of this title is still active.",
          );
        }
        if (!wallet) throw new InsufficientFundsError(price, currency, price);
        const id = randomUUID();
        await postMovement(tx, wallet, {
          amountMinor: -price,
          kind: input.kind === "buy" ? "purchase" : "rent",
          reference: `entitlement:${id}`,
          description: `${input.kind === "buy" ? "Bought" : "Rented"} ${title.title}`,
        });
        const row = await grantEntitlement(tx, {
          id,
          userId,
          kind: input.kind,
          titleId: title.id,
          startsAt: now,
          startBy:
            input.kind === "rent" ? new Date(now.getTime() + rental.startDays * DAY_MS) : null,
          windowS: input.kind === "rent" ? Math.round(rental.windowHours * 3600) : null,
          amountMinor: price,
          currency,
          createdAt: now,
        });
        return {
          entitlement: toEntitlementView(
            row,
            { ref: title.ref, title: title.title, passSlug: null, passName: null },
            now,
          ),
          balance: { amount: wallet.balanceMinor, currency },
        };
      });
    },

    /** A pass starts now, or when the user's current pass ends (passes queue up). */
    async buyPass(
      userId: string,
      input: { pass: string; currency?: Currency },
      inTransaction: TxRunner = ownTransaction,
    ): Promise<PurchaseResult> {
      return inTransaction(async (tx) => {
        const wallet = await lockWallet(tx, userId);
        const currency = wallet?.currency ?? input.currency ?? "NGN";
        const pass = await repo.passWithPrice(tx, input.pass, currency);
        if (!pass) throw notFound("pass/not-found", "This pass does not exist.");
        if (pass.amountMinor === null) {
          throw new HttpError(
            409,
            "purchase/not-for-sale",
            `This pass is not sold in ${currency}.`,
          );
        }
        if (!wallet) throw new InsufficientFundsError(pass.amountMinor, currency, pass.amountMinor);
        const now = clock.now();
        const queuedAfter = await repo.latestPassEnd(tx, userId, now);
        const startsAt = queuedAfter ?? now;
        const id = randomUUID();
        await postMovement(tx, wallet, {
          amountMinor: -pass.amountMinor,
          kind: "pass",
          reference: `entitlement:${id}`,
          description: pass.name,
        });
        const row = await grantEntitlement(tx, {
          id,
          userId,
          kind: "pass",
          passId: pass.id,
          startsAt,
          expiresAt: new Date(startsAt.getTime() + pass.durationS * 1000),
          amountMinor: pass.amountMinor,
          currency,
          createdAt: now,
        });
        return {
          entitlement: toEntitlementView(
            row,
            { ref: null, title: null, passSlug: pass.slug, passName: pass.name },
            now,
          ),
          balance: { amount: wallet.balanceMinor, currency },
        };
      });
    },

    /** My Collection: owned titles, rentals (with their windows) and passes. */
    async collection(userId: string) {
      const now = clock.now();
      const [rows, licensed] = await Promise.all([repo.listForUser(userId), lastLicences(userId)]);
      const views = rows.map((r) => {
        const e = r.entitlement;
        const at = e.kind === "rent" && e.titleId !== null ? licensed.get(e.titleId) : undefined;
        return toEntitlementView(e, r, now, at !== undefined && at >= e.startsAt);
      });
      return {
        // A purchase refunded in full is no longer owned (it stays in the wallet's history).
        owned: views.filter((v) => v.kind === "buy" && v.state !== "expired"),
        rented: views.filter((v) => v.kind === "rent"),
        passes: views.filter((v) => v.kind === "pass"),
        now: now.toISOString(),
      };
    },

    async passCatalogue() {
      const rows = await repo.passCatalogue();
      const bySlug = new Map<
        string,
        {
          slug: string;
          name: string;
          durationHours: number;
          prices: { amount: number; currency: Currency }[];
        }
      >();
      for (const r of rows) {
        const pass = bySlug.get(r.slug) ?? {
          slug: r.slug,
          name: r.name,
          durationHours: r.durationS / 3600,
          prices: [],
        };
        pass.prices.push({ amount: r.amountMinor, currency: r.currency });
        bySlug.set(r.slug, pass);
      }
      return { passes: [...bySlug.values()], rental };
    },
  };
}

export type PurchasesService = ReturnType<typeof createPurchasesService>;
