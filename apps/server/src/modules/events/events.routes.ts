import { errorResponses, eventsResponseSchema } from "@tazama/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { EventsService } from "./events.service.ts";

const EVENTS_CACHE = "public, max-age=60";

export const eventsRoutes: FastifyPluginAsyncZod<{ service: EventsService }> = async (
  app,
  { service },
) => {
  app.get(
    "/api/v1/events",
    {
      schema: {
        summary: "Every promotional event, sorted by end date (the client keeps upcoming ones)",
        response: { 200: eventsResponseSchema, ...errorResponses(400) },
      },
    },
    async (_request, reply) => {
      reply.header("cache-control", EVENTS_CACHE);
      return { events: await service.list() };
    },
  );
};
