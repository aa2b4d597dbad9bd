import { z } from "zod";
import { currencySchema } from "./money.ts";

/**
 * Seats and the organisation wallet (issue 17): an organisation admin moves money from their own
 * wallet to the organisation's, which buys a pass or a set of titles for N members for a period.
 */
export const ORG_SEAT_RULES = {
  maxSeats: 10_000,
  maxTitles: 50,
  /** A title seat lasts this long (a pass seat lasts the pass's length). */
  titleDays: 365,
} as const;

export const ORG_SEAT_PATHS = {
  /** The wallet, the passes on offer and the seat blocks (GET, admins). */
  seats: (id: string) => `/api/v1/orgs/${id}/seats`,
  /** POST {orgId, amount}: from the caller's wallet to the organisation's (Idempotency-Key). */
  fund: "/api/v1/orgs/wallet/fund",
  /** POST {orgId, ...}: buy seats from the organisation's wallet (Idempotency-Key). */
  buy: "/api/v1/orgs/seats",
  /** GET ?kind=&pass=|titles=a,b&seats=: what the seats would cost (nothing is bought). */
  quote: (id: string) => `/api/v1/orgs/${id}/seats/quote`,
  /** POST {userIds}: give seats of this block to members; DELETE …/{userId}: take one back. */
  holders: (id: string, blockId: string) => `/api/v1/orgs/${id}/seats/${blockId}/holders`,
} as const;

const amountSchema = z.object({ amount: z.number().int(), currency: currencySchema });

export const fundOrgWalletBodySchema = z.strictObject({
  orgId: z.uuid(),
  /** Minor units, in the caller's wallet currency. */
  amount: z.number().int().positive().max(100_000_000_00),
});
export type FundOrgWalletBody = z.infer<typeof fundOrgWalletBodySchema>;

export const buySeatsBodySchema = z.discriminatedUnion("kind", [
  z.strictObject({
    orgId: z.uuid(),
    kind: z.literal("pass"),
    pass: z.string().min(1).max(64),
    seats: z.number().int().min(1).max(ORG_SEAT_RULES.maxSeats),
  }),
  z.strictObject({
    orgId: z.uuid(),
    kind: z.literal("titles"),
    titles: z.array(z.string().min(1).max(64)).min(1).max(ORG_SEAT_RULES.maxTitles),
    seats: z.number().int().min(1).max(ORG_SEAT_RULES.maxSeats),
  }),
]);
export type BuySeatsBody = z.infer<typeof buySeatsBodySchema>;

export const seatBlockSchema = z.object({
  id: z.string(),
  kind: z.enum(["pass", "titles"]),
  /** "Monthly Membership", or the titles' names. */
  name: z.string(),
  titles: z.array(z.object({ ref: z.string(), title: z.string() })),
  seats: z.number().int(),
  used: z.number().int(),
  startsAt: z.string(),
  endsAt: z.string(),
  price: amountSchema,
  /** Members holding a seat now. */
  holders: z.array(z.object({ userId: z.string(), name: z.string(), since: z.string() })),
});
export type SeatBlock = z.infer<typeof seatBlockSchema>;

export const orgSeatsResponseSchema = z.object({
  /** Null until the first money comes in. */
  wallet: amountSchema.nullable(),
  /** The caller's own wallet, where the money comes from (null before their first top-up). */
  mine: amountSchema.nullable(),
  /** Passes on offer, priced per seat in the wallet's currency (or the caller's). */
  passes: z.array(
    z.object({ slug: z.string(), name: z.string(), days: z.number(), perSeat: amountSchema }),
  ),
  blocks: z.array(seatBlockSchema),
});
export type OrgSeatsResponse = z.infer<typeof orgSeatsResponseSchema>;

export const fundOrgWalletResultSchema = z.object({
  wallet: amountSchema,
  /** The caller's own balance after the transfer. */
  mine: amountSchema,
});
export type FundOrgWalletResult = z.infer<typeof fundOrgWalletResultSchema>;

export const buySeatsResultSchema = z.object({ block: seatBlockSchema, wallet: amountSchema });
export type BuySeatsResult = z.infer<typeof buySeatsResultSchema>;

export const assignSeatsBodySchema = z.strictObject({
  userIds: z.array(z.string().min(1).max(64)).min(1).max(1_000),
});
export const seatHolderParamsSchema = z.object({
  id: z.uuid(),
  blockId: z.uuid(),
  userId: z.string().min(1).max(64),
});
export const seatBlockParamsSchema = z.object({ id: z.uuid(), blockId: z.uuid() });

export const seatQuoteQuerySchema = z.object({
  kind: z.enum(["pass", "titles"]),
  pass: z.string().min(1).max(64).optional(),
  /** Comma-separated refs. */
  titles: z
    .string()
    .max(4_000)
    .transform((v) => v.split(",").filter(Boolean))
    .pipe(z.array(z.string().min(1).max(64)).max(ORG_SEAT_RULES.maxTitles))
    .optional(),
  seats: z.coerce.number().int().min(1).max(ORG_SEAT_RULES.maxSeats),
});
export const seatQuoteSchema = z.object({
  perSeat: amountSchema,
  total: amountSchema,
  days: z.number(),
  /** The organisation's balance covers it. */
  affordable: z.boolean(),
});
export type SeatQuote = z.infer<typeof seatQuoteSchema>;
