import type { QueryClient } from "@tanstack/react-query";
import { moneyKeys } from "./money-keys.ts";

/**
 * After money moved: drop every money read still in flight, then fetch them again. Invalidation
 * alone would hand a query with no data yet the fetch it started before the purchase committed
 * (TanStack only cancels a running fetch when the query already has data), so a slow first load
 * of My Collection could show the state from before the purchase.
 */
export async function refreshMoney(queryClient: QueryClient): Promise<void> {
  await queryClient.cancelQueries({ queryKey: moneyKeys.all });
  await queryClient.invalidateQueries({ queryKey: moneyKeys.all });
}
