import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  type CreateOrgBody,
  type ImportStatus,
  type MyOrgsResponse,
  ORG_PATHS,
  type OrgDetail,
  type OrgSummary,
} from "@tazama/contracts";
import { request } from "../../../lib/api-client.ts";

const keys = {
  mine: ["organisations", "mine"] as const,
  org: (id: string) => ["organisations", "org", id] as const,
  import: (id: string, importId: string) => ["organisations", "import", id, importId] as const,
};

/** The caller's organisations; `enabled: false` while an invitation is being accepted. */
export function useMyOrgs(enabled = true) {
  return useQuery({
    queryKey: keys.mine,
    enabled,
    queryFn: ({ signal }) => request<MyOrgsResponse>({ path: ORG_PATHS.orgs, signal }),
  });
}

export function useOrg(id: string) {
  return useQuery({
    queryKey: keys.org(id),
    queryFn: ({ signal }) => request<OrgDetail>({ path: ORG_PATHS.org(id), signal }),
  });
}

export function useCreateOrg() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateOrgBody) =>
      request<OrgSummary>({ method: "POST", path: ORG_PATHS.orgs, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.mine }),
  });
}

/** The CSV's dry run: nothing is created until it is confirmed. */
export function useUploadMembers(orgId: string) {
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append("file", file);
      return request<ImportStatus>({
        method: "POST",
        path: ORG_PATHS.imports(orgId),
        body: form,
        timeoutMs: 60_000,
      });
    },
  });
}

/** `users/createMultipleAccounts`: the run starts; its status is polled until done. */
export function useConfirmImport(orgId: string) {
  return useMutation({
    mutationFn: (importId: string) =>
      request<ImportStatus>({
        method: "POST",
        path: ORG_PATHS.createMultipleAccounts,
        body: { orgId, importId },
      }),
  });
}

export function useImportStatus(orgId: string, importId: string | null) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: keys.import(orgId, importId ?? "none"),
    enabled: importId !== null,
    queryFn: async ({ signal }) => {
      const status = await request<ImportStatus>({
        path: ORG_PATHS.import(orgId, importId!),
        signal,
      });
      if (status.status === "done")
        void queryClient.invalidateQueries({ queryKey: keys.org(orgId) });
      return status;
    },
    refetchInterval: (query) => (query.state.data?.status === "running" ? 1_500 : false),
  });
}

export function useLeaveOrg() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (orgId: string) =>
      request<unknown>({ method: "DELETE", path: ORG_PATHS.membership(orgId) }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.mine }),
  });
}

/** An SMS invitation (`/register?invite=`) accepted once the person is signed in. */
export function acceptInvite(token: string): Promise<{ orgId: string }> {
  return request<{ orgId: string }>({
    method: "POST",
    path: ORG_PATHS.acceptInvite,
    body: { token },
  });
}
