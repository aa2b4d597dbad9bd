import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Rating, Thumb } from "@tazama/contracts";
import { request } from "../../../lib/api-client.ts";
import { ratingKey } from "./get-rating.ts";

/** `POST /api/v1/rate`: the caller's thumb on a title (null clears it). */
export function rate(ref: string, thumb: Thumb | null) {
  return request<Rating>({ method: "POST", path: "/api/v1/rate", body: { ref, thumb } });
}

/** The thumb shows as pressed at once; a refusal puts the previous one back. */
export function useRate(ref: string) {
  const queryClient = useQueryClient();
  const key = ratingKey(ref);
  return useMutation({
    mutationFn: (thumb: Thumb | null) => rate(ref, thumb),
    onMutate: async (thumb) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<Rating>(key);
      if (before) queryClient.setQueryData<Rating>(key, { ...before, thumb });
      return { before };
    },
    onError: (_error, _thumb, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
    },
    onSuccess: (rating) => {
      queryClient.setQueryData(key, rating);
    },
  });
}
