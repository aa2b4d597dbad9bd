import fp from "fastify-plugin";
import type { FastifyPluginAsync } from "fastify";
import type { ModuleOptions } from "../../lib/module-options.ts";
import { createRegistrationsRepository } from "./registrations.repository.ts";
import { registrationsRoutes } from "./registrations.routes.ts";
import { createRegistrationsService } from "./registrations.service.ts";

/** Event registrations (rate-limited per address). */
const registrationsModule: FastifyPluginAsync<ModuleOptions> = async (app, { database }) => {
  await app.register(registrationsRoutes, {
    service: createRegistrationsService(createRegistrationsRepository(database.db)),
  });
};

export default fp(registrationsModule, { name: "registrations" });
