import { AUDIT_PATHS, auditListSchema, auditQuerySchema, errorResponses } from "@tazama/contracts";
import type { Db } from "@tazama/db";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireAccess } from "../../plugins/access.ts";
import { listAudit } from "./audit.repository.ts";

export const auditRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    AUDIT_PATHS.list,
    {
      preValidation: requireAccess("audit.read"),
      schema: {
        summary: "Admin: the audit log, newest first (append-only)",
        querystring: auditQuerySchema,
        response: { 200: auditListSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return listAudit(db, request.query);
    },
  );
};
