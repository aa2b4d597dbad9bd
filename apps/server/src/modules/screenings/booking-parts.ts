import type { Currency } from "@tazama/contracts";
import { schema } from "@tazama/db";
import { and, eq, inArray, sql } from "drizzle-orm";
import { HttpError } from "../../lib/http-error.ts";
import type { Tx } from "../ledger/ledger.public.ts";
import { newRefCode } from "../../lib/ref-code.ts";

const {
  refreshmentItems,
  refreshmentOrders,
  refreshmentPrices,
  screeningBookings,
  screeningPrices,
} = schema;

// The parts of a booking that a viewer's booking and an organisation's block share: a seat's
// price, refreshments priced and taken from stock, their orders, a fresh ref code.

/** A seat's price at a screening in `currency`; 409 when it is not sold in it. */
export async function seatPrice(tx: Tx, screeningId: string, currency: Currency) {
  const [price] = await tx
    .select({ amount: screeningPrices.seatMinor })
    .from(screeningPrices)
    .where(
      and(eq(screeningPrices.screeningId, screeningId), eq(screeningPrices.currency, currency)),
    );
  if (!price) {
    throw new HttpError(409, "purchase/not-for-sale", `This screening is not sold in ${currency}.`);
  }
  return price.amount;
}

/** The refreshments ordered, priced in `currency`, their stock taken (never below zero). */
export async function takeRefreshments(
  tx: Tx,
  screeningId: string,
  lines: { item: number; quantity: number }[],
  currency: Currency,
) {
  if (lines.length === 0) return [];
  const ids = lines.map((l) => l.item);
  const items = await tx
    .select({
      id: refreshmentItems.id,
      name: refreshmentItems.name,
      stock: refreshmentItems.stock,
    })
    .from(refreshmentItems)
    .where(and(eq(refreshmentItems.screeningId, screeningId), inArray(refreshmentItems.id, ids)))
    .for("update");
  const priced = await tx
    .select()
    .from(refreshmentPrices)
    .where(and(inArray(refreshmentPrices.itemId, ids), eq(refreshmentPrices.currency, currency)));
  return lines.map((line) => {
    const item = items.find((i) => i.id === line.item);
    if (!item) {
      throw new HttpError(
        400,
        "screenings/unknown-refreshment",
        "That is not on this screening's menu.",
      );
    }
    const price = priced.find((p) => p.itemId === line.item);
    if (!price) {
      throw new HttpError(409, "purchase/not-for-sale", `${item.name} is not sold in ${currency}.`);
    }
    if (item.stock < line.quantity) {
      throw new HttpError(
        409,
        "screenings/refreshment-sold-out",
        item.stock === 0 ? `${item.name} is sold out.` : `Only ${item.stock} ${item.name} left.`,
      );
    }
    return { ...line, name: item.name, amount: price.amountMinor * line.quantity };
  });
}

/** The refreshments' orders for a booking, their stock taken. */
export async function placeOrders(
  tx: Tx,
  bookingId: string,
  lines: Awaited<ReturnType<typeof takeRefreshments>>,
  now: Date,
) {
  for (const line of lines) {
    await tx
      .update(refreshmentItems)
      .set({ stock: sql`${refreshmentItems.stock} - ${line.quantity}` })
      .where(eq(refreshmentItems.id, line.item));
    await tx.insert(refreshmentOrders).values({
      bookingId,
      itemId: line.item,
      quantity: line.quantity,
      amountMinor: line.amount,
      createdAt: now,
    });
  }
}

/** A ref code no booking has (40 random bits: a clash is rare, and simply drawn again). */
export async function freshRefCode(tx: Tx): Promise<string> {
  for (;;) {
    const code = newRefCode();
    const [used] = await tx
      .select({ id: screeningBookings.id })
      .from(screeningBookings)
      .where(eq(screeningBookings.refCode, code));
    if (!used) return code;
  }
}
