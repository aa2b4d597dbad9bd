import {
  type AdminReferralReward,
  type Currency,
  type RewardsResponse,
  shareLinkPath,
} from "@tazama/contracts";
import type { Clock } from "../../lib/clock.ts";
import { HttpError, notFound } from "../../lib/http-error.ts";
import type { AuditContext } from "../audit/audit.public.ts";
import { lockOrOpenWallet, moneyTransaction, postMovement } from "../ledger/ledger.public.ts";
import { fraudFlags } from "./fraud-rules.ts";
import type { ReferralsRepository, RewardRow } from "./referrals.repository.ts";

const DAY = 24 * 60 * 60 * 1000;

export interface ReferralSettings {
  /** Minor units per currency for each side. */
  referrer: Record<Currency, number>;
  referee: Record<Currency, number>;
  holdDays: number;
  capPerYear: number;
  publicUrl: string;
}

/** "Amina Wanjiru Otieno" → "Amina W." (a friend list shows no more than that). */
export function shortName(name: string): string {
  const [first = "", second] = name.trim().split(/\s+/);
  return second ? `${first} ${second.charAt(0).toUpperCase()}.` : first;
}

/**
 * Referral rewards (issue 17). A referee's first paid purchase makes one reward row (the unique
 * referee index makes concurrent purchases agree); it is held for the refund window, then both
 * sides get a `referral` ledger movement — unless a refund came in the window (cancelled), the
 * referee's phone is still unproven (it waits), or a fraud rule flagged it (an admin decides).
 */
