import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type AdminReferralReward, REFERRAL_PATHS } from "@tazama/contracts";

import { request } from "../../../lib/api-client.ts";

export type RewardStatus = AdminReferralReward["status"];

/** Referral rewards by status (admins); flagged ones wait for a decision. */
export function useAdminReferralRewards(status: RewardStatus) {
  return useQuery({
    queryKey: ["referrals-admin", status] as const,
    queryFn: ({ signal }) =>
      request<{ rewards: AdminReferralReward[] }>({
        path: `${REFERRAL_PATHS.admin}?status=${status}`,
        signal,
      }),
  });
}

/** Approve (held, then paid as usual) or reject (cancelled) a flagged reward. */
export function useDecideReward() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      id,
      decision,
      note,
    }: {
      id: string;
      decision: "approve" | "reject";
      note?: string;
    }) =>
      request<{ id: string; status: "held" | "cancelled" }>({
        method: "POST",
        path: `${REFERRAL_PATHS.admin}/${encodeURIComponent(id)}`,
        body: { decision, ...(note ? { note } : {}) },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["referrals-admin"] }),
  });
}
