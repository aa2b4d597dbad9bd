import type { FastifyPluginAsync } from "fastify";
import fp from "fastify-plugin";
import type { ModuleOptions } from "../../lib/module-options.ts";
import { createReportsRepository } from "./reports.repository.ts";
import { reportsRoutes } from "./reports.routes.ts";
import { createReportsService } from "./reports.service.ts";

/**
 * Reports (issue 18): read-only aggregates over money, viewing and accounts for admins, as JSON
 * for the console's charts and tables and as CSV. Nothing here writes.
 */
const reportsModule: FastifyPluginAsync<ModuleOptions> = async (app, { database, clock }) => {
  const service = createReportsService({
    repository: createReportsRepository(database.db),
    now: () => clock.now(),
  });
  await app.register(reportsRoutes, { service });
};

export default fp(reportsModule, { name: "reports" });
