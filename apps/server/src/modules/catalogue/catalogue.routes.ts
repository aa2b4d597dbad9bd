import {
  catalogueQuerySchema,
  catalogueResponseSchema,
  contentRefParamsSchema,
  contentResponseSchema,
  errorResponses,
  genresResponseSchema,
} from "@tazama/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { sendPrecompressed } from "../../lib/precompressed.ts";
import type { CatalogueService } from "./catalogue.service.ts";

const CATALOGUE_CACHE = "public, max-age=60, stale-while-revalidate=600";
const DETAIL_CACHE = "public, max-age=60";

export const catalogueRoutes: FastifyPluginAsyncZod<{
  service: CatalogueService;
  productName: string;
}> = async (app, { service, productName }) => {
  app.get(
    `/api/${productName}-app-cache`,
    {
      schema: {
        summary: "The whole catalogue: titles and genre names (spec §7)",
        querystring: catalogueQuerySchema,
        response: { 200: catalogueResponseSchema, 304: z.null(), ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      const body = await service.catalogueBody();
      return sendPrecompressed(request, reply, body, CATALOGUE_CACHE);
    },
  );

  app.get(
    "/api/v1/genres",
    {
      schema: {
        summary: "Genres with their title counts",
        response: { 200: genresResponseSchema, ...errorResponses(400) },
      },
    },
    async (_request, reply) => {
      reply.header("cache-control", DETAIL_CACHE);
      return { genres: await service.genres() };
    },
  );

  app.get(
    "/api/v1/content/:ref",
    {
      schema: {
        summary: "One title: synopsis, genres, images, prices and, for an episode, its series",
        params: contentRefParamsSchema,
        response: { 200: contentResponseSchema, ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", DETAIL_CACHE);
      return { content: await service.content(request.params.ref) };
    },
  );
};
