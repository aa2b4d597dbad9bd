import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  type AdminVoucherList,
  VOUCHER_ADMIN_PATHS,
  type VoucherBatchBody,
  type VoucherBatchResult,
  type VoucherState,
} from "@tazama/contracts";
import { request } from "../../../lib/api-client.ts";

export interface AdminVouchersQuery {
  q?: string;
  state?: VoucherState;
  page: number;
}

/** Every voucher with its use, newest first (admins). */
export function useAdminVouchers(query: AdminVouchersQuery) {
  const params = new URLSearchParams({ page: String(query.page) });
  if (query.q) params.set("q", query.q);
  if (query.state) params.set("state", query.state);
  return useQuery({
    queryKey: ["voucher-admin", query] as const,
    queryFn: ({ signal }) =>
      request<AdminVoucherList>({
        path: `${VOUCHER_ADMIN_PATHS.list}?${params.toString()}`,
        signal,
      }),
    placeholderData: (previous) => previous,
  });
}

/** A batch of new codes; the list refetches. */
export function useCreateVoucherBatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: VoucherBatchBody) =>
      request<VoucherBatchResult>({ method: "POST", path: VOUCHER_ADMIN_PATHS.batch, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["voucher-admin"] }),
  });
}
