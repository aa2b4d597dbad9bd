import type { Booking } from "@tazama/contracts";

/**
 * A booking's refreshment orders (with the booking, then later) as one line per item:
 * "3 × Popcorn", served once every order of it was.
 */
export function byItem(
  orders: { name: string; quantity: number; servedAt: Date | null }[],
): Booking["refreshments"] {
  return mergeLines([
    orders.map((o) => ({ name: o.name, quantity: o.quantity, served: o.servedAt !== null })),
  ]);
}

/** Several bookings' lines as one list (a block's members' refreshments). */
export function mergeLines(lists: Booking["refreshments"][]): Booking["refreshments"] {
  const lines = new Map<string, Booking["refreshments"][number]>();
  for (const line of lists.flat()) {
    const seen = lines.get(line.name);
    if (seen) {
      seen.quantity += line.quantity;
      seen.served &&= line.served;
    } else {
      lines.set(line.name, { ...line });
    }
  }
  return [...lines.values()];
}
