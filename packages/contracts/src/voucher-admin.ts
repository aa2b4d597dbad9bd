import { z } from "zod";
import { contentRefParamsSchema } from "./catalogue.ts";
import { currencySchema } from "./money.ts";

/** The console's vouchers (issue 18): every code with its use, and batches of new codes. */
export const VOUCHER_ADMIN_PATHS = {
  list: "/api/v1/admin/vouchers",
  batch: "/api/v1/admin/vouchers/batch",
} as const;

export const VOUCHER_STATES = ["active", "used-up", "expired"] as const;
export type VoucherState = (typeof VOUCHER_STATES)[number];
export const VOUCHER_BATCH_MAX = 500;

export const adminVoucherQuerySchema = z.object({
  /** Part of the code. */
  q: z.string().trim().max(40).optional(),
  state: z.enum(VOUCHER_STATES).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type AdminVoucherQuery = z.input<typeof adminVoucherQuerySchema>;

export const adminVoucherSchema = z.object({
  code: z.string(),
  kind: z.enum(["credit", "title"]),
  credit: z.object({ amount: z.number().int(), currency: currencySchema }).nullable(),
  title: z.object({ ref: z.string(), title: z.string() }).nullable(),
  maxUses: z.number().int(),
  uses: z.number().int(),
  state: z.enum(VOUCHER_STATES),
  expiresAt: z.string(),
  createdAt: z.string(),
});
export type AdminVoucher = z.infer<typeof adminVoucherSchema>;

export const adminVoucherListSchema = z.object({
  vouchers: z.array(adminVoucherSchema),
  total: z.number().int(),
  pageSize: z.number().int(),
});
export type AdminVoucherList = z.infer<typeof adminVoucherListSchema>;

/** N new codes `PREFIXXXXXXXXX` (no 0/O, 1/I/L), each with the same gift, limit and expiry. */
export const voucherBatchBodySchema = z
  .strictObject({
    prefix: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9]{2,12}$/, "2–12 letters or digits"),
    count: z.number().int().min(1).max(VOUCHER_BATCH_MAX),
    maxUses: z.number().int().min(1).max(1_000_000),
    expiresAt: z.iso.datetime(),
    credit: z
      .object({ amount: z.number().int().positive().max(100_000_000), currency: currencySchema })
      .optional(),
    ref: contentRefParamsSchema.shape.ref.optional(),
  })
  .refine((v) => (v.credit === undefined) !== (v.ref === undefined), {
    message: "give either credit or ref",
  });
export type VoucherBatchBody = z.infer<typeof voucherBatchBodySchema>;

export const voucherBatchResultSchema = z.object({ codes: z.array(z.string()) });
export type VoucherBatchResult = z.infer<typeof voucherBatchResultSchema>;
