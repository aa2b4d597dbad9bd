import { apiErrorSchema, searchQuerySchema, searchResultsSchema } from "@tazama/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { SearchService } from "./search.service.ts";

/** The index changes when the catalogue does: a minute of cache is harmless. */
const SEARCH_CACHE = "public, max-age=60";

export const searchRoutes: FastifyPluginAsyncZod<{ service: SearchService }> = async (
  app,
  { service },
) => {
  app.get(
    "/api/v1/search",
    {
      schema: {
        summary:
          "Search the catalogue: titles, synopses, tags, genres, series; accents and typos forgiven",
        querystring: searchQuerySchema,
        response: { 200: searchResultsSchema, 400: apiErrorSchema },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", SEARCH_CACHE);
      return service.search(request.query.q, request.query.page);
    },
  );
};
