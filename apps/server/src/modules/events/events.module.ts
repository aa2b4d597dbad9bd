import fp from "fastify-plugin";
import type { FastifyPluginAsync } from "fastify";
import type { ModuleOptions } from "../../lib/module-options.ts";
import { createEventsRepository } from "./events.repository.ts";
import { eventsRoutes } from "./events.routes.ts";
import { createEventsService } from "./events.service.ts";

/** The events listing. */
const eventsModule: FastifyPluginAsync<ModuleOptions> = async (app, { database }) => {
  await app.register(eventsRoutes, {
    service: createEventsService(createEventsRepository(database.db)),
  });
};

export default fp(eventsModule, { name: "events" });
