import type { CatalogueService } from "./catalogue.service.ts";
import type { SeriesService } from "./series.service.ts";

// What other modules may use of the catalogue (ADR 0022): `app.catalogue`, decorated by
// catalogue.module.ts, for pages rendered with the catalogue as the API serves it.
export type { CatalogueService };

declare module "fastify" {
  interface FastifyInstance {
    catalogue: CatalogueService;
    /**
     * What the listings show changed outside the catalogue's own writes: a title's main video
     * became ready, so a priced title joins the listings (ADR 0069). A new catalogue in every
     * process and a new search index; failures are logged, never thrown.
     */
    listingsChanged: () => Promise<void>;
    /** A series as `GET /api/v1/series/{ref}` answers it (404 HttpError when there is none). */
    seriesPages: Pick<SeriesService, "detail">;
  }
}

// A ref → published title lookup for modules that keep rows per title (My List, thumbs).
export { findPublishedTitle } from "./published-title.ts";

// Accepted filmmaker submissions become draft titles (the admin console publishes them).
export { type DraftTitleInput, createDraftTitle, titleRefById } from "./draft-title.ts";

// A title's running time follows its video (ingest, ADR 0070).
export { setRunningTime } from "./running-time.ts";

// Refs and names by title id (the quality reports name the titles they keep ids of).
export { titleNames } from "./title-names.ts";
