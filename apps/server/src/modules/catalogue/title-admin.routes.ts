import {
  ARTWORK_MAX_BYTES,
  ARTWORK_TYPES,
  CATALOGUE_ADMIN_PATHS,
  adminTitleListSchema,
  adminTitleRefParamsSchema,
  adminTitleSchema,
  artworkParamsSchema,
  contentRefParamsSchema,
  createTitleBodySchema,
  newEpisodeBodySchema,
  titleCreditsBodySchema,
  errorResponses,
  titleAdminQuerySchema,
  titlePricesBodySchema,
  updateTitleBodySchema,
} from "@tazama/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { acceptImageBodies, imageBody } from "../images/images.public.ts";
import { noStore, requireAccess } from "../../plugins/access.ts";
import { adminRoute } from "../audit/audit.public.ts";
import type { TitleAdminService } from "./title-admin.service.ts";

/** The console's catalogue routes (issue 18). */
export const titleAdminRoutes: FastifyPluginAsyncZod<{ service: TitleAdminService }> = async (
  app,
  { service },
) => {
  noStore(app);

  app.get(
    CATALOGUE_ADMIN_PATHS.titles,
    {
      preValidation: requireAccess("catalogue.edit"),
      schema: {
        summary: "Admin: every title (drafts and withdrawn too), searched, filtered, paged",
        querystring: titleAdminQuerySchema,
        response: { 200: adminTitleListSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => service.list(request.query),
  );

  adminRoute(
    app,
    {
      method: "POST",
      url: CATALOGUE_ADMIN_PATHS.titles,
      permission: "catalogue.edit",
      schema: {
        summary: "Admin: a new movie, or a new series with its first episode, as a draft",
        body: createTitleBodySchema,
        response: { 201: adminTitleSchema, ...errorResponses(400, 401, 403) },
      },
      audit: { action: "title.create", target: "title" },
    },
    async (request, reply, audit) => {
      const made = await service.create(audit.admin.id, request.body);
      reply.status(201);
      return made;
    },
  );

  app.get(
    CATALOGUE_ADMIN_PATHS.title,
    {
      preValidation: requireAccess("catalogue.edit"),
      schema: {
        summary: "Admin: one title with its genres and prices",
        params: adminTitleRefParamsSchema,
        response: { 200: adminTitleSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => service.detail(request.params.ref),
  );

  adminRoute(
    app,
    {
      method: "PATCH",
      url: CATALOGUE_ADMIN_PATHS.title,
      permission: "catalogue.edit",
      schema: {
        summary: "Admin: edit a title's fields, genres or status (publish, withdraw)",
        params: adminTitleRefParamsSchema,
        body: updateTitleBodySchema,
        response: { 200: adminTitleSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
      audit: { action: "title.update", target: "title" },
    },
    async (request, _reply, audit) =>
      service.update(audit.admin.id, request.params.ref, request.body),
  );

  adminRoute(
    app,
    {
      method: "PUT",
      url: CATALOGUE_ADMIN_PATHS.credits,
      permission: "catalogue.edit",
      schema: {
        summary:
          "Admin: a title's whole cast and crew, in billing order (people found by name or added)",
        params: adminTitleRefParamsSchema,
        body: titleCreditsBodySchema,
        response: { 200: adminTitleSchema, ...errorResponses(400, 401, 403, 404) },
      },
      audit: { action: "title.credits", target: "title" },
    },
    async (request, _reply, audit) =>
      service.setCredits(audit.admin.id, request.params.ref, request.body),
  );

  adminRoute(
    app,
    {
      method: "POST",
      url: CATALOGUE_ADMIN_PATHS.episodes,
      permission: "catalogue.edit",
      schema: {
        summary: "Admin: the next episode of a series, as a draft",
        params: contentRefParamsSchema,
        body: newEpisodeBodySchema,
        response: { 201: adminTitleSchema, ...errorResponses(400, 401, 403, 404) },
      },
      audit: { action: "title.create", target: "series" },
    },
    async (request, reply, audit) => {
      const made = await service.addEpisode(audit.admin.id, request.params.ref, request.body);
      reply.status(201);
      return made;
    },
  );

  adminRoute(
    app,
    {
      method: "PUT",
      url: CATALOGUE_ADMIN_PATHS.prices,
      permission: "catalogue.price",
      schema: {
        summary: "Admin: a title's buy and rent prices, one per currency (the whole set)",
        params: adminTitleRefParamsSchema,
        body: titlePricesBodySchema,
        response: { 200: adminTitleSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
      audit: { action: "title.prices", target: "title" },
    },
    async (request, _reply, audit) =>
      service.setPrices(audit.admin.id, request.params.ref, request.body),
  );
};

/**
 * A title's poster or backdrop, sent as the image itself (the body's Content-Type says which
 * kind of image). In a scope of its own: only this route reads image bodies.
 */
export const titleArtworkRoutes: FastifyPluginAsyncZod<{ service: TitleAdminService }> = async (
  app,
  { service },
) => {
  noStore(app);
  acceptImageBodies(app);
  adminRoute(
    app,
    {
      method: "PUT",
      url: CATALOGUE_ADMIN_PATHS.artwork,
      permission: "catalogue.edit",
      bodyLimit: ARTWORK_MAX_BYTES,
      schema: {
        summary: "Admin: a title's poster (2:3) or backdrop (16:9), the image as the body",
        description: `Content-Type one of ${ARTWORK_TYPES.join(", ")}; at most ${ARTWORK_MAX_BYTES / 1024 / 1024} MB.`,
        params: artworkParamsSchema,
        body: z.instanceof(Buffer).optional(),
        response: { 200: adminTitleSchema, ...errorResponses(400, 401, 403, 404, 413, 415) },
      },
      audit: { action: "title.artwork", target: "title" },
    },
    async (request, _reply, audit) => {
      const { ref, kind } = request.params;
      return service.setArtwork(audit.admin.id, ref, kind, imageBody(request.body));
    },
  );
};
