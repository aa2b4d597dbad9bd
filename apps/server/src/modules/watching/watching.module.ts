import type { FastifyPluginAsync } from "fastify";
import fp from "fastify-plugin";
import type { ModuleOptions } from "../../lib/module-options.ts";
import { createHistoryRepository } from "./history.repository.ts";
import { historyRoutes } from "./history.routes.ts";
import { createHistoryService } from "./history.service.ts";
import { createWatchingRepository } from "./watching.repository.ts";
import { watchingRoutes } from "./watching.routes.ts";
import { createWatchingService } from "./watching.service.ts";
import { forgetViewing } from "./watching.repository.ts";

/**
 * Watching: what a viewer sees around playing (the media summary before paying, Continue
 * watching, Popular) and what the player reports back (progress, views).
 */
const watchingModule: FastifyPluginAsync<ModuleOptions> = async (app, { database, clock }) => {
  app.personalData.register("watching", forgetViewing);
  await app.register(watchingRoutes, {
    service: createWatchingService(createWatchingRepository(database.db), () => clock.now()),
  });
  await app.register(historyRoutes, {
    service: createHistoryService(createHistoryRepository(database.db)),
  });
};

export default fp(watchingModule, { name: "watching", dependencies: ["accounts"] });
