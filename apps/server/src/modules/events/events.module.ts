import fp from "fastify-plugin";
import type { FastifyPluginAsync } from "fastify";
import type { ModuleOptions } from "../../lib/module-options.ts";
import "./events.public.ts";
import { createEventsRepository } from "./events.repository.ts";
import { eventsRoutes } from "./events.routes.ts";
import { createEventsService } from "./events.service.ts";

/** The events listing. */
const eventsModule: FastifyPluginAsync<ModuleOptions> = async (app, { database }) => {
  const service = createEventsService(createEventsRepository(database.db));
  app.decorate("events", { byLink: (link: string) => service.byLink(link) });
  await app.register(eventsRoutes, { service });
};

export default fp(eventsModule, { name: "events" });
