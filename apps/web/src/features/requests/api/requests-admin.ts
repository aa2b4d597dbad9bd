import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { AdminRequestPage, TitleRequestStatus } from "@tazama/contracts";
import { request } from "../../../lib/api-client.ts";

const PATH = "/api/v1/admin/requests";

/** Viewer requests to triage, the most asked for first (admins). */
export function useAdminRequests(status: TitleRequestStatus | undefined, page: number) {
  const params = new URLSearchParams({ page: String(page) });
  if (status) params.set("status", status);
  return useQuery({
    queryKey: ["requests-admin", status ?? "", page] as const,
    queryFn: ({ signal }) =>
      request<AdminRequestPage>({ path: `${PATH}?${params.toString()}`, signal }),
    placeholderData: (previous) => previous,
  });
}

export interface RequestDecision {
  status: TitleRequestStatus;
  availableRef?: string;
  note?: string;
}

/** Moves a request on; its askers are told. The list refetches. */
export function useTriageRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision }: { id: number; decision: RequestDecision }) =>
      request<AdminRequestPage["items"][number]>({
        method: "PATCH",
        path: `${PATH}/${String(id)}`,
        body: decision,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["requests-admin"] }),
  });
}
