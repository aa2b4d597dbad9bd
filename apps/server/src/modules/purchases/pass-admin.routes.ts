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
import { noStore, requireAccess } from "../../plugins/access.ts";
import { adminRoute } from "../audit/audit.public.ts";
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

  adminRoute(
    app,
    {
      method: "POST",
      url: PASS_ADMIN_PATHS.list,
      permission: "catalogue.price",
      schema: {
        summary: "Admin: a new pass (on sale once it has a price)",
        body: createPassBodySchema,
        response: { 201: adminPassSchema, ...errorResponses(400, 401, 403, 409) },
      },
      audit: { action: "pass.create", target: "pass" },
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
      url: PASS_ADMIN_PATHS.one,
      permission: "catalogue.price",
      schema: {
        summary: "Admin: rename a pass, change its length, order or prices (no price: off sale)",
        params: passSlugParamsSchema,
        body: updatePassBodySchema,
        response: { 200: adminPassSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
      audit: { action: "pass.update", target: "pass" },
    },
    async (request, _reply, audit) =>
      service.update(audit.admin.id, request.params.slug, request.body),
  );
};
