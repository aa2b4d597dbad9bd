import {
  apiErrorSchema,
  searchQuerySchema,
  searchResultsSchema,
  websearchQuerySchema,
} from "@tazama/contracts";
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
          "The best few catalogue hits for a query (titles, synopses, tags, genres, cast, series; accents and typos forgiven)",
        querystring: searchQuerySchema,
        response: { 200: searchResultsSchema, 400: apiErrorSchema },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", SEARCH_CACHE);
      return service.search(request.query.q, 1, request.query.limit);
    },
  );

  app.get(
    "/api/v1/websearch",
    {
      schema: {
        summary: "The search results page: 24 titles a page, the total, and 'Did you mean'",
        querystring: websearchQuerySchema,
        response: { 200: searchResultsSchema, 400: apiErrorSchema },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", SEARCH_CACHE);
      return service.search(request.query.q, request.query.page);
    },
  );
};
