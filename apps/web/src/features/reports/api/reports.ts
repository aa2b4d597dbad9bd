import { useQuery } from "@tanstack/react-query";
import { REPORT_PATHS, type Report, type ReportQuery, type ReportTable } from "@tazama/contracts";
import { request } from "../../../lib/api-client.ts";

function search(query: ReportQuery): string {
  const params = new URLSearchParams();
  if (query.from) params.set("from", query.from);
  if (query.to) params.set("to", query.to);
  const text = params.toString();
  return text ? `?${text}` : "";
}

/** The report of a span of days (admins). */
export function useReport(query: ReportQuery) {
  return useQuery({
    queryKey: ["reports", query] as const,
    queryFn: ({ signal }) =>
      request<Report>({ path: `${REPORT_PATHS.report}${search(query)}`, signal }),
    placeholderData: (previous) => previous,
  });
}

/** Where one table of the report downloads as CSV. */
export function reportCsvUrl(table: ReportTable, query: ReportQuery): string {
  return `${REPORT_PATHS.csv.replace(":table", table)}${search(query)}`;
}
