import { useQuery } from "@tanstack/react-query";
import { QUALITY_PATHS, type QualityReport, type QualityTable } from "@tazama/contracts";
import { request } from "../../../lib/api-client.ts";

/** Playback quality of the last `days` days (admins). */
export function useQualityReport(days: number) {
  return useQuery({
    queryKey: ["quality", days] as const,
    queryFn: ({ signal }) =>
      request<QualityReport>({ path: `${QUALITY_PATHS.report}?days=${days}`, signal }),
    placeholderData: (previous) => previous,
  });
}

/** Where one table of the quality report downloads as CSV. */
export function qualityCsvUrl(table: QualityTable, days: number): string {
  return `${QUALITY_PATHS.csv.replace(":table", table)}?days=${days}`;
}
