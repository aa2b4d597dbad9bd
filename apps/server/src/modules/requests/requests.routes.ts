import {
  apiErrorSchema,
  titleRequestBodySchema,
  titleRequestIdParamsSchema,
  titleRequestListSchema,
  titleRequestResultSchema,
} from "@tazama/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireAccess } from "../../plugins/access.ts";
import type { RequestsService } from "./requests.service.ts";

export const requestsRoutes: FastifyPluginAsyncZod<{ service: RequestsService }> = async (
  app,
  { service },
) => {
  app.post(
    "/api/v1/add/request",
    {
      preHandler: requireAccess("requests.create"),
      schema: {
        summary: "Ask for a film or series that is not on Tazama (or add your voice to a request)",
        body: titleRequestBodySchema,
        response: {
          200: titleRequestResultSchema,
          201: titleRequestResultSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          409: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const result = await service.ask((await request.viewer())!.userId, request.body);
      return reply.code(result.outcome === "created" ? 201 : 200).send(result);
    },
  );

  app.get(
    "/api/v1/add/request",
    {
      preHandler: requireAccess("requests.create"),
      schema: {
        summary: "The caller's requests, the latest first, with where each stands",
        response: { 200: titleRequestListSchema, 400: apiErrorSchema, 401: apiErrorSchema },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "private, no-store");
      return service.mine((await request.viewer())!.userId);
    },
  );

  app.get(
    "/api/v1/add/request/popular",
    {
      schema: {
        summary: "Open requests, the most asked for first (whether the caller asked, if signed in)",
        response: { 200: titleRequestListSchema, 400: apiErrorSchema },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "private, no-store");
      return service.mostAsked((await request.viewer())?.userId ?? null);
    },
  );

  app.delete(
    "/api/v1/add/request/:id",
    {
      preHandler: requireAccess("requests.create"),
      schema: {
        summary: "Withdraw the caller's ask from an open request",
        params: titleRequestIdParamsSchema,
        response: {
          200: z.object({ withdrawn: z.literal(true) }),
          400: apiErrorSchema,
          401: apiErrorSchema,
          404: apiErrorSchema,
        },
      },
    },
    async (request) => {
      await service.withdraw((await request.viewer())!.userId, request.params.id);
      return { withdrawn: true as const };
    },
  );
};
