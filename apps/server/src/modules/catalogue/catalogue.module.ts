import fp from "fastify-plugin";
import type { FastifyPluginAsync } from "fastify";
import type { ModuleOptions } from "../../lib/module-options.ts";
import { createCatalogueRepository } from "./catalogue.repository.ts";
import { catalogueRoutes } from "./catalogue.routes.ts";
import { createCatalogueService } from "./catalogue.service.ts";
import { genreAdminRoutes } from "./genre-admin.routes.ts";
import { createGenreAdminRepository } from "./genre-admin.repository.ts";
import { createGenreAdminService } from "./genre-admin.service.ts";
import { createPeopleRepository } from "./people.repository.ts";
import { peopleRoutes } from "./people.routes.ts";
import { createPeopleService } from "./people.service.ts";
import { seriesAdminRoutes } from "./series-admin.routes.ts";
import { createSeriesAdminRepository } from "./series-admin.repository.ts";
import { createSeriesAdminService } from "./series-admin.service.ts";
import { createSeriesRepository } from "./series.repository.ts";
import { seriesRoutes } from "./series.routes.ts";
import { createSeriesService } from "./series.service.ts";
import { createTitleAdminRepository } from "./title-admin.repository.ts";
import { titleArtworkRoutes, titleAdminRoutes } from "./title-admin.routes.ts";
import { createTitleAdminService } from "./title-admin.service.ts";
import { actorName } from "../audit/audit.public.ts";
import "../search/search.public.ts";
import "./catalogue.public.ts";

/** The catalogue endpoint, genres, title details with their cast and crew, people's pages, series
 * pages and their bundle prices. */
const catalogueModule: FastifyPluginAsync<ModuleOptions> = async (
  app,
  { config, database, clock },
) => {
  const people = createPeopleService(createPeopleRepository(database.db));
  const service = createCatalogueService(createCatalogueRepository(database.db), (titleId) =>
    people.creditsOf(titleId),
  );
  app.decorate("catalogue", service);
  app.changes.on("catalogue", () => {
    service.invalidate();
  });
  await app.register(catalogueRoutes, { service, productName: config.PRODUCT_NAME });
  await app.register(peopleRoutes, { service: people });
  const titleAdmin = createTitleAdminRepository(database.db, config.uploadsDir);
  // Publishing shows at once: a new catalogue (new ETag) and a new search index. The search
  // module is registered after this one; it is there by the time a request comes.
  const onChanged = async () => {
    service.invalidate();
    // Other API processes drop their copy too (the search index is in the database: one rebuild).
    await app.changes.publish("catalogue").catch((error: unknown) => {
      app.log.error({ err: error }, "could not tell the other processes of a catalogue change");
    });
    await app.searchIndex.rebuild().catch((error: unknown) => {
      app.log.error({ err: error }, "search index rebuild after a catalogue change failed");
    });
  };
  // A priced title is listed once its main video plays (ADR 0069): ingest calls this then.
  app.decorate("listingsChanged", onChanged);
  const adminName = (userId: string) => actorName(database.db, userId);
  const titleAdminService = createTitleAdminService({
    repo: titleAdmin,
    clock,
    uploadsDir: config.uploadsDir,
    actorName: adminName,
    onChanged,
  });
  await app.register(titleAdminRoutes, { service: titleAdminService });
  await app.register(titleArtworkRoutes, { service: titleAdminService });
  await app.register(genreAdminRoutes, {
    service: createGenreAdminService({
      repo: createGenreAdminRepository(database.db),
      clock,
      actorName: adminName,
      onChanged,
    }),
  });
  await app.register(seriesAdminRoutes, {
    service: createSeriesAdminService({
      repo: createSeriesAdminRepository(database.db),
      clock,
      actorName: adminName,
      onChanged,
    }),
  });
  const series = createSeriesService(createSeriesRepository(database.db));
  app.decorate("seriesPages", { detail: (ref: string) => series.detail(ref) });
  await app.register(seriesRoutes, {
    service: series,
  });
};

export default fp(catalogueModule, { name: "catalogue", dependencies: ["audit"] });
