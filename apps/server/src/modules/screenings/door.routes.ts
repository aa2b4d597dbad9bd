import {
  SCREENING_PATHS,
  checkInBodySchema,
  checkInResultSchema,
  doorSchema,
  errorResponses,
  screeningIdParamsSchema,
} from "@tazama/contracts";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { HttpError, tooManyRequests } from "../../lib/http-error.ts";
import { actingUser, noStore, requireAccess } from "../../plugins/access.ts";
import type { DoorService } from "./door.service.ts";

/**
 * Ref codes typed at the door that admit nobody, per usher and per address, before typing pauses
 * (issue 39): the public ref-code check is limited per account (30 a minute); the door answers
 * more (seats and who let them in), so it counts the guesses that missed, as voucher
 * redemptions do. A busy door's good codes, and an offline queue uploaded in one burst, count
 * nothing.
 */
export const DOOR_REF_CODE_MISSES = { perUsher: 20, perAddress: 60, windowMs: 10 * 60_000 };

export const TOO_MANY_DOOR_MISSES =
  "Too many ref codes did not match a booking. Please wait a few minutes, or scan the QR code.";

function createMissCounter(app: FastifyInstance) {
  const limiter = (name: string, max: number, key: (request: FastifyRequest) => Promise<string>) =>
    app.createRateLimit({
      max,
      timeWindow: DOOR_REF_CODE_MISSES.windowMs,
      keyGenerator: async (request) => `${name}:${await key(request)}`,
    });
  const limits = [
    limiter("door-miss-usher", DOOR_REF_CODE_MISSES.perUsher, actingUser),
    limiter("door-miss-ip", DOOR_REF_CODE_MISSES.perAddress, async (request) => request.ip),
  ];
  return {
    async assertAllowed(request: FastifyRequest): Promise<void> {
      for (const limit of limits) {
        const result = await limit(request, { increment: false });
        if (!result.isAllowed && result.remaining <= 0) {
          throw tooManyRequests("screenings/too-many-misses", TOO_MANY_DOOR_MISSES, result.ttl);
        }
      }
    },
    async count(request: FastifyRequest): Promise<void> {
      for (const limit of limits) await limit(request);
    },
  };
}

/** The door of a screening (ushers and admins): check-in, the device's offline copy, serving. */
export const doorRoutes: FastifyPluginAsyncZod<{ service: DoorService }> = async (
  app,
  { service },
) => {
  noStore(app);
  const guard = requireAccess("screenings.checkin");
  const misses = createMissCounter(app);

  app.post(
    SCREENING_PATHS.checkIn,
    {
      onRequest: guard,
      schema: {
        summary: "Check a ticket (QR token) or a booking (ref code) in, once per seat",
        description:
          "200 with outcome checked-in, already (when and by whom in `seats`; `admitted` lists the seats this scan let in) or invalid. The nonce makes a repeated upload of one scan (same screening, same ticket or code) count once. `scannedAt` must lie between the sales opening and 6 hours after the film ends, and not in the future (5 minutes' slack each way): else 400 screenings/scanned-at-out-of-window. Typed ref codes that match nothing are limited per usher and per address: 429 screenings/too-many-misses.",
        body: checkInBodySchema,
        response: { 200: checkInResultSchema, ...errorResponses(400, 401, 403, 404, 429) },
      },
      preHandler: async (request) => {
        if (request.body.refcode !== undefined) await misses.assertAllowed(request);
      },
    },
    async (request) => {
      const result = await service.checkIn(await actingUser(request), request.body);
      if (request.body.refcode !== undefined && result.outcome === "invalid") {
        await misses.count(request);
      }
      return result;
    },
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
