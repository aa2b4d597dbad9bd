import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  type BuySeatsBody,
  type BuySeatsResult,
  type FundOrgWalletResult,
  ORG_SEAT_PATHS,
  type OrgSeatsResponse,
  type SeatBlock,
  type SeatQuote,
} from "@tazama/contracts";
import { request } from "../../../lib/api-client.ts";
import { moneyKeys } from "../../../lib/checkout/money-keys.ts";

const keys = {
  seats: (orgId: string) => ["organisations", "seats", orgId] as const,
  quote: (orgId: string, query: string) => ["organisations", "quote", orgId, query] as const,
};

/** The organisation's wallet, the passes on offer and its seat blocks. */
export function useOrgSeats(orgId: string) {
  return useQuery({
    queryKey: keys.seats(orgId),
    queryFn: ({ signal }) =>
      request<OrgSeatsResponse>({ path: ORG_SEAT_PATHS.seats(orgId), signal }),
  });
}

/** Money from the admin's wallet to the organisation's (one key per action: a retry never moves it twice). */
export function useFundOrg(orgId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ amount, key }: { amount: number; key: string }) =>
      request<FundOrgWalletResult>({
        method: "POST",
        path: ORG_SEAT_PATHS.fund,
        body: { orgId, amount },
        idempotencyKey: key,
      }),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: keys.seats(orgId) }),
        queryClient.invalidateQueries({ queryKey: moneyKeys.all }),
      ]);
    },
  });
}

export type SeatChoice =
  | { kind: "pass"; pass: string; seats: number }
  | { kind: "titles"; titles: string[]; seats: number };

function quoteQuery(choice: SeatChoice): string | null {
  if (choice.seats < 1) return null;
  if (choice.kind === "pass") {
    return choice.pass
      ? `kind=pass&pass=${encodeURIComponent(choice.pass)}&seats=${String(choice.seats)}`
      : null;
  }
  return choice.titles.length > 0
    ? `kind=titles&titles=${choice.titles.map(encodeURIComponent).join(",")}&seats=${String(choice.seats)}`
    : null;
}

/** What the chosen seats cost, before buying. */
export function useSeatQuote(orgId: string, choice: SeatChoice) {
  const query = quoteQuery(choice);
  return useQuery({
    queryKey: keys.quote(orgId, query ?? ""),
    enabled: query !== null,
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) =>
      request<SeatQuote>({ path: `${ORG_SEAT_PATHS.quote(orgId)}?${query ?? ""}`, signal }),
  });
}

export function useBuySeats(orgId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ choice, key }: { choice: SeatChoice; key: string }) =>
      request<BuySeatsResult>({
        method: "POST",
        path: ORG_SEAT_PATHS.buy,
        body: { orgId, ...choice } satisfies BuySeatsBody,
        idempotencyKey: key,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.seats(orgId) }),
  });
}

/** Give seats of a block to members, or take one back. */
export function useSeatHolders(orgId: string, blockId: string) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: keys.seats(orgId) });
  const give = useMutation({
    mutationFn: (userIds: string[]) =>
      request<SeatBlock>({
        method: "POST",
        path: ORG_SEAT_PATHS.holders(orgId, blockId),
        body: { userIds },
      }),
    onSuccess: refresh,
  });
  const takeBack = useMutation({
    mutationFn: (userId: string) =>
      request<SeatBlock>({
        method: "DELETE",
        path: `${ORG_SEAT_PATHS.holders(orgId, blockId)}/${encodeURIComponent(userId)}`,
      }),
    onSuccess: refresh,
  });
  return { give, takeBack };
}
