import fp from "fastify-plugin";
import type { FastifyPluginAsync } from "fastify";
import type { ModuleOptions } from "../../lib/module-options.ts";
import { actorName } from "../audit/audit.public.ts";
import { eventAdminRoutes } from "./event-admin.routes.ts";
import { createEventAdminRepository } from "./event-admin.repository.ts";
import { createEventAdminService } from "./event-admin.service.ts";
import "./events.public.ts";
import { createEventsRepository } from "./events.repository.ts";
import { eventsRoutes } from "./events.routes.ts";
import { createEventsService } from "./events.service.ts";

/** The events listing, and the console's events (issue 18). */
const eventsModule: FastifyPluginAsync<ModuleOptions> = async (
  app,
  { config, database, clock },
) => {
  const service = createEventsService(createEventsRepository(database.db));
  app.decorate("events", { byLink: (link: string) => service.byLink(link) });
  await app.register(eventsRoutes, { service });
  await app.register(eventAdminRoutes, {
    service: createEventAdminService({
      repo: createEventAdminRepository(database.db),
      clock,
      uploadsDir: config.uploadsDir,
      actorName: (userId) => actorName(database.db, userId),
    }),
  });
};

export default fp(eventsModule, { name: "events", dependencies: ["audit"] });
