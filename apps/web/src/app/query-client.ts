import { QueryClient } from "@tanstack/react-query";

/** Query cache defaults from spec §9: 3 retries, unused data kept 5 minutes. */
export const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: 3, gcTime: 5 * 60_000, staleTime: 60_000 } },
});
