import type { FastifyPluginAsync } from "fastify";
import fp from "fastify-plugin";
import type { ModuleOptions } from "../../lib/module-options.ts";
import { createWatchingRepository } from "./watching.repository.ts";
import { watchingRoutes } from "./watching.routes.ts";
import { createWatchingService } from "./watching.service.ts";

/**
 * Watching: what a viewer sees around playing (the media summary before paying, Continue
 * watching, Popular) and what the player reports back (progress, views).
 */
const watchingModule: FastifyPluginAsync<ModuleOptions> = async (app, { database, clock }) => {
  await app.register(watchingRoutes, {
    service: createWatchingService(createWatchingRepository(database.db), () => clock.now()),
  });
};

export default fp(watchingModule, { name: "watching", dependencies: ["accounts"] });
