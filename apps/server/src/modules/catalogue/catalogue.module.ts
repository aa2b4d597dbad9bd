import fp from "fastify-plugin";
import type { FastifyPluginAsync } from "fastify";
import type { ModuleOptions } from "../../lib/module-options.ts";
import { createCatalogueRepository } from "./catalogue.repository.ts";
import { catalogueRoutes } from "./catalogue.routes.ts";
import { createCatalogueService } from "./catalogue.service.ts";
import { createPeopleRepository } from "./people.repository.ts";
import { peopleRoutes } from "./people.routes.ts";
import { createPeopleService } from "./people.service.ts";
import { createSeriesRepository } from "./series.repository.ts";
import { seriesRoutes } from "./series.routes.ts";
import { createSeriesService } from "./series.service.ts";
import "./catalogue.public.ts";

/** The catalogue endpoint, genres, title details with their cast and crew, people's pages, series
 * pages and their bundle prices. */
const catalogueModule: FastifyPluginAsync<ModuleOptions> = async (app, { config, database }) => {
  const people = createPeopleService(createPeopleRepository(database.db));
  const service = createCatalogueService(createCatalogueRepository(database.db), (titleId) =>
    people.creditsOf(titleId),
  );
  app.decorate("catalogue", service);
  await app.register(catalogueRoutes, { service, productName: config.PRODUCT_NAME });
  await app.register(peopleRoutes, { service: people });
  await app.register(seriesRoutes, {
    service: createSeriesService(createSeriesRepository(database.db)),
  });
};

export default fp(catalogueModule, { name: "catalogue" });
