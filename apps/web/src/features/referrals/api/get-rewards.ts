import { useQuery } from "@tanstack/react-query";
import { type Currency, REFERRAL_PATHS, type RewardsResponse } from "@tazama/contracts";
import { request } from "../../../lib/api-client.ts";

export const rewardsKey = ["referrals", "rewards"] as const;

/** `GET /api/v1/users/rewards`: the share link, the offer, friends who joined, rewards. */
export function useRewards(currency: Currency) {
  return useQuery({
    queryKey: [...rewardsKey, currency],
    queryFn: ({ signal }) =>
      request<RewardsResponse>({ path: `${REFERRAL_PATHS.rewards}?currency=${currency}`, signal }),
  });
}
