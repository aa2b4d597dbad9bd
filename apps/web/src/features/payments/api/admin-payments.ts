import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { AdminPayments, AdminPaymentsQuery } from "@tazama/contracts";
import { request } from "../../../lib/api-client.ts";
import { toQueryString } from "../../../lib/query-string.ts";

/** Payments for review (admins): flagged first, then the newest. */
export function useAdminPayments(query: AdminPaymentsQuery) {
  return useQuery({
    queryKey: ["admin-payments", query] as const,
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) =>
      request<AdminPayments>({ path: `/api/v1/admin/payments${toQueryString(query)}`, signal }),
  });
}