export function createReferralsService(
  repo: ReferralsRepository,
  clock: Clock,
  settings: ReferralSettings,
) {
  /** What a side gets in `currency` (0 when configured so). */
  const amountFor = (side: "referrer" | "referee", currency: Currency) => settings[side][currency];

  async function settle(refereeId: string): Promise<void> {
    const referee = await repo.person(refereeId);
    if (!referee?.codeUsed) return;
    const referrerId = await repo.byCode(referee.codeUsed);
    if (!referrerId || referrerId === refereeId) return;
    const purchase = await repo.firstPaidPurchase(refereeId);
    if (!purchase) return;
    if (await repo.rewardOfReferee(refereeId)) return;
    const referrer = (await repo.person(referrerId))!;
    const party = async (p: typeof referee) => ({
      email: p.email,
      verifiedPhone: p.phoneVerifiedAt ? p.phone : null,
      payers: await repo.payersOf(p.id),
    });
    const flags = fraudFlags(await party(referrer), await party(referee));
    const now = clock.now();
    const earned = await repo.rewardsEarnedSince(referrerId, new Date(now.getTime() - 365 * DAY));
    await repo.insertReward({
      refereeId,
      referrerId,
      purchaseRef: purchase.reference,
      settledAt: now,
      // The window starts when the reward is made, right after the purchase committed.
      releaseAt: new Date(now.getTime() + settings.holdDays * DAY),
      status: flags.length > 0 ? "flagged" : "held",
      flags,
      referrerCapped: earned >= settings.capPerYear,
    });
  }

  /** Pays one held reward that is due, or says why not; one transaction for both sides. */
  async function release(id: string): Promise<"paid" | "cancelled" | "waiting" | "skipped"> {
    return moneyTransaction(repo.db, async (tx) => {
      const reward = await repo.lockReward(tx, id);
      const now = clock.now();
      if (reward?.status !== "held" || reward.releaseAt > now) return "skipped";
      if (await repo.refundedAfter(tx, reward.refereeId, reward.purchaseRef)) {
        await repo.updateReward(tx, id, {
          status: "cancelled",
          note: "refunded in the hold window",
          resolvedAt: now,
        });
        return "cancelled";
      }
      const referee = await repo.person(reward.refereeId, tx);
      if (!referee?.phoneVerifiedAt) return "waiting";
      const refereeCurrency = (await repo.walletCurrency(tx, reward.refereeId)) ?? "NGN";
      const referrerCurrency =
        (await repo.walletCurrency(tx, reward.referrerId)) ?? refereeCurrency;
      const referrerAmount = reward.referrerCapped ? 0 : amountFor("referrer", referrerCurrency);
      const refereeAmount = amountFor("referee", refereeCurrency);
      const referrerName = (await repo.person(reward.referrerId, tx))?.name ?? "a friend";
      if (referrerAmount > 0) {
        const wallet = await lockOrOpenWallet(tx, reward.referrerId, referrerCurrency);
        await postMovement(tx, wallet, {
          amountMinor: referrerAmount,
          kind: "referral",
          reference: `referral:${id}:referrer`,
          description: `Referral reward: ${shortName(referee.name)} joined with your code`,
        });
      }
      if (refereeAmount > 0) {
        const wallet = await lockOrOpenWallet(tx, reward.refereeId, refereeCurrency);
        await postMovement(tx, wallet, {
          amountMinor: refereeAmount,
          kind: "referral",
          reference: `referral:${id}:referee`,
          description: `Welcome reward: you joined with ${shortName(referrerName)}'s code`,
        });
      }
      await repo.updateReward(tx, id, {
        status: "paid",
        resolvedAt: now,
        referrerAmountMinor: referrerAmount,
        referrerCurrency,
        refereeAmountMinor: refereeAmount,
        refereeCurrency,
      });
      return "paid";
    });
  }

  return {
    settle,
    release,

    /** Every few minutes: rewards a lost hook missed, then the due ones. */
    async sweep(): Promise<{ settled: number; paid: number; cancelled: number }> {
      const missed = await repo.unsettledReferees();
      for (const id of missed) await settle(id);
      let paid = 0;
      let cancelled = 0;
      for (const id of await repo.dueIds(clock.now())) {
        const outcome = await release(id);
        if (outcome === "paid") paid += 1;
        if (outcome === "cancelled") cancelled += 1;
      }
      return { settled: missed.length, paid, cancelled };
    },

    async rewardsOf(userId: string, asked: Currency | undefined): Promise<RewardsResponse> {
      const me = await repo.person(userId);
      if (!me) throw notFound("auth/user-not-found", "Your account was not found.");
      const walletCurrency = await moneyTransaction(repo.db, (tx) =>
        repo.walletCurrency(tx, userId),
      );
      const currency = walletCurrency ?? asked ?? "NGN";
      const friends = await repo.friendsOf(me.code);
      const sums = (status: "paid" | "held") => {
        const by = new Map<Currency, number>();
        for (const { reward } of friends) {
          if (reward?.status !== status) continue;
          const c = (reward.referrerCurrency as Currency | null) ?? currency;
          const amount =
            status === "paid"
              ? (reward.referrerAmountMinor ?? 0)
              : reward.referrerCapped
                ? 0
                : amountFor("referrer", c);
          if (amount > 0) by.set(c, (by.get(c) ?? 0) + amount);
        }
        return [...by].map(([c, amount]) => ({ amount, currency: c }));
      };
      const mine = await repo.rewardOfReferee(userId);
      return {
        code: me.code,
        link: `${settings.publicUrl}${shareLinkPath(me.code)}`,
        offer: {
          you: { amount: amountFor("referrer", currency), currency },
          friend: { amount: amountFor("referee", currency), currency },
        },
        holdDays: settings.holdDays,
        capPerYear: settings.capPerYear,
        friends: friends.map(({ name, joinedAt, phoneVerifiedAt, reward }) => ({
          name: shortName(name),
          joinedAt: joinedAt.toISOString(),
          status: !reward ? "joined" : reward.status === "flagged" ? "review" : reward.status,
          releaseAt: reward ? reward.releaseAt.toISOString() : null,
          waitingForPhone: reward?.status === "held" && phoneVerifiedAt === null,
          earned:
            reward?.status === "paid" && reward.referrerAmountMinor
              ? {
                  amount: reward.referrerAmountMinor,
                  currency: reward.referrerCurrency as Currency,
                }
              : null,
        })),
        paid: sums("paid"),
        held: sums("held"),
        welcome: mine
          ? {
              status: mine.status === "flagged" ? "review" : mine.status,
              releaseAt: mine.releaseAt.toISOString(),
            }
          : null,
      };
    },

    async listForReview(status: RewardRow["status"]): Promise<AdminReferralReward[]> {
      const rows = await repo.listByStatus(status);
      return rows.map(({ reward, referrer, referee }) => ({
        id: reward.id,
        status: reward.status,
        flags: reward.flags,
        referrer,
        referee,
        settledAt: reward.settledAt.toISOString(),
        releaseAt: reward.releaseAt.toISOString(),
        note: reward.note,
      }));
    },

    /** An admin's decision on a flagged reward: approved ones are held, then paid as usual. */
    /** An admin's decision on a flagged reward, audited in its transaction. */
    async decide(id: string, audit: AuditContext, decision: "approve" | "reject", note?: string) {
      const outcome = await moneyTransaction(repo.db, async (tx) => {
        const reward = await repo.lockReward(tx, id);
        if (!reward) throw notFound("referral/not-found", "No such referral reward.");
        if (reward.status !== "flagged") {
          throw new HttpError(
            409,
            "referral/not-flagged",
            `This reward is ${reward.status}, not waiting for a decision.`,
          );
        }
        const now = clock.now();
        const status = decision === "approve" ? "held" : "cancelled";
        const why = note ?? (decision === "approve" ? "approved" : "rejected");
        await repo.updateReward(tx, id, {
          status,
          reviewedBy: audit.admin.id,
          note: why,
          resolvedAt: decision === "approve" ? null : now,
        });
        await audit.record(
          {
            action: decision === "approve" ? "referral.approve" : "referral.reject",
            target: { type: "referral-reward", id },
            before: { status: reward.status, flags: reward.flags },
            after: {
              status,
              note: why,
              referrer: reward.referrerId,
              referee: reward.refereeId,
              purchase: reward.purchaseRef,
            },
          },
          tx,
        );
        return decision === "approve" && reward.releaseAt <= now ? "due" : "later";
      });
      // Already past the hold window: pay it now rather than at the next sweep.
      if (outcome === "due") await release(id);
      return { id, status: decision === "approve" ? "held" : "cancelled" } as const;
    },
  };
}

export type ReferralsService = ReturnType<typeof createReferralsService>;
