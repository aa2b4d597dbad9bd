import type { SearchResults } from "@tazama/contracts";

// What other code may use of search (ADR 0022): `app.searchIndex.rebuild()` after the catalogue
// changes (the demo seed, later the admin console); `app.searchPages` for the `/search` page the
// server draws.
export interface SearchIndex {
  /** Rebuilds the index from the published catalogue; resolves to the documents written. */
  rebuild(): Promise<number>;
}

/** The results page's search. */
export interface SearchPages {
  /** As `GET /api/v1/websearch?q=&page=` answers it (q and page validated by its schema). */
  results(q: string, page: number): Promise<SearchResults>;
}

declare module "fastify" {
  interface FastifyInstance {
    searchIndex: SearchIndex;
    searchPages: SearchPages;
  }
}
