import { CURRENCIES, type CreateScreeningBody, type Currency } from "@tazama/contracts";
import { toMinor } from "../../../lib/price-input.ts";
import { type I18n, sourceI18n } from "../../../lib/i18n/i18n.ts";

/** What the console's "Schedule a screening" form holds, as typed. */
export interface ScheduleFields {
  ref: string | null;
  /** `<input type="datetime-local">`: "2026-12-05T19:30", the admin's own time zone. */
  startsAt: string;
  online: boolean;
  venue: { name: string; city: string; address: string };
  /** Numbered seats in rows A, B, … of `seatsPerRow` each; otherwise `places` places. */
  seatMap: boolean;
  rows: number;
  seatsPerRow: number;
  places: number;
  /** A seat's price as typed, per currency; empty: not sold in it. */
  prices: Record<Currency, string>;
  refreshments: { name: string; stock: number; amount: string }[];
  note: string;
}

export const emptySchedule = (): ScheduleFields => ({
  ref: null,
  startsAt: "",
  online: false,
  venue: { name: "", city: "", address: "" },
  seatMap: true,
  rows: 8,
  seatsPerRow: 12,
  places: 100,
  prices: { NGN: "", KES: "", GHS: "", ZAR: "", USD: "" },
  refreshments: [],
  note: "",
});

const ROW_LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";

/** The currency the menu is priced in: the first one seats are sold in. */
export const menuCurrencyOf = (fields: ScheduleFields): Currency =>
  CURRENCIES.find((c) => fields.prices[c].trim() !== "") ?? "NGN";

/**
 * The API body for the form, or what to fix first. Refreshments are priced in the first
 * currency seats are sold in (a venue's menu is in its own money).
 */
export function scheduleBody(
  fields: ScheduleFields,
  i18n: I18n = sourceI18n,
): { body: CreateScreeningBody } | { error: string } {
  if (!fields.ref) {
    return { error: i18n._({ id: "schedule.error.title", message: "Choose the title to show." }) };
  }
  const when = new Date(fields.startsAt);
  if (!fields.startsAt || Number.isNaN(when.getTime())) {
    return {
      error: i18n._({ id: "schedule.error.starts", message: "Choose the day and time it starts." }),
    };
  }
  const prices = [];
  for (const currency of CURRENCIES) {
    const typed = fields.prices[currency].trim();
    if (typed === "") continue;
    const amount = toMinor(typed);
    if (amount === null) {
      return {
        error: i18n._({
          id: "schedule.error.seat-price",
          message: "Enter a seat price in {currency}, like 2,500.",
          values: { currency },
        }),
      };
    }
    prices.push({ currency, amount });
  }
  if (prices.length === 0) {
    return {
      error: i18n._({
        id: "schedule.error.no-price",
        message: "Give a seat price in at least one currency.",
      }),
    };
  }
  const menuCurrency = prices[0]!.currency;
  const refreshments = [];
  for (const item of fields.refreshments) {
    const amount = toMinor(item.amount);
    if (item.name.trim().length < 2) {
      return {
        error: i18n._({ id: "schedule.error.refreshment-name", message: "Name each refreshment." }),
      };
    }
    if (amount === null) {
      return {
        error: i18n._({
          id: "schedule.error.refreshment-price",
          message: "Enter a price for {item}.",
          values: { item: item.name.trim() },
        }),
      };
    }
    refreshments.push({
      name: item.name.trim(),
      stock: item.stock,
      prices: [{ currency: menuCurrency, amount }],
    });
  }
  const base = {
    ref: fields.ref,
    startsAt: when.toISOString(),
    prices,
    refreshments,
    note: fields.note.trim(),
  };
  if (fields.online) return { body: { ...base, venue: null, capacity: fields.places } };
  const { name, city, address } = fields.venue;
  if ([name, city, address].some((part) => part.trim().length < 2)) {
    return {
      error: i18n._({
        id: "schedule.error.venue",
        message: "Give the venue's name, city and address.",
      }),
    };
  }
  const venue = { name: name.trim(), city: city.trim(), address: address.trim() };
  if (!fields.seatMap) return { body: { ...base, venue, capacity: fields.places } };
  const seatMap = Array.from(ROW_LETTERS.slice(0, fields.rows), (label) => ({
    label,
    seats: fields.seatsPerRow,
  }));
  return { body: { ...base, venue: { ...venue, seatMap } } };
}
