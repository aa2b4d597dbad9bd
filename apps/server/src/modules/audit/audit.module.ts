import type { FastifyPluginAsync } from "fastify";
import fp from "fastify-plugin";
import type { ModuleOptions } from "../../lib/module-options.ts";
import { auditRoutes } from "./audit.routes.ts";
import "./audit.public.ts";

/**
 * The audit log (issue 18): modules write an entry in the transaction of each admin action
 * (`recordAudit` from the public file); admins read it here. The table refuses UPDATE and DELETE.
 */
const auditModule: FastifyPluginAsync<ModuleOptions> = async (app, { database }) => {
  await app.register(auditRoutes, { db: database.db });
};

export default fp(auditModule, { name: "audit" });
