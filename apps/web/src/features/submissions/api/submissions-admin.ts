import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { AdminSubmission, SubmissionStatus } from "@tazama/contracts";
import { request } from "../../../lib/api-client.ts";

const PATH = "/api/v1/admin/submissions";

interface AdminSubmissionPage {
  page: number;
  pageSize: number;
  total: number;
  items: AdminSubmission[];
}

/** Film submissions, the latest sent first (admins). */
export function useAdminSubmissions(status: SubmissionStatus | undefined, page: number) {
  const params = new URLSearchParams({ page: String(page) });
  if (status) params.set("status", status);
  return useQuery({
    queryKey: ["submissions-admin", status ?? "", page] as const,
    queryFn: ({ signal }) =>
      request<AdminSubmissionPage>({ path: `${PATH}?${params.toString()}`, signal }),
    placeholderData: (previous) => previous,
  });
}

function useRefresh() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ["submissions-admin"] });
}

/** In review, accepted or declined; the contact is mailed. */
export function useDecideSubmission() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({
      id,
      status,
      note,
    }: {
      id: number;
      status: "in_review" | "accepted" | "declined";
      note?: string;
    }) =>
      request<AdminSubmission>({
        method: "PATCH",
        path: `${PATH}/${String(id)}`,
        body: { status, ...(note ? { note } : {}) },
      }),
    onSuccess: refresh,
  });
}

/** An accepted submission becomes a draft catalogue title (once). */
export function useDraftFromSubmission() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: number) =>
      request<AdminSubmission>({ method: "POST", path: `${PATH}/${String(id)}/draft-title` }),
    onSuccess: refresh,
  });
}

export const submissionFileUrl = (id: number, fileId: number) =>
  `${PATH}/${String(id)}/files/${String(fileId)}`;
