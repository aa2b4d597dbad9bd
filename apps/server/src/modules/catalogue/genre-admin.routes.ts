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
import { noStore, requireAccess } from "../../plugins/access.ts";
import { adminRoute } from "../audit/audit.public.ts";
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

  adminRoute(
    app,
    {
      method: "POST",
      url: GENRE_ADMIN_PATHS.list,
      permission: "catalogue.edit",
      schema: {
        summary: "Admin: a new genre (last in the bar unless a position is given)",
        body: createGenreBodySchema,
        response: { 201: adminGenreSchema, ...errorResponses(400, 401, 403, 409) },
      },
      audit: { action: "genre.create", target: "genre" },
    },
    async (request, reply, audit) => {
      const made = await service.create(audit.admin.id, request.body);
      reply.status(201);
      return made;
    },
  );

  adminRoute(
    app,
    {
      method: "PATCH",
      url: GENRE_ADMIN_PATHS.one,
      permission: "catalogue.edit",
      schema: {
        summary: "Admin: rename a genre (its page's address follows) or move it in the bar",
        params: genreIdParamsSchema,
        body: updateGenreBodySchema,
        response: { 200: adminGenreSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
      audit: { action: "genre.update", target: "genre" },
    },
    async (request, _reply, audit) =>
      service.update(audit.admin.id, request.params.id, request.body),
  );

  adminRoute(
    app,
    {
      method: "DELETE",
      url: GENRE_ADMIN_PATHS.one,
      permission: "catalogue.edit",
      schema: {
        summary: "Admin: delete a genre no title is filed under",
        params: genreIdParamsSchema,
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 404, 409) },
      },
      audit: { action: "genre.delete", target: "genre" },
    },
    async (request, reply, audit) => {
      await service.remove(audit.admin.id, request.params.id);
      reply.status(204);
      return null;
    },
  );
};
