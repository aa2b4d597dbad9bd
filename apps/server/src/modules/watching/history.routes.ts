import {
  apiErrorSchema,
  contentRefParamsSchema,
  historyQuerySchema,
  historySchema,
} from "@tazama/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireAccess } from "../../plugins/access.ts";
import type { HistoryService } from "./history.service.ts";

export const historyRoutes: FastifyPluginAsyncZod<{ service: HistoryService }> = async (
  app,
  { service },
) => {
  app.get(
    "/api/v1/users/allviews",
    {
      preHandler: requireAccess("watching.read"),
      schema: {
        summary: "The caller's viewing history, latest first, a page at a time",
        querystring: historyQuerySchema,
        response: { 200: historySchema, 400: apiErrorSchema, 401: apiErrorSchema },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "private, no-store");
      const { limit, before, series } = request.query;
      return service.page((await request.viewer())!.userId, limit, before, series);
    },
  );

  app.delete(
    "/api/v1/users/allviews/:ref",
    {
      preHandler: requireAccess("watching.forget"),
      schema: {
        summary: "Remove a title from the caller's viewing history (and Continue watching)",
        params: contentRefParamsSchema,
        response: { 204: z.null(), 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      await service.forget((await request.viewer())!.userId, request.params.ref);
      return reply.code(204).send(null);
    },
  );
};
