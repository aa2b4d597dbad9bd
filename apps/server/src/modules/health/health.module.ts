import fp from "fastify-plugin";
import type { FastifyPluginAsync } from "fastify";
import type { ModuleOptions } from "../../lib/module-options.ts";
import { healthRoutes } from "./health.routes.ts";

/** /healthz and /readyz: the database answers, with the video pipeline's notes (ingest). */
const healthModule: FastifyPluginAsync<ModuleOptions> = async (app, { database }) => {
  await app.register(healthRoutes, {
    ping: () => database.ping(),
    notes: () => app.ingest.readinessNotes(),
  });
};

export default fp(healthModule, { name: "health", dependencies: ["ingest"] });
