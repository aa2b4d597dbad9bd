import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TitleRequestBody, TitleRequestResult } from "@tazama/contracts";
import { request } from "../../../lib/api-client.ts";

/** `POST /api/v1/add/request`: a new request, or the viewer's voice added to one. */
export function useAskForTitle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TitleRequestBody) =>
      request<TitleRequestResult>({ method: "POST", path: "/api/v1/add/request", body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ["requests"] }),
  });
}

/** `DELETE /api/v1/add/request/{id}`: the viewer no longer asks for it. */
export function useWithdrawRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      request<{ withdrawn: true }>({ method: "DELETE", path: `/api/v1/add/request/${id}` }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ["requests"] }),
  });
}
