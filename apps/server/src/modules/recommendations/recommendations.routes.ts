import {
  apiErrorSchema,
  homeRecommendationsSchema,
  moreLikeThisQuerySchema,
  moreLikeThisSchema,
} from "@tazama/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireAccess } from "../../plugins/access.ts";
import type { RecommendationsService } from "./recommendations.service.ts";

/** Neighbours change when the job runs (every 15 minutes): a minute of cache is harmless. */
const MORE_LIKE_THIS_CACHE = "public, max-age=60";

export const recommendationsRoutes: FastifyPluginAsyncZod<{
  service: RecommendationsService;
}> = async (app, { service }) => {
  app.get(
    "/api/v1/recommendations",
    {
      schema: {
        summary: "More like this: titles viewers of this one also finished or liked",
        querystring: moreLikeThisQuerySchema,
        response: { 200: moreLikeThisSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", MORE_LIKE_THIS_CACHE);
      return { items: await service.moreLikeThis(request.query.ref) };
    },
  );

  app.get(
    "/api/v1/recommendations/home",
    {
      preHandler: requireAccess("recommendations.read"),
      schema: {
        summary: "The caller's Top picks and Because you watched rows",
        response: { 200: homeRecommendationsSchema, 400: apiErrorSchema, 401: apiErrorSchema },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "private, no-store");
      return service.home((await request.viewer())!.userId);
    },
  );
};
