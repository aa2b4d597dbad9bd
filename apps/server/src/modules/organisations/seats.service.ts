import { randomUUID } from "node:crypto";
import {
  type BuySeatsBody,
  type BuySeatsResult,
  type Currency,
  type FundOrgWalletBody,
  type FundOrgWalletResult,
  ORG_SEAT_RULES,
  type OrgSeatsResponse,
  type SeatBlock,
  type SeatQuote,
  formatPrice,
} from "@tazama/contracts";
import type { Clock } from "../../lib/clock.ts";
import { HttpError, notFound } from "../../lib/http-error.ts";
import {
  InsufficientFundsError,
  type Tx,
  type TxRunner,
  lockWallet,
  postMovement,
} from "../ledger/ledger.public.ts";
import type { SeatsRepository } from "./seats.repository.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

export interface SeatsDeps {
  repo: SeatsRepository;
  clock: Clock;
  /** Throws 404 / 403 unless the caller is one of the organisation's admins; returns its name. */
  requireAdmin: (orgId: string, userId: string) => Promise<{ name: string }>;
  /** A transaction of its own, for seat changes that move no money. */
  transaction: TxRunner;
}

const orgShort = (short: number, currency: Currency) =>
  new HttpError(
    402,
    "org/insufficient-funds",
    `The organisation's wallet is short by ${formatPrice(short, currency)}. Add money to it first.`,
  );

/**
 * Seats (issue 17): an admin moves money from their wallet to the organisation's (two ledger
 * movements, one transaction), the organisation buys a pass or titles for N members for a period
 * (one movement), and admins give the seats to members. A seat is an entitlement of source
 * `organisation` — a pass until the block ends, or each title as a viewing window that ends with
 * the block — so playback, My Collection and the title page need nothing new. Taking a seat back
 * (or the member leaving) ends that access at once and frees the seat.
 */
