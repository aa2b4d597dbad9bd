import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  type BulkBookBody,
  type BulkBookResponse,
  type GroupList,
  SCREENING_GROUP_PATHS,
} from "@tazama/contracts";
import { request } from "../../../lib/api-client.ts";
import { screeningKeys } from "./screenings.ts";

const groupKeys = {
  list: (orgId: string) => ["screenings", "groups", orgId] as const,
};

/** Where a block's codes download as CSV. */
export const codesPath = (groupId: string) =>
  SCREENING_GROUP_PATHS.codes.replace(":id", encodeURIComponent(groupId));

/** An organisation's block bookings (its admins only). */
export function useScreeningGroups(orgId: string) {
  return useQuery({
    queryKey: groupKeys.list(orgId),
    queryFn: ({ signal }) =>
      request<GroupList>({
        path: `${SCREENING_GROUP_PATHS.bulk}?organisation=${encodeURIComponent(orgId)}`,
        signal,
      }),
  });
}

/** Books a block from the organisation's wallet (the same key when retrying one booking). */
export function useBookBlock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, key }: { body: BulkBookBody; key: string }) =>
      request<BulkBookResponse>({
        method: "POST",
        path: SCREENING_GROUP_PATHS.bulk,
        body,
        idempotencyKey: key,
      }),
    // The organisation's wallet is shown by its seats tab (the "organisations" queries).
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: screeningKeys.all }),
        queryClient.invalidateQueries({ queryKey: ["organisations"] }),
      ]),
  });
}
