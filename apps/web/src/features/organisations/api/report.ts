import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type EnterprisePayload, ORG_PATHS, enterprisePayloadPath } from "@tazama/contracts";
import { request } from "../../../lib/api-client.ts";

/** `enterprisePayload` for the last `days` days. */
export function useOrgReport(orgId: string, days: number) {
  return useQuery({
    queryKey: ["organisations", "report", orgId, days],
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) =>
      request<EnterprisePayload>({
        path: `${enterprisePayloadPath(orgId)}?days=${String(days)}`,
        signal,
      }),
  });
}

/** A member agrees (or not) that the organisation's admins see what they watched. */
export function useShareViewing(orgId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (shareViewing: boolean) =>
      request<{ shareViewing: boolean }>({
        method: "PATCH",
        path: ORG_PATHS.membership(orgId),
        body: { shareViewing },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["organisations", "org", orgId] }),
  });
}
