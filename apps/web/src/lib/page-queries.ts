import type { QueryClient, QueryKey } from "@tanstack/react-query";

/** The head's element that carries a drawn page's own data (beside `tz-messages`). */
export const PAGE_QUERIES_ELEMENT_ID = "tz-queries";

/** One query a page's hook asks: its key and the data the server drew the page with. */
export type PageQuery = readonly [key: QueryKey, data: unknown];

/**
 * The data a page was drawn with beyond the catalogue (`/screenings`, `/search`), as an inert
 * JSON block (never run as script) for the head: the browser hydrates with exactly what the
 * server drew — seats sell and the search index changes between a render and a fetch of the
 * same API — and asks the API for none of it again. "" when there is none.
 */
export function pageQueriesTag(queries: readonly PageQuery[]): string {
  if (queries.length === 0) return "";
  const json = JSON.stringify(queries).replace(/</g, "\\u003c");
  return `<script type="application/json" id="${PAGE_QUERIES_ELEMENT_ID}">${json}</script>`;
}

/** Puts a drawn page's data (its head's block) into the query cache before it hydrates. */
export function seedPageQueries(
  client: QueryClient,
  doc: Pick<Document, "getElementById"> = document,
): void {
  const text = doc.getElementById(PAGE_QUERIES_ELEMENT_ID)?.textContent;
  if (!text) return;
  let queries: unknown;
  try {
    queries = JSON.parse(text);
  } catch {
    return;
  }
  if (!Array.isArray(queries)) return;
  for (const query of queries as unknown[]) {
    if (Array.isArray(query) && Array.isArray(query[0])) {
      client.setQueryData(query[0] as QueryKey, query[1]);
    }
  }
}
