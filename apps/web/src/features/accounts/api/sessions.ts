import { useMutation, useQueryClient, useQuery } from "@tanstack/react-query";
import { ACCOUNT_PATHS, type SessionsResponse } from "@tazama/contracts";
import { request } from "../../../lib/api-client.ts";

export const sessionsKey = ["sessions"] as const;

/** `GET /api/v1/users/sessions`: where the viewer is signed in, this device first. */
export function useSessions() {
  return useQuery({
    queryKey: sessionsKey,
    queryFn: ({ signal }) => request<SessionsResponse>({ path: ACCOUNT_PATHS.sessions, signal }),
  });
}

/**
 * `DELETE /api/v1/users/sessions/{id}` (one device) or `DELETE /api/v1/users/sessions` (every
 * other device): signs them out.
 */
export function useEndSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    /** A session's id, or "others" for every device but this one. */
    mutationFn: (id: string) =>
      request<unknown>({
        method: "DELETE",
        path:
          id === "others"
            ? ACCOUNT_PATHS.sessions
            : `${ACCOUNT_PATHS.sessions}/${encodeURIComponent(id)}`,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsKey }),
  });
}
