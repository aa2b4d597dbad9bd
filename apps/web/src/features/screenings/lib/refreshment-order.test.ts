import { describe, expect, it } from "vitest";
import { orderLines, orderTotal } from "./refreshment-order.ts";

const menu = [
  { id: 1, name: "Popcorn", stock: 5, prices: [{ currency: "NGN" as const, amount: 50_000 }] },
  { id: 2, name: "Zobo", stock: 5, prices: [{ currency: "KES" as const, amount: 15_000 }] },
];

describe("refreshment orders", () => {
  it("keeps only the items chosen", () => {
    expect(orderLines({ 1: 2, 2: 0, 3: 1 })).toEqual([
      { item: 1, quantity: 2 },
      { item: 3, quantity: 1 },
    ]);
  });

  it("prices them in one currency; an item not sold in it, or unknown, costs nothing", () => {
    const lines = orderLines({ 1: 2, 2: 1, 9: 4 });
    expect(orderTotal(lines, menu, "NGN")).toBe(100_000);
    expect(orderTotal(lines, menu, "KES")).toBe(15_000);
  });
});
