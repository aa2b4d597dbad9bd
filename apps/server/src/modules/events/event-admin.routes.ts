import {
  ARTWORK_TYPES,
  EVENT_ADMIN_PATHS,
  adminEventListSchema,
  adminEventSchema,
  createEventBodySchema,
  errorResponses,
  eventArtworkResultSchema,
  eventIdParamsSchema,
  updateEventBodySchema,
} from "@tazama/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { actingUser, noStore, requireAccess } from "../../plugins/access.ts";
import { acceptImageBodies, imageBody } from "../images/images.public.ts";
import type { EventAdminService } from "./event-admin.service.ts";

/** The console's events (issue 18): list, create, edit, and their pictures. */
export const eventAdminRoutes: FastifyPluginAsyncZod<{ service: EventAdminService }> = async (
  app,
  { service },
) => {
  noStore(app);
  acceptImageBodies(app);
  const guard = requireAccess("catalogue.edit");

  app.get(
    EVENT_ADMIN_PATHS.list,
    {
      preValidation: guard,
      schema: {
        summary: "Admin: every event, past ones too, the latest to end first",
        response: { 200: adminEventListSchema, ...errorResponses(401, 403) },
      },
    },
    async () => ({ events: await service.list() }),
  );

  app.put(
    EVENT_ADMIN_PATHS.artwork,
    {
      preValidation: guard,
      schema: {
        summary: "Admin: an event's picture (16:9), the image as the body; answers its file",
        description: `Content-Type one of ${ARTWORK_TYPES.join(", ")}.`,
        body: z.instanceof(Buffer).optional(),
        response: { 200: eventArtworkResultSchema, ...errorResponses(400, 401, 403, 413, 415) },
      },
    },
    async (request) => service.uploadArtwork(imageBody(request.body)),
  );

  app.post(
    EVENT_ADMIN_PATHS.list,
    {
      preValidation: guard,
      schema: {
        summary: "Admin: a new event (its picture uploaded first)",
        body: createEventBodySchema,
        response: { 201: adminEventSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await service.create(await actingUser(request), request.body)),
  );

  app.patch(
    EVENT_ADMIN_PATHS.one,
    {
      preValidation: guard,
      schema: {
        summary: "Admin: edit an event (its text, picture, link, times, venue)",
        params: eventIdParamsSchema,
        body: updateEventBodySchema,
        response: { 200: adminEventSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => service.update(await actingUser(request), request.params.id, request.body),
  );
};
