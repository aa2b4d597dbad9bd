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
import { noStore, requireAccess } from "../../plugins/access.ts";
import { adminRoute } from "../audit/audit.public.ts";
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

  adminRoute(
    app,
    {
      method: "POST",
      url: SCREENING_PATHS.adminList,
      permission: "screenings.manage",
      schema: {
        summary: "Admin: schedule a screening of a published title, at a venue or online",
        body: createScreeningBodySchema,
        response: { 201: screeningSummarySchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
      audit: { action: "screening.create", target: "screening" },
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
      method: "POST",
      url: SCREENING_PATHS.adminCancel,
      permission: "screenings.manage",
      schema: {
        summary: "Admin: cancel a screening; every booking is refunded to its buyer's wallet",
        params: screeningIdParamsSchema,
        response: { 200: cancelScreeningResultSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
      audit: { action: "screening.cancel", target: "screening" },
    },
    async (request, _reply, audit) => service.cancel(audit.admin.id, request.params.id),
  );
};
