import type { WebRenderInput } from "@tazama/contracts";
import { matchPath } from "react-router";
import { screeningKeys } from "../features/screenings/api/screenings.ts";
import {
  searchPageParams,
  searchPageQueryOptions,
} from "../features/search/api/get-search-page.ts";
import type { PageQuery } from "../lib/page-queries.ts";

/**
 * The queries `/screenings` and `/search` are drawn with, the server's data under the keys their
 * hooks ask with for this URL: every screening (the cities) and, with `?city=`, that city's; the
 * results of the URL's q and page.
 */
export function drawnPageQueries(
  url: URL,
  input: Pick<WebRenderInput, "screenings" | "search">,
): PageQuery[] {
  const queries: PageQuery[] = [];
  if (input.screenings && matchPath("/screenings", url.pathname)) {
    queries.push([screeningKeys.list(null), input.screenings.all]);
    const city = url.searchParams.get("city");
    if (city !== null && input.screenings.city) {
      queries.push([screeningKeys.list(city), input.screenings.city]);
    }
  }
  if (input.search && matchPath("/search", url.pathname)) {
    const { q, page } = searchPageParams(url.searchParams);
    queries.push([searchPageQueryOptions(q, page).queryKey, input.search]);
  }
  return queries;
}
