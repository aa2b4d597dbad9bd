import {
  apiErrorSchema,
  continueWatchingSchema,
  dataUsageSchema,
  mediaSummaryQuerySchema,
  mediaSummarySchema,
  popularSchema,
} from "@tazama/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireAccess } from "../../plugins/access.ts";
import type { WatchingService } from "./watching.service.ts";

/** Sizes change only when a transcode finishes: a short public cache is safe. */
const SUMMARY_CACHE = "public, max-age=30";
const POPULAR_CACHE = "public, max-age=60";

const viewStoredSchema = z.object({ counted: z.boolean(), views: z.number().int() });

const progressBodySchema = z.object({
  ref: z.string().min(1).max(100),
  positionS: z.number().min(0).max(86_400),
  durationS: z.number().positive().max(86_400),
  /** Media bytes the player fetched since its last report (this month's data total). */
  mediaBytes: z.number().int().min(0).max(2_000_000_000).optional(),
});

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
      preHandler: requireAccess("watching.read"),
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

  app.post(
    "/api/v1/views/store",
    {
      onRequest: requireAccess("watching.record"),
      schema: {
        summary:
          "Count a view (the player sends it after 30 s of playback). Signed-in viewers only (401 otherwise); it counts only after a stream of the title's main video was granted to this viewer in the last 24 h, once per viewer and title in 24 h: 201 counted, 200 not counted.",
        body: z.object({ ref: z.string().min(1).max(100) }),
        response: {
          200: viewStoredSchema,
          201: viewStoredSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          404: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const stored = await service.storeView((await request.viewer())!.userId, request.body.ref);
      reply.header("cache-control", "no-store");
      return reply.status(stored.counted ? 201 : 200).send(stored);
    },
  );

  app.post(
    "/api/v1/content/progress",
    {
      preHandler: requireAccess("watching.record"),
      schema: {
        body: progressBodySchema,
        response: { 204: z.null(), 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { ref, positionS, durationS, mediaBytes } = request.body;
      const userId = (await request.viewer())!.userId;
      await service.saveProgress(userId, ref, positionS, durationS, mediaBytes);
      return reply.status(204).send(null);
    },
  );

  app.get(
    "/api/v1/users/data-usage",
    {
      preHandler: requireAccess("watching.read"),
      schema: { response: { 200: dataUsageSchema, 401: apiErrorSchema } },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return service.dataUsage((await request.viewer())!.userId);
    },
  );
};
