import {
  apiErrorSchema,
  continueWatchingSchema,
  mediaSummaryQuerySchema,
  mediaSummarySchema,
  popularSchema,
} from "@tazama/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireUser } from "../../plugins/session.ts";
import type { WatchingService } from "./watching.service.ts";

/** Sizes change only when a transcode finishes: a short public cache is safe. */
const SUMMARY_CACHE = "public, max-age=30";
const POPULAR_CACHE = "public, max-age=60";

export const watchingRoutes: FastifyPluginAsyncZod<{ service: WatchingService }> = async (
  app,
  { service },
) => {
  app.get(
    "/api/v1/media",
    {
      schema: {
        summary: "A title's main video and trailer before paying: state and bytes per quality",
        querystring: mediaSummaryQuerySchema,
        response: { 200: mediaSummarySchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", SUMMARY_CACHE);
      return service.mediaSummary(request.query.id);
    },
  );

  app.get(
    "/api/v1/users/continue-watching",
    {
      preHandler: requireUser,
      schema: {
        summary: "The caller's unfinished titles, most recently watched first",
        response: { 200: continueWatchingSchema, 400: apiErrorSchema, 401: apiErrorSchema },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "private, no-store");
      return service.continueWatching((await request.viewer())!.userId);
    },
  );

  app.get(
    "/api/v1/content/popular",
    {
      schema: {
        summary: "The most viewed titles of the last 30 days",
        response: { 200: popularSchema, 400: apiErrorSchema },
      },
    },
    async (_request, reply) => {
      reply.header("cache-control", POPULAR_CACHE);
      return service.popular();
    },
  );
};
