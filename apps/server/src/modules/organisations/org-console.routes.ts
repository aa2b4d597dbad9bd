import {
  ORG_CONSOLE_PATH,
  errorResponses,
  orgConsoleListSchema,
  orgConsoleQuerySchema,
} from "@tazama/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireAccess } from "../../plugins/access.ts";
import type { createOrgConsoleRepository } from "./org-console.repository.ts";

const PAGE = 25;

/** The console's organisations (issue 18): every one, newest first, found by name. */
export const orgConsoleRoutes: FastifyPluginAsyncZod<{
  repo: ReturnType<typeof createOrgConsoleRepository>;
}> = async (app, { repo }) => {
  app.get(
    ORG_CONSOLE_PATH,
    {
      preValidation: requireAccess("users.manage"),
      schema: {
        summary: "Admin: organisations with their admins, members, seats and what seats cost",
        querystring: orgConsoleQuerySchema,
        response: { 200: orgConsoleListSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      const { q, page } = request.query;
      const { rows, total } = await repo.list({
        q: q || undefined,
        limit: PAGE,
        offset: (page - 1) * PAGE,
      });
      return { organisations: rows, total, pageSize: PAGE };
    },
  );
};
