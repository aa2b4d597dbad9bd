import {
  apiErrorSchema,
  contentRefParamsSchema,
  rateBodySchema,
  ratingSchema,
} from "@tazama/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireAccess } from "../../plugins/access.ts";
import type { RatingsService } from "./ratings.service.ts";

export const ratingsRoutes: FastifyPluginAsyncZod<{ service: RatingsService }> = async (
  app,
  { service },
) => {
  app.post(
    "/api/v1/rate",
    {
      preHandler: requireAccess("ratings.create"),
      schema: {
        summary: "Thumb a title down, up or 'love it' (null clears the caller's thumb)",
        body: rateBodySchema,
        response: {
          200: ratingSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          404: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const { ref, thumb } = request.body;
      return service.rate((await request.viewer())!.userId, ref, thumb);
    },
  );

  app.get(
    "/api/v1/rate/:ref",
    {
      schema: {
        summary: "A title's thumbs: how many rated, the share of up (from 20), the caller's own",
        params: contentRefParamsSchema,
        response: { 200: ratingSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "private, no-store");
      const viewer = await request.viewer();
      return service.get(request.params.ref, viewer?.userId ?? null);
    },
  );
};
