import { useMutation, useQueryClient } from "@tanstack/react-query";
import { request } from "../../../lib/api-client.ts";
import { historyKey } from "./get-history.ts";

/** `DELETE /api/v1/users/allviews/{ref}`: forget a title (it leaves Continue watching too). */
export function removeFromHistory(ref: string) {
  return request<undefined>({
    method: "DELETE",
    path: `/api/v1/users/allviews/${encodeURIComponent(ref)}`,
  });
}

export function useRemoveFromHistory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeFromHistory,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: historyKey });
      await queryClient.invalidateQueries({ queryKey: ["continue-watching"] });
    },
  });
}
