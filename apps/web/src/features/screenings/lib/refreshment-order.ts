import type { Currency, RefreshmentItem } from "@tazama/contracts";

export interface RefreshmentLine {
  item: number;
  quantity: number;
}

/** The picker's quantities as an order's lines (items at 0 left out). */
export function orderLines(quantities: Readonly<Record<number, number>>): RefreshmentLine[] {
  return Object.entries(quantities)
    .filter(([, n]) => n > 0)
    .map(([item, quantity]) => ({ item: Number(item), quantity }));
}

/** What the lines cost in `currency`, in minor units (an item not sold in it counts 0). */
export function orderTotal(
  lines: readonly RefreshmentLine[],
  items: readonly RefreshmentItem[],
  currency: Currency,
): number {
  return lines.reduce((sum, line) => {
    const item = items.find((r) => r.id === line.item);
    const each = item?.prices.find((p) => p.currency === currency)?.amount ?? 0;
    return sum + each * line.quantity;
  }, 0);
}
