import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  type EnterprisePayload,
  ORG_PATHS,
  type OrgDetail,
  enterprisePayloadPath,
} from "@tazama/contracts";
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

/**
 * A member agrees (or not) that the organisation's admins see what they watched. The switch moves
 * at once (the organisation's cached view is updated before the answer) and moves back on failure.
 */
export function useShareViewing(orgId: string) {
  const queryClient = useQueryClient();
  const key = ["organisations", "org", orgId];
  return useMutation({
    mutationFn: (shareViewing: boolean) =>
      request<{ shareViewing: boolean }>({
        method: "PATCH",
        path: ORG_PATHS.membership(orgId),
        body: { shareViewing },
      }),
    onMutate: async (shareViewing) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<OrgDetail>(key);
      if (before) queryClient.setQueryData<OrgDetail>(key, { ...before, shareViewing });
      return { before };
    },
    onError: (_error, _value, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
