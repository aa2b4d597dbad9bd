import { createHash } from "node:crypto";
import {
  type ScreeningList,
  type SearchResults,
  type WebRenderInput,
  screeningListQuerySchema,
  screeningListSchema,
  searchResultsSchema,
  websearchQuerySchema,
} from "@tazama/contracts";

/** The data of the pages drawn from their URL's query, as their APIs answer it. */
export interface QueryPages {
  /** Upcoming screenings as `GET /api/v1/screenings[?city=]` answers them. */
  screenings?: (city: string | undefined) => Promise<ScreeningList>;
  /** The results page as `GET /api/v1/websearch?q=&page=` answers it. */
  search?: (q: string, page: number) => Promise<SearchResults>;
}

/** What such a page adds to the render's input, and a digest of it. */
export interface QueryPageData {
  input: Pick<WebRenderInput, "screenings" | "search">;
  /**
   * The page is rendered once per version of its data: seats sell and screenings start, and the
   * search index is rebuilt after the catalogue's ETag has changed, so the catalogue's version
   * does not say when these pages change.
   */
  version: string;
}

/** The query a page of this kind cannot be drawn with: the API would refuse it. */
export const SHELL = "shell";

/**
 * The data `/screenings` and `/search` are drawn with for this URL, read with their APIs' own
 * schemas (the query as the API validates it, the answer as it serialises it): undefined for
 * another page, SHELL for a query the API would refuse (the page is served as the shell; the app
 * asks, and shows what it gets).
 */
export async function queryPageData(
  pathname: string,
  url: string,
  pages: QueryPages,
): Promise<QueryPageData | typeof SHELL | undefined> {
  const params = new URL(url, "http://page.invalid").searchParams;
  if (pathname === "/screenings") {
    return pages.screenings ? screeningsData(params, pages.screenings) : SHELL;
  }
  if (pathname === "/search") return pages.search ? searchData(params, pages.search) : SHELL;
  return undefined;
}

/** Every upcoming screening (the page's cities), and with `?city=` that city's as well. */
async function screeningsData(
  params: URLSearchParams,
  list: NonNullable<QueryPages["screenings"]>,
): Promise<QueryPageData | typeof SHELL> {
  const asked = params.get("city");
  let city: string | undefined;
  if (asked !== null) {
    const parsed = screeningListQuerySchema.safeParse({ city: asked });
    if (!parsed.success || parsed.data.city === undefined) return SHELL;
    city = parsed.data.city;
  }
  const [all, chosen] = await Promise.all([
    list(undefined),
    city === undefined ? undefined : list(city),
  ]);
  const wire = (body: ScreeningList) => screeningListSchema.parse(asSent(body));
  return versioned({
    screenings: chosen ? { all: wire(all), city: wire(chosen) } : { all: wire(all) },
  });
}

/** The results for `q` and `page`; without a query, the empty page (nothing is searched). */
async function searchData(
  params: URLSearchParams,
  search: NonNullable<QueryPages["search"]>,
): Promise<QueryPageData | typeof SHELL> {
  const q = params.get("q");
  if (q === null || q.trim() === "") return { input: {}, version: "" };
  const parsed = websearchQuerySchema.safeParse({ q, page: params.get("page") ?? undefined });
  if (!parsed.success) return SHELL;
  const results = await search(parsed.data.q, parsed.data.page);
  return versioned({ search: searchResultsSchema.parse(asSent(results)) });
}

/** As JSON on the wire: dates as strings, nothing the JSON would not carry. */
function asSent(body: unknown): unknown {
  return JSON.parse(JSON.stringify(body));
}

function versioned(input: QueryPageData["input"]): QueryPageData {
  const digest = createHash("sha256").update(JSON.stringify(input)).digest("base64url");
  return { input, version: digest.slice(0, 22) };
}
