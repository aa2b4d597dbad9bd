import {
  PASS_ADMIN_PATHS,
  adminPassListSchema,
  adminPassSchema,
  createPassBodySchema,
  errorResponses,
  passSlugParamsSchema,
  updatePassBodySchema,
} from "@tazama/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { actingUser, noStore, requireAccess } from "../../plugins/access.ts";
import type { PassAdminService } from "./pass-admin.service.ts";

/** The console's passes (issue 18): list, create, edit; audited. */
export const passAdminRoutes: FastifyPluginAsyncZod<{ service: PassAdminService }> = async (
  app,
  { service },
) => {
  noStore(app);

  app.get(
    PASS_ADMIN_PATHS.list,
    {
      preValidation: requireAccess("catalogue.price"),
      schema: {
        summary: "Admin: every pass with its prices, whether it is on sale, and its sales",
        response: { 200: adminPassListSchema, ...errorResponses(401, 403) },
      },
    },
    async () => service.list(),
  );

  app.post(
    PASS_ADMIN_PATHS.list,
    {
      preValidation: requireAccess("catalogue.price"),
      schema: {
        summary: "Admin: a new pass (on sale once it has a price)",
        body: createPassBodySchema,
        response: { 201: adminPassSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await service.create(await actingUser(request), request.body)),
  );

  app.patch(
    PASS_ADMIN_PATHS.one,
    {
      preValidation: requireAccess("catalogue.price"),
      schema: {
        summary: "Admin: rename a pass, change its length, order or prices (no price: off sale)",
        params: passSlugParamsSchema,
        body: updatePassBodySchema,
        response: { 200: adminPassSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => service.update(await actingUser(request), request.params.slug, request.body),
  );
};
