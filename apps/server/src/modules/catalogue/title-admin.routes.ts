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
import { actingUser, noStore, requireAccess } from "../../plugins/access.ts";
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

  app.post(
    CATALOGUE_ADMIN_PATHS.titles,
    {
      preValidation: requireAccess("catalogue.edit"),
      schema: {
        summary: "Admin: a new movie, or a new series with its first episode, as a draft",
        body: createTitleBodySchema,
        response: { 201: adminTitleSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await service.create(await actingUser(request), request.body)),
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

  app.patch(
    CATALOGUE_ADMIN_PATHS.title,
    {
      preValidation: requireAccess("catalogue.edit"),
      schema: {
        summary: "Admin: edit a title's fields, genres or status (publish, withdraw)",
        params: adminTitleRefParamsSchema,
        body: updateTitleBodySchema,
        response: { 200: adminTitleSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => service.update(await actingUser(request), request.params.ref, request.body),
  );

  app.put(
    CATALOGUE_ADMIN_PATHS.credits,
    {
      preValidation: requireAccess("catalogue.edit"),
      schema: {
        summary:
          "Admin: a title's whole cast and crew, in billing order (people found by name or added)",
        params: adminTitleRefParamsSchema,
        body: titleCreditsBodySchema,
        response: { 200: adminTitleSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      service.setCredits(await actingUser(request), request.params.ref, request.body),
  );

  app.post(
    CATALOGUE_ADMIN_PATHS.episodes,
    {
      preValidation: requireAccess("catalogue.edit"),
      schema: {
        summary: "Admin: the next episode of a series, as a draft",
        params: contentRefParamsSchema,
        body: newEpisodeBodySchema,
        response: { 201: adminTitleSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await service.addEpisode(await actingUser(request), request.params.ref, request.body),
        ),
  );

  app.put(
    CATALOGUE_ADMIN_PATHS.prices,
    {
      preValidation: requireAccess("catalogue.price"),
      schema: {
        summary: "Admin: a title's buy and rent prices, one per currency (the whole set)",
        params: adminTitleRefParamsSchema,
        body: titlePricesBodySchema,
        response: { 200: adminTitleSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      service.setPrices(await actingUser(request), request.params.ref, request.body),
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
  app.put(
    CATALOGUE_ADMIN_PATHS.artwork,
    {
      preValidation: requireAccess("catalogue.edit"),
      bodyLimit: ARTWORK_MAX_BYTES,
      schema: {
        summary: "Admin: a title's poster (2:3) or backdrop (16:9), the image as the body",
        description: `Content-Type one of ${ARTWORK_TYPES.join(", ")}; at most ${ARTWORK_MAX_BYTES / 1024 / 1024} MB.`,
        params: artworkParamsSchema,
        body: z.instanceof(Buffer).optional(),
        response: { 200: adminTitleSchema, ...errorResponses(400, 401, 403, 404, 413, 415) },
      },
    },
    async (request) => {
      const { ref, kind } = request.params;
      return service.setArtwork(await actingUser(request), ref, kind, imageBody(request.body));
    },
  );
};
