import { z } from "zod";
import { type Currency, currencySchema } from "./money.ts";

/**
 * Referral rewards (issue 17, spec `reward/add`): both sides get wallet credit when the new
 * viewer's first paid purchase settles, held for the refund window before it can be spent.
 */
export const REFERRAL_DEFAULTS = {
  /** Minor units per currency, for whoever shared the code and for the friend who joined. */
  referrer: { NGN: 100_000, KES: 10_000, GHS: 1_000, ZAR: 1_500, USD: 100 },
  referee: { NGN: 100_000, KES: 10_000, GHS: 1_000, ZAR: 1_500, USD: 100 },
  holdDays: 7,
  /** Rewards a referrer can earn in any 365 days; past it only the friend is rewarded. */
  capPerYear: 30,
} as const satisfies {
  referrer: Record<Currency, number>;
  referee: Record<Currency, number>;
  holdDays: number;
  capPerYear: number;
};

export const REFERRAL_PATHS = {
  rewards: "/api/v1/users/rewards",
  /** `/r/{code}`: the share link; it lands on /register with the code kept for sign-up. */
  shareLink: "/r",
  admin: "/api/v1/admin/referral-rewards",
} as const;

export const shareLinkPath = (code: string) => `${REFERRAL_PATHS.shareLink}/${code}`;

const amountSchema = z.object({ amount: z.number().int(), currency: currencySchema });

/** A friend who joined with the viewer's code, and where their reward stands. */
export const referralFriendSchema = z.object({
  /** First name and initial only ("Amina W."). */
  name: z.string(),
  joinedAt: z.string(),
  /**
   * joined: no paid purchase yet; held: until `releaseAt` (or until the friend verifies their
   * phone, `waitingForPhone`); review: a rule asked for an admin; paid; cancelled.
   */
  status: z.enum(["joined", "held", "review", "paid", "cancelled"]),
  releaseAt: z.string().nullable(),
  waitingForPhone: z.boolean(),
  /** What the viewer got (paid), else null. */
  earned: amountSchema.nullable(),
});
export type ReferralFriend = z.infer<typeof referralFriendSchema>;

/** `GET /api/v1/users/rewards`: the "Invite friends" section. */
export const rewardsResponseSchema = z.object({
  code: z.string(),
  link: z.string(),
  /** What each side gets, in the viewer's wallet currency (or the one asked for). */
  offer: z.object({ you: amountSchema, friend: amountSchema }),
  holdDays: z.number().int(),
  capPerYear: z.number().int(),
  friends: z.array(referralFriendSchema),
  /** Sums of what was paid to the viewer, and what is held for them, per currency. */
  paid: z.array(amountSchema),
  held: z.array(amountSchema),
  /** The viewer's own reward for joining with someone's code, once their first purchase settled. */
  welcome: z
    .object({ status: z.enum(["held", "review", "paid", "cancelled"]), releaseAt: z.string() })
    .nullable(),
});
export type RewardsResponse = z.infer<typeof rewardsResponseSchema>;
export const rewardsQuerySchema = z.object({ currency: currencySchema.optional() });

/** Admin: rewards a fraud rule flagged, and the decision on one. */
export const adminReferralRewardSchema = z.object({
  id: z.string(),
  status: z.enum(["held", "flagged", "paid", "cancelled"]),
  flags: z.array(z.string()),
  referrer: z.object({ id: z.string(), name: z.string(), email: z.string() }),
  referee: z.object({ id: z.string(), name: z.string(), email: z.string() }),
  settledAt: z.string(),
  releaseAt: z.string(),
  note: z.string().nullable(),
});
export type AdminReferralReward = z.infer<typeof adminReferralRewardSchema>;
export const adminReferralRewardsQuerySchema = z.object({
  status: z.enum(["held", "flagged", "paid", "cancelled"]).default("flagged"),
});
export const adminReferralRewardsResponseSchema = z.object({
  rewards: z.array(adminReferralRewardSchema),
});
export const referralDecisionBodySchema = z.strictObject({
  decision: z.enum(["approve", "reject"]),
  note: z.string().trim().max(500).optional(),
});
export const referralRewardParamsSchema = z.object({ id: z.uuid() });
export const shareLinkParamsSchema = z.object({ code: z.string().max(64) });
