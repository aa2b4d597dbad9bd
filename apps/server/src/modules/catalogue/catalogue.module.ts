import fp from "fastify-plugin";
import type { FastifyPluginAsync } from "fastify";
import type { ModuleOptions } from "../../lib/module-options.ts";
import { createCatalogueRepository } from "./catalogue.repository.ts";
import { catalogueRoutes } from "./catalogue.routes.ts";
import { createCatalogueService } from "./catalogue.service.ts";
import "./catalogue.public.ts";

/** The catalogue endpoint, genres and title details. */
const catalogueModule: FastifyPluginAsync<ModuleOptions> = async (app, { config, database }) => {
  const service = createCatalogueService(createCatalogueRepository(database.db));
  app.decorate("catalogue", service);
  await app.register(catalogueRoutes, { service, productName: config.PRODUCT_NAME });
};

export default fp(catalogueModule, { name: "catalogue" });
