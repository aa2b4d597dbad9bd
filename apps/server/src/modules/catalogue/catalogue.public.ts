import type { CatalogueService } from "./catalogue.service.ts";

// What other modules may use of the catalogue (ADR 0022): `app.catalogue`, decorated by
// catalogue.module.ts, for pages rendered with the catalogue as the API serves it.
export type { CatalogueService };

declare module "fastify" {
  interface FastifyInstance {
    catalogue: CatalogueService;
  }
}

// A ref → published title lookup for modules that keep rows per title (My List, thumbs).
export { findPublishedTitle } from "./published-title.ts";

// Accepted filmmaker submissions become draft titles (the admin console publishes them).
export { type DraftTitleInput, createDraftTitle, titleRefById } from "./draft-title.ts";
