// What other code may use of search (ADR 0022): `app.searchIndex.rebuild()` after the catalogue
// changes (the demo seed, later the admin console).
export interface SearchIndex {
  /** Rebuilds the index from the published catalogue; resolves to the documents written. */
  rebuild(): Promise<number>;
}

declare module "fastify" {
  interface FastifyInstance {
    searchIndex: SearchIndex;
  }
}
