import { bigint, text, timestamp } from "drizzle-orm/pg-core";

/** Column helpers shared by the money tables: currency, integer minor units, creation time. */
export const CURRENCY_CK = "in ('NGN', 'KES', 'GHS', 'ZAR', 'USD')";
export const currency = () =>
  text("currency", { enum: ["NGN", "KES", "GHS", "ZAR", "USD"] }).notNull();
export const minor = (name: string) => bigint(name, { mode: "number" });
export const createdAt = () =>
  timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
