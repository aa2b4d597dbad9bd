import {
  adminRequestPageSchema,
  adminRequestSchema,
  adminRequestUpdateSchema,
  adminRequestsQuerySchema,
  apiErrorSchema,
  titleRequestIdParamsSchema,
} from "@tazama/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireAccess } from "../../plugins/access.ts";
import { adminRoute } from "../audit/audit.public.ts";
import type { RequestsAdminService } from "./requests-admin.service.ts";

const guarded = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };

export const requestsAdminRoutes: FastifyPluginAsyncZod<{ service: RequestsAdminService }> = async (
  app,
  { service },
) => {
  app.get(
    "/api/v1/admin/requests",
    {
      preHandler: requireAccess("requests.triage"),
      schema: {
        summary: "Viewer requests to triage, the most asked for first",
        querystring: adminRequestsQuerySchema,
        response: { 200: adminRequestPageSchema, ...guarded },
      },
    },
    async (request) => service.page(request.query.status, request.query.page),
  );

  adminRoute(
    app,
    {
      method: "PATCH",
      url: "/api/v1/admin/requests/:id",
      permission: "requests.triage",
      schema: {
        summary: "Move a request on (planned, declined, available with its title); askers are told",
        params: titleRequestIdParamsSchema,
        body: adminRequestUpdateSchema,
        response: { 200: adminRequestSchema, ...guarded, 404: apiErrorSchema },
      },
      audit: { action: "request.triage", target: "request" },
    },
    async (request, _reply, audit) => service.update(request.params.id, request.body, audit),
  );
};
