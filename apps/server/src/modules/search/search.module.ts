import type { FastifyPluginAsync } from "fastify";
import fp from "fastify-plugin";
import type { ModuleOptions } from "../../lib/module-options.ts";
import { createSearchRepository } from "./search.repository.ts";
import { searchRoutes } from "./search.routes.ts";
import { createSearchService } from "./search.service.ts";
import "./search.public.ts";

/**
 * Server search over the catalogue (`search`). The index is rebuilt when the app is ready if it
 * is empty, and by whoever changes the catalogue through `app.searchIndex.rebuild()`.
 */
const searchModule: FastifyPluginAsync<ModuleOptions> = async (app, { database, clock }) => {
  const service = createSearchService(createSearchRepository(database.db), () => clock.now());
  app.decorate("searchIndex", { rebuild: () => service.rebuild() });
  app.decorate("searchPages", { results: (q: string, page: number) => service.search(q, page) });
  app.addHook("onReady", async () => {
    if (await service.isEmpty()) await service.rebuild();
  });
  await app.register(searchRoutes, { service });
};

export default fp(searchModule, { name: "search" });
