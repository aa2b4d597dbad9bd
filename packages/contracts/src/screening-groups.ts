import { z } from "zod";
import { currencySchema } from "./money.ts";
import { screeningSummarySchema } from "./screenings.ts";

/**
 * Bulk bookings (issue 15, the spec's `bulkscreenings` and `/screening/groupRefreshments/`): an
 * organisation's admin books a block of seats (or the whole screening), pays once from the
 * organisation's wallet, and hands out one ref code per member or one code for the group.
 */
export const SCREENING_GROUP_PATHS = {
  bulk: "/api/v1/bulkscreenings",
  codes: "/api/v1/bulkscreenings/:id/codes.csv",
  groupRefreshments: "/api/v1/screening/groupRefreshments/",
} as const;

/** The most seats one bulk booking takes. */
export const GROUP_MAX_SEATS = 2000;
export const GROUP_CODE_KINDS = ["members", "group"] as const;

const lineSchema = z.strictObject({
  item: z.number().int().positive(),
  quantity: z.number().int().min(1).max(1000),
});
const lines = z
  .array(lineSchema)
  .max(10)
  .refine((list) => new Set(list.map((l) => l.item)).size === list.length, {
    message: "List each refreshment once",
  });

export const bulkBookBodySchema = z
  .strictObject({
    screening: z.uuid(),
    organisation: z.uuid(),
    /** Seats by label on a seat map, a number of places, or every seat left. */
    seats: z.array(z.string().trim().min(1).max(8)).min(1).max(GROUP_MAX_SEATS).optional(),
    count: z.number().int().min(1).max(GROUP_MAX_SEATS).optional(),
    whole: z.literal(true).optional(),
    /** One ref code per member (a CSV to hand out), or one code admitting everyone. */
    codes: z.enum(GROUP_CODE_KINDS),
    refreshments: lines.default([]),
  })
  .refine((b) => [b.seats, b.count, b.whole].filter((v) => v !== undefined).length === 1, {
    message: "Choose seats, a number of places, or the whole screening (one of the three)",
  });
export type BulkBookBody = z.input<typeof bulkBookBodySchema>;

export const screeningGroupSchema = z.object({
  id: z.uuid(),
  screening: screeningSummarySchema,
  organisation: z.object({ id: z.uuid(), name: z.string() }),
  codes: z.enum(GROUP_CODE_KINDS),
  seats: z.array(z.string()),
  /** `group`: the one code; `members`: null (see the CSV). */
  groupCode: z.string().nullable(),
  checkedIn: z.number().int(),
  refreshments: z.array(
    z.object({ name: z.string(), quantity: z.number().int(), served: z.boolean() }),
  ),
  amount: z.number().int(),
  currency: currencySchema,
  status: z.enum(["confirmed", "cancelled"]),
  createdAt: z.iso.datetime(),
});
export type ScreeningGroup = z.infer<typeof screeningGroupSchema>;

export const bulkBookResponseSchema = z.object({
  group: screeningGroupSchema,
  /** The organisation's wallet after paying. */
  balance: z.object({ amount: z.number().int(), currency: currencySchema }),
});
export type BulkBookResponse = z.infer<typeof bulkBookResponseSchema>;

export const groupListQuerySchema = z.object({ organisation: z.uuid() });
export const groupListSchema = z.object({ groups: z.array(screeningGroupSchema) });
export type GroupList = z.infer<typeof groupListSchema>;

export const groupRefreshmentsBodySchema = z.strictObject({
  group: z.uuid(),
  refreshments: lines.min(1, "Choose at least one refreshment"),
});
export type GroupRefreshmentsBody = z.infer<typeof groupRefreshmentsBodySchema>;
