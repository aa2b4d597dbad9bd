import { errorResponses, personResponseSchema, personSlugParamsSchema } from "@tazama/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { PeopleService } from "./people.service.ts";

/** A person's page: who they are and the titles they are in (public, cached like title details). */
export const peopleRoutes: FastifyPluginAsyncZod<{ service: PeopleService }> = async (
  app,
  { service },
) => {
  app.get(
    "/api/v1/people/:slug",
    {
      schema: {
        summary: "A person in the cast or crew, with the titles they are credited on",
        params: personSlugParamsSchema,
        response: { 200: personResponseSchema, ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "public, max-age=60");
      return service.person(request.params.slug);
    },
  );
};
