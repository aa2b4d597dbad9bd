import {
  SCREENING_PATHS,
  checkInBodySchema,
  checkInResultSchema,
  doorSchema,
  errorResponses,
  screeningIdParamsSchema,
} from "@tazama/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { HttpError } from "../../lib/http-error.ts";
import { actingUser, noStore, requireAccess } from "../../plugins/access.ts";
import type { DoorService } from "./door.service.ts";

/** The door of a screening (ushers and admins): check-in, the device's offline copy, serving. */
export const doorRoutes: FastifyPluginAsyncZod<{ service: DoorService }> = async (
  app,
  { service },
) => {
  noStore(app);
  const guard = requireAccess("screenings.checkin");

  app.post(
    SCREENING_PATHS.checkIn,
    {
      onRequest: guard,
      schema: {
        summary: "Check a ticket (QR token) or a booking (ref code) in, once per seat",
        description:
          "200 with outcome checked-in, already (when and by whom in `seats`) or invalid. The nonce makes a repeated upload of one scan count once.",
        body: checkInBodySchema,
        response: { 200: checkInResultSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => service.checkIn(await actingUser(request), request.body),
  );

  app.get(
    SCREENING_PATHS.door,
    {
      onRequest: guard,
      schema: {
        summary: "A screening's seats sold and checked in, and the key to verify tickets offline",
        params: screeningIdParamsSchema,
        response: { 200: doorSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => service.door(request.params.id),
  );

  app.post(
    SCREENING_PATHS.served,
    {
      onRequest: guard,
      schema: {
        summary: "Mark a booking's refreshment order served",
        params: z.object({ id: z.uuid() }),
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      if (!(await service.serve(await actingUser(request), request.params.id))) {
        throw new HttpError(409, "screenings/already-served", "That order was served already.");
      }
      return reply.status(204).send(null);
    },
  );
};
