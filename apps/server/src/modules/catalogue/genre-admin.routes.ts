import {
  GENRE_ADMIN_PATHS,
  adminGenreListSchema,
  adminGenreSchema,
  createGenreBodySchema,
  errorResponses,
  genreIdParamsSchema,
  updateGenreBodySchema,
} from "@tazama/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { actingUser, noStore, requireAccess } from "../../plugins/access.ts";
import type { GenreAdminService } from "./genre-admin.service.ts";

/** The console's genres (issue 18): list, add, rename or reorder, delete an unused one. */
export const genreAdminRoutes: FastifyPluginAsyncZod<{ service: GenreAdminService }> = async (
  app,
  { service },
) => {
  noStore(app);
  const guard = requireAccess("catalogue.edit");

  app.get(
    GENRE_ADMIN_PATHS.list,
    {
      preValidation: guard,
      schema: {
        summary: "Admin: every genre in the browse bar's order, with how many titles it has",
        response: { 200: adminGenreListSchema, ...errorResponses(401, 403) },
      },
    },
    async () => service.list(),
  );

  app.post(
    GENRE_ADMIN_PATHS.list,
    {
      preValidation: guard,
      schema: {
        summary: "Admin: a new genre (last in the bar unless a position is given)",
        body: createGenreBodySchema,
        response: { 201: adminGenreSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await service.create(await actingUser(request), request.body)),
  );

  app.patch(
    GENRE_ADMIN_PATHS.one,
    {
      preValidation: guard,
      schema: {
        summary: "Admin: rename a genre (its page's address follows) or move it in the bar",
        params: genreIdParamsSchema,
        body: updateGenreBodySchema,
        response: { 200: adminGenreSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => service.update(await actingUser(request), request.params.id, request.body),
  );

  app.delete(
    GENRE_ADMIN_PATHS.one,
    {
      preValidation: guard,
      schema: {
        summary: "Admin: delete a genre no title is filed under",
        params: genreIdParamsSchema,
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      await service.remove(await actingUser(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};
