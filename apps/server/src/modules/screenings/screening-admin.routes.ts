import {
  SCREENING_PATHS,
  adminBookingListSchema,
  adminScreeningListQuerySchema,
  adminScreeningListSchema,
  cancelScreeningResultSchema,
  createScreeningBodySchema,
  errorResponses,
  screeningIdParamsSchema,
  screeningSummarySchema,
} from "@tazama/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { actingUser, noStore, requireAccess } from "../../plugins/access.ts";
import type { ScreeningAdminService } from "./screening-admin.service.ts";
import type { ScreeningConsoleService } from "./screening-console.service.ts";

/**
 * The console's screenings (issue 15): list them with their sales, one's bookings, schedule
 * one, cancel one (refunding its bookings).
 */
export const screeningAdminRoutes: FastifyPluginAsyncZod<{
  service: ScreeningAdminService;
  listing: ScreeningConsoleService;
}> = async (app, { service, listing }) => {
  noStore(app);
  const guard = requireAccess("screenings.manage");

  app.get(
    SCREENING_PATHS.adminList,
    {
      preValidation: guard,
      schema: {
        summary:
          "Admin: upcoming or past screenings, with bookings, seats booked, check-ins, revenue",
        querystring: adminScreeningListQuerySchema,
        response: { 200: adminScreeningListSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => ({ screenings: await listing.list(request.query.when) }),
  );

  app.get(
    SCREENING_PATHS.adminBookings,
    {
      preValidation: guard,
      schema: {
        summary: "Admin: one screening's bookings, the latest first, with buyers and check-ins",
        params: screeningIdParamsSchema,
        response: { 200: adminBookingListSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => listing.bookings(request.params.id),
  );

  app.post(
    SCREENING_PATHS.adminList,
    {
      preValidation: guard,
      schema: {
        summary: "Admin: schedule a screening of a published title, at a venue or online",
        body: createScreeningBodySchema,
        response: { 201: screeningSummarySchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await service.create(await actingUser(request), request.body)),
  );

  app.post(
    SCREENING_PATHS.adminCancel,
    {
      preValidation: guard,
      schema: {
        summary: "Admin: cancel a screening; every booking is refunded to its buyer's wallet",
        params: screeningIdParamsSchema,
        response: { 200: cancelScreeningResultSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => service.cancel(await actingUser(request), request.params.id),
  );
};
