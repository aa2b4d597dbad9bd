import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  type AdminPurchases,
  REFUND_PATHS,
  type RefundBody,
  type RefundResult,
  type WalletResponse,
} from "@tazama/contracts";
import { request } from "../../../lib/api-client.ts";

const keys = {
  purchases: (userId: string) => ["refunds", "purchases", userId] as const,
  wallet: (userId: string) => ["refunds", "wallet", userId] as const,
};
const forUser = (path: string, userId: string) => path.replace(":id", encodeURIComponent(userId));

/** A user's purchases with what was refunded of each (admins). */
export function useUserPurchases(userId: string) {
  return useQuery({
    queryKey: keys.purchases(userId),
    queryFn: ({ signal }) =>
      request<AdminPurchases>({ path: forUser(REFUND_PATHS.purchases, userId), signal }),
  });
}

/** A user's wallet and latest ledger movements (admins). */
export function useUserWallet(userId: string) {
  return useQuery({
    queryKey: keys.wallet(userId),
    queryFn: ({ signal }) =>
      request<WalletResponse>({ path: forUser(REFUND_PATHS.wallet, userId), signal }),
  });
}

/** One refund; `key` stays the same for a retry of the same refund (Idempotency-Key). */
export function useRefund(userId: string, onDone?: () => unknown) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, key }: { body: RefundBody; key: string }) =>
      request<RefundResult>({
        method: "POST",
        path: REFUND_PATHS.refund,
        body,
        idempotencyKey: key,
      }),
    onSuccess: async () => {
      onDone?.();
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: keys.purchases(userId) }),
        queryClient.invalidateQueries({ queryKey: keys.wallet(userId) }),
      ]);
    },
  });
}
