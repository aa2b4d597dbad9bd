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
import { noStore, requireAccess } from "../../plugins/access.ts";
import { adminRoute } from "../audit/audit.public.ts";
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

  adminRoute(
    app,
    {
      method: "PUT",
      url: EVENT_ADMIN_PATHS.artwork,
      permission: "catalogue.edit",
      schema: {
        summary: "Admin: an event's picture (16:9), the image as the body; answers its file",
        description: `Content-Type one of ${ARTWORK_TYPES.join(", ")}.`,
        body: z.instanceof(Buffer).optional(),
        response: { 200: eventArtworkResultSchema, ...errorResponses(400, 401, 403, 413, 415) },
      },
      audit: {
        action: "event.artwork",
        target: "event-artwork",
        id: (_request, made) => fileOf(made),
      },
    },
    async (request) => service.uploadArtwork(imageBody(request.body)),
  );

  adminRoute(
    app,
    {
      method: "POST",
      url: EVENT_ADMIN_PATHS.list,
      permission: "catalogue.edit",
      schema: {
        summary: "Admin: a new event (its picture uploaded first)",
        body: createEventBodySchema,
        response: { 201: adminEventSchema, ...errorResponses(400, 401, 403, 409) },
      },
      audit: { action: "event.create", target: "event" },
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
      url: EVENT_ADMIN_PATHS.one,
      permission: "catalogue.edit",
      schema: {
        summary: "Admin: edit an event (its text, picture, link, times, venue)",
        params: eventIdParamsSchema,
        body: updateEventBodySchema,
        response: { 200: adminEventSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
      audit: { action: "event.update", target: "event" },
    },
    async (request, _reply, audit) =>
      service.update(audit.admin.id, request.params.id, request.body),
  );
};

const fileOf = (made: unknown) => (made as { file: string }).file;
