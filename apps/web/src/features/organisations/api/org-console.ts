import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { ORG_CONSOLE_PATH, type OrgConsoleList, type OrgConsoleQuery } from "@tazama/contracts";
import { request } from "../../../lib/api-client.ts";
import { toQueryString } from "../../../lib/query-string.ts";

/** Every organisation with its admins, members and seats (site admins). */
export function useOrgConsole(query: OrgConsoleQuery) {
  return useQuery({
    queryKey: ["org-console", query] as const,
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) =>
      request<OrgConsoleList>({ path: `${ORG_CONSOLE_PATH}${toQueryString(query)}`, signal }),
  });
}
