import type { CatalogueService } from "./catalogue.service.ts";

// What other modules may use of the catalogue (ADR 0022): `app.catalogue`, decorated by
// catalogue.module.ts, for pages rendered with the catalogue as the API serves it.
export type { CatalogueService };

declare module "fastify" {
  interface FastifyInstance {
    catalogue: CatalogueService;
  }
}
