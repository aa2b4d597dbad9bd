import type { Booking } from "@tazama/contracts";

/**
 * A booking's refreshment orders (with the booking, then later) as one line per item:
 * "3 × Popcorn", served once every order of it was.
 */
export function byItem(
  orders: { name: string; quantity: number; servedAt: Date | null }[],
): Booking["refreshments"] {
  const lines = new Map<string, Booking["refreshments"][number]>();
  for (const o of orders) {
    const line = lines.get(o.name);
    if (line) {
      line.quantity += o.quantity;
      line.served &&= o.servedAt !== null;
    } else {
      lines.set(o.name, { name: o.name, quantity: o.quantity, served: o.servedAt !== null });
    }
  }
  return [...lines.values()];
}
