import type { FastifyPluginAsync } from "fastify";
import fp from "fastify-plugin";
import type { ModuleOptions } from "../../lib/module-options.ts";
import { refuseUnauditedAdminWrites } from "./admin-write-check.ts";
import { auditRoutes } from "./audit.routes.ts";
import "./audit.public.ts";

/**
 * The audit log (issue 18): modules write an entry in the transaction of each admin action
 * (`recordAudit` from the public file); admins read it here. The table refuses UPDATE and DELETE.
 * Every admin write is declared with `adminRoute` (issue 39, ADR 0058): registered first among
 * the modules, this one refuses any later admin write route declared otherwise.
 */
const auditModule: FastifyPluginAsync<ModuleOptions> = async (app, { database, clock }) => {
  app.decorate("auditLog", { db: database.db, clock });
  refuseUnauditedAdminWrites(app);
  await app.register(auditRoutes, { db: database.db });
};

export default fp(auditModule, { name: "audit" });
