import {
  apiErrorSchema,
  favouriteToggleBodySchema,
  favouriteToggleResultSchema,
  favouritesSchema,
} from "@tazama/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireAccess } from "../../plugins/access.ts";
import type { FavouritesService } from "./favourites.service.ts";

export const favouritesRoutes: FastifyPluginAsyncZod<{ service: FavouritesService }> = async (
  app,
  { service },
) => {
  app.get(
    "/api/v1/users/favourites",
    {
      preHandler: requireAccess("favourites.read"),
      schema: {
        summary: "My List: the caller's saved titles, the latest addition first",
        response: { 200: favouritesSchema, 400: apiErrorSchema, 401: apiErrorSchema },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "private, no-store");
      return service.list((await request.viewer())!.userId);
    },
  );

  app.post(
    "/api/v1/users/favourites/toggle",
    {
      preHandler: requireAccess("favourites.update"),
      schema: {
        summary:
          "Put a title, or a whole series, in My List or take it out (the state asked for; idempotent)",
        body: favouriteToggleBodySchema,
        response: {
          200: favouriteToggleResultSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const { ref, inList, scope } = request.body;
      return service.set((await request.viewer())!.userId, ref, inList, scope);
    },
  );
};
