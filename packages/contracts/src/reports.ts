import { z } from "zod";
import { currencySchema } from "./money.ts";

/**
 * The console's reports (issue 18): money in (purchases less refunds) by day, title and kind;
 * top-ups by provider; views and watch time by title; new viewers. Days are UTC days.
 */
export const REPORT_PATHS = {
  report: "/api/v1/admin/reports",
  csv: "/api/v1/admin/reports/:table.csv",
} as const;

/** A report spans at most a year. */
export const REPORT_MAX_DAYS = 366;

export const REPORT_TABLES = [
  "revenue-by-day",
  "revenue-by-title",
  "revenue-by-kind",
  "top-ups",
  "views",
  "new-viewers",
] as const;
export type ReportTable = (typeof REPORT_TABLES)[number];

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "A day is YYYY-MM-DD.");

export const reportQuerySchema = z.object({ from: day.optional(), to: day.optional() });
export type ReportQuery = z.infer<typeof reportQuerySchema>;

const money = {
  currency: currencySchema,
  /** What was paid, before refunds. */
  grossMinor: z.number().int(),
  refundedMinor: z.number().int(),
  netMinor: z.number().int(),
};

export const reportSchema = z.object({
  from: day,
  to: day,
  revenueByDay: z.array(z.object({ day, ...money })),
  revenueByTitle: z.array(
    z.object({ ref: z.string(), title: z.string(), purchases: z.number().int(), ...money }),
  ),
  /** buy, rent, pass, or a series bundle. */
  revenueByKind: z.array(
    z.object({
      kind: z.enum(["buy", "rent", "pass", "bundle"]),
      purchases: z.number().int(),
      ...money,
    }),
  ),
  topUpsByProvider: z.array(
    z.object({
      provider: z.string(),
      currency: currencySchema,
      count: z.number().int(),
      amountMinor: z.number().int(),
    }),
  ),
  viewsByTitle: z.array(
    z.object({
      ref: z.string(),
      title: z.string(),
      views: z.number().int(),
      /** Hours watched, from how far each viewer got (resume positions), one decimal. */
      watchHours: z.number(),
    }),
  ),
  newViewers: z.array(z.object({ day, count: z.number().int() })),
});
export type Report = z.infer<typeof reportSchema>;
