import { z } from "zod";
import { currencySchema } from "./money.ts";

/**
 * The console's passes (issue 18): name, length and a price per currency. A pass with no price
 * is not on sale (the shop and organisations list only priced passes); one already sold stays
 * valid to its end whatever changes later.
 */
export const PASS_ADMIN_PATHS = {
  list: "/api/v1/admin/passes",
  one: "/api/v1/admin/passes/:slug",
} as const;

/** The longest pass: a year. */
export const PASS_MAX_HOURS = 366 * 24;

export const passPriceSchema = z.strictObject({
  currency: currencySchema,
  amountMinor: z.number().int().positive().max(100_000_000),
});

const passPriceList = z
  .array(passPriceSchema)
  .max(5)
  .refine((list) => new Set(list.map((p) => p.currency)).size === list.length, {
    message: "Each currency may have one price",
  });

export const adminPassSchema = z.object({
  slug: z.string(),
  name: z.string(),
  durationHours: z.number().int(),
  position: z.number().int(),
  prices: z.array(passPriceSchema),
  onSale: z.boolean(),
  /** Passes sold so far, and of them still running now. */
  sold: z.number().int(),
  running: z.number().int(),
});
export type AdminPass = z.infer<typeof adminPassSchema>;

export const adminPassListSchema = z.object({ passes: z.array(adminPassSchema) });
export type AdminPassList = z.infer<typeof adminPassListSchema>;

const passFields = {
  name: z.string().trim().min(2).max(60),
  durationHours: z.number().int().min(1).max(PASS_MAX_HOURS),
  position: z.number().int().min(0).max(1000),
  prices: passPriceList,
};

export const createPassBodySchema = z.strictObject({
  name: passFields.name,
  durationHours: passFields.durationHours,
  /** Where it is listed; after the others when not given. */
  position: passFields.position.optional(),
  prices: passFields.prices.default([]),
});
export type CreatePassBody = z.input<typeof createPassBodySchema>;
export type CreatePassInput = z.output<typeof createPassBodySchema>;

export const updatePassBodySchema = z
  .strictObject(passFields)
  .partial()
  .refine((body) => Object.keys(body).length > 0, { message: "say what to change" });
export type UpdatePassBody = z.infer<typeof updatePassBodySchema>;

export const passSlugParamsSchema = z.object({
  slug: z
    .string()
    .min(1)
    .max(80)
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "a pass's slug"),
});
