import { useQuery } from "@tanstack/react-query";
import { SCREENING_PATHS, type ScreeningList } from "@tazama/contracts";
import { request } from "../../../lib/api-client.ts";

/** The screenings listing (the same query and key as /screenings uses), for the Events dialog. */
export function useUpcomingScreenings() {
  return useQuery({
    queryKey: ["screenings", "list", null],
    queryFn: ({ signal }) => request<ScreeningList>({ path: SCREENING_PATHS.list, signal }),
    staleTime: 60_000,
  });
}
