import {
  SCREENING_PATHS,
  cancelScreeningResultSchema,
  createScreeningBodySchema,
  errorResponses,
  screeningIdParamsSchema,
  screeningSummarySchema,
} from "@tazama/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { actingUser, noStore, requireAccess } from "../../plugins/access.ts";
import type { ScreeningAdminService } from "./screening-admin.service.ts";

/** The console's screenings (issue 15): schedule one; cancel one, refunding its bookings. */
export const screeningAdminRoutes: FastifyPluginAsyncZod<{
  service: ScreeningAdminService;
}> = async (app, { service }) => {
  noStore(app);
  const guard = requireAccess("screenings.manage");

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
