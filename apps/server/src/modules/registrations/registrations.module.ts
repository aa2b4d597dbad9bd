import fp from "fastify-plugin";
import type { FastifyPluginAsync } from "fastify";
import type { ModuleOptions } from "../../lib/module-options.ts";
import "../events/events.public.ts";
import { createRegistrationsRepository } from "./registrations.repository.ts";
import { registrationsRoutes } from "./registrations.routes.ts";
import { createRegistrationsService } from "./registrations.service.ts";

/** Event registrations (rate-limited per address). */
const registrationsModule: FastifyPluginAsync<ModuleOptions> = async (app, { database, clock }) => {
  const endOf = async (path: string) => {
    const event = await app.events.byLink(path);
    return event ? new Date(event.endDate) : null;
  };
  await app.register(registrationsRoutes, {
    service: createRegistrationsService(createRegistrationsRepository(database.db), {
      clock,
      endOf,
    }),
  });
};

export default fp(registrationsModule, { name: "registrations", dependencies: ["events"] });
