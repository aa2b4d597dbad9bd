import { z } from "zod";
import { CURRENCIES, type Currency } from "./currency.ts";

export * from "./currency.ts";

export const currencySchema = z.enum(CURRENCIES) satisfies z.ZodType<Currency>;
