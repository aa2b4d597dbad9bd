import { QueryClient } from "@tanstack/react-query";

/** Query cache defaults from spec §9: 3 retries, unused data kept 5 minutes. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: 3, gcTime: 5 * 60_000, staleTime: 60_000 } },
  });
}

/** The browser's one query client (the server makes one per render). */
export const queryClient = createQueryClient();
