import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import { AUDIT_PATHS, type AuditList, type AuditQuery } from "@tazama/contracts";
import { request } from "../../../lib/api-client.ts";
import { toQueryString } from "../../../lib/query-string.ts";

const AUDIT_KEY = ["audit"] as const;

/** After an admin action elsewhere on the page: every audit table shown refetches. */
export function useRefreshAudit() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: AUDIT_KEY });
}

/** A page of the audit log, newest first. */
export function useAuditLog(query: AuditQuery) {
  return useQuery({
    queryKey: [...AUDIT_KEY, query] as const,
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) =>
      request<AuditList>({ path: `${AUDIT_PATHS.list}${toQueryString(query)}`, signal }),
  });
}