export function createSeatsService({ repo, clock, requireAdmin, transaction }: SeatsDeps) {
  async function blockViews(q: Tx, orgId: string, blockId?: string): Promise<SeatBlock[]> {
    const rows = await repo.blocks(q, orgId, blockId);
    const ids = rows.map((r) => r.block.id);
    const titleRows = await repo.blockTitles(q, ids);
    const holderRows = await repo.holders(q, ids);
    return rows.map(({ block, passName }): SeatBlock => {
      const own = titleRows.filter((t) => t.blockId === block.id);
      const holders = holderRows
        .filter((h) => h.blockId === block.id)
        .map((h) => ({ userId: h.userId, name: h.name, since: h.since.toISOString() }));
      return {
        id: block.id,
        kind: block.kind,
        name: passName ?? own.map((t) => t.title).join(", "),
        titles: own.map((t) => ({ ref: t.ref, title: t.title })),
        seats: block.seats,
        used: holders.length,
        startsAt: block.startsAt.toISOString(),
        endsAt: block.endsAt.toISOString(),
        price: { amount: block.amountMinor, currency: block.currency },
        holders,
      };
    });
  }

  async function overview(orgId: string, userId: string): Promise<OrgSeatsResponse> {
    await requireAdmin(orgId, userId);
    return transaction(async (tx) => {
      const wallet = await repo.orgWallet(tx, orgId);
      const mine = await repo.personalWallet(tx, userId);
      const currency = wallet?.currency ?? mine?.currency ?? "NGN";
      const offers = await repo.passOffers(tx, currency);
      return {
        wallet: wallet ? { amount: wallet.balanceMinor, currency: wallet.currency } : null,
        mine: mine ? { amount: mine.balanceMinor, currency: mine.currency } : null,
        passes: offers.map((p) => ({
          slug: p.slug,
          name: p.name,
          days: p.durationS / 86_400,
          perSeat: { amount: p.amountMinor, currency },
        })),
        blocks: await blockViews(tx, orgId),
      };
    });
  }

  async function fund(
    userId: string,
    body: FundOrgWalletBody,
    inTransaction: TxRunner,
  ): Promise<FundOrgWalletResult> {
    const org = await requireAdmin(body.orgId, userId);
    return inTransaction(async (tx) => {
      // Always the person's wallet first, then the organisation's: no two transfers deadlock.
      const mine = await lockWallet(tx, userId);
      if (!mine) throw new InsufficientFundsError(body.amount, "NGN", body.amount);
      const wallet = await repo.lockOrgWallet(tx, body.orgId, mine.currency);
      if (!wallet) throw new Error(`wallet of organisation ${body.orgId} vanished`);
      if (wallet.currency !== mine.currency) {
        throw new HttpError(
          400,
          "org/currency-mismatch",
          `The organisation's wallet is in ${wallet.currency}; yours is in ${mine.currency}.`,
        );
      }
      const id = randomUUID();
      const from = await repo.nameOf(tx, userId);
      await postMovement(tx, mine, {
        amountMinor: -body.amount,
        kind: "transfer",
        reference: `org-transfer:${id}:out`,
        description: `To ${org.name}`,
      });
      await postMovement(tx, wallet, {
        amountMinor: body.amount,
        kind: "transfer",
        reference: `org-transfer:${id}:in`,
        description: `From ${from}`,
      });
      return {
        wallet: { amount: wallet.balanceMinor, currency: wallet.currency },
        mine: { amount: mine.balanceMinor, currency: mine.currency },
      };
    });
  }

  /** What one seat costs, and for how long, in the wallet's currency. */
  async function priceOf(tx: Tx, body: BuySeatsBody, currency: Currency) {
    if (body.kind === "pass") {
      const pass = await repo.passWithPrice(tx, body.pass, currency);
      if (!pass) throw notFound("pass/not-found", "This pass does not exist.");
      if (pass.amountMinor === null) {
        throw new HttpError(409, "purchase/not-for-sale", `This pass is not sold in ${currency}.`);
      }
      return {
        perSeat: pass.amountMinor,
        periodMs: pass.durationS * 1000,
        passId: pass.id,
        titleIds: [],
      };
    }
    const refs = [...new Set(body.titles)];
    const found = await repo.titlesWithPrice(tx, refs, currency);
    const missing = refs.filter((ref) => !found.some((t) => t.ref === ref));
    if (missing.length > 0) {
      throw notFound("catalogue/not-found", `No such title: ${missing.join(", ")}.`);
    }
    const unpriced = found.filter((t) => t.buyMinor === null);
    if (unpriced.length > 0) {
      throw new HttpError(
        409,
        "purchase/not-for-sale",
        `Not sold in ${currency}: ${unpriced.map((t) => t.title).join(", ")}.`,
      );
    }
    return {
      perSeat: found.reduce((sum, t) => sum + t.buyMinor!, 0),
      periodMs: ORG_SEAT_RULES.titleDays * DAY_MS,
      passId: null,
      titleIds: found.map((t) => t.id),
    };
  }

  async function buy(
    userId: string,
    body: BuySeatsBody,
    inTransaction: TxRunner,
  ): Promise<BuySeatsResult> {
    await requireAdmin(body.orgId, userId);
    return inTransaction(async (tx) => {
      const wallet = await repo.lockOrgWallet(tx, body.orgId);
      const currency = wallet?.currency ?? (await repo.personalCurrency(tx, userId)) ?? "NGN";
      const price = await priceOf(tx, body, currency);
      const amount = price.perSeat * body.seats;
      if (!wallet || wallet.balanceMinor < amount) {
        throw orgShort(amount - (wallet?.balanceMinor ?? 0), currency);
      }
      const now = clock.now();
      const block = await repo.insertBlock(
        tx,
        {
          orgId: body.orgId,
          kind: body.kind,
          passId: price.passId,
          seats: body.seats,
          startsAt: now,
          endsAt: new Date(now.getTime() + price.periodMs),
          amountMinor: amount,
          currency,
          boughtBy: userId,
          createdAt: now,
        },
        price.titleIds,
      );
      const [view] = await blockViews(tx, body.orgId, block.id);
      await postMovement(tx, wallet, {
        amountMinor: -amount,
        kind: "seats",
        reference: `seats:${block.id}`,
        description: `${body.seats} × ${view!.name}`,
      });
      return { block: view!, wallet: { amount: wallet.balanceMinor, currency } };
    });
  }

  /** What `buy` would charge, without buying. */
  async function quote(orgId: string, userId: string, body: BuySeatsBody): Promise<SeatQuote> {
    await requireAdmin(orgId, userId);
    return transaction(async (tx) => {
      const wallet = await repo.orgWallet(tx, orgId);
      const currency = wallet?.currency ?? (await repo.personalCurrency(tx, userId)) ?? "NGN";
      const price = await priceOf(tx, body, currency);
      const total = price.perSeat * body.seats;
      return {
        perSeat: { amount: price.perSeat, currency },
        total: { amount: total, currency },
        days: price.periodMs / DAY_MS,
        affordable: (wallet?.balanceMinor ?? 0) >= total,
      };
    });
  }

  async function assign(orgId: string, adminId: string, blockId: string, userIds: string[]) {
    await requireAdmin(orgId, adminId);
    return transaction(async (tx) => {
      const block = await repo.lockBlock(tx, orgId, blockId);
      if (!block) throw notFound("org/seats-not-found", "No such seats.");
      const now = clock.now();
      if (block.endsAt.getTime() <= now.getTime()) {
        throw new HttpError(409, "org/seats-ended", "These seats have ended.");
      }
      const wanted = [...new Set(userIds)];
      const members = await repo.membersAmong(tx, orgId, wanted);
      const strangers = wanted.filter((id) => !members.has(id));
      if (strangers.length > 0) {
        throw new HttpError(
          400,
          "org/not-members",
          `${strangers.length} of these people are not members of this organisation.`,
        );
      }
      const holding = new Set((await repo.holders(tx, [blockId])).map((h) => h.userId));
      const fresh = wanted.filter((id) => !holding.has(id));
      const left = block.seats - holding.size;
      if (fresh.length > left) {
        throw new HttpError(
          409,
          "org/no-seats-left",
          left === 0 ? "Every seat is taken." : `Only ${left} of these seats are free.`,
        );
      }
      const titleRows = await repo.blockTitles(tx, [blockId]);
      for (const userId of fresh) {
        const seatId = await repo.insertSeat(tx, blockId, userId, now);
        const common = {
          userId,
          amountMinor: 0,
          currency: block.currency,
          source: "organisation" as const,
          createdAt: now,
          startsAt: now,
        };
        if (block.kind === "pass") {
          await repo.grant(tx, seatId, {
            ...common,
            kind: "pass",
            passId: block.passId,
            expiresAt: block.endsAt,
          });
        } else {
          const windowS = Math.floor((block.endsAt.getTime() - now.getTime()) / 1000);
          for (const title of titleRows) {
            await repo.grant(tx, seatId, {
              ...common,
              kind: "rent",
              titleId: title.id,
              startBy: block.endsAt,
              windowS,
              firstPlayedAt: now,
              expiresAt: block.endsAt,
            });
          }
        }
      }
      const [view] = await blockViews(tx, orgId, blockId);
      return view!;
    });
  }

  async function release(orgId: string, adminId: string, blockId: string, userId: string) {
    await requireAdmin(orgId, adminId);
    return transaction(async (tx) => {
      const block = await repo.lockBlock(tx, orgId, blockId);
      if (!block) throw notFound("org/seats-not-found", "No such seats.");
      const seats = await repo.heldSeats(tx, { orgId, userId, blockId });
      if (seats.length === 0) {
        throw notFound("org/seat-not-held", "This member holds no seat here.");
      }
      await repo.release(
        tx,
        seats.map((s) => s.id),
        clock.now(),
      );
      const [view] = await blockViews(tx, orgId, blockId);
      return view!;
    });
  }

  /** A member who leaves gives back every seat they held in the organisation. */
  async function releaseAll(orgId: string, userId: string) {
    await transaction(async (tx) => {
      const seats = await repo.heldSeats(tx, { orgId, userId });
      await repo.release(
        tx,
        seats.map((s) => s.id),
        clock.now(),
      );
    });
  }

  return { overview, fund, quote, buy, assign, release, releaseAll };
}

export type SeatsService = ReturnType<typeof createSeatsService>;
