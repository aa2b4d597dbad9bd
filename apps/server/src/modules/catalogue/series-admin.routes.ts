import {
  CATALOGUE_ADMIN_PATHS,
  adminSeriesSchema,
  contentRefParamsSchema,
  errorResponses,
  updateSeriesBodySchema,
} from "@tazama/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { noStore, requireAccess } from "../../plugins/access.ts";
import { adminRoute } from "../audit/audit.public.ts";
import type { SeriesAdminService } from "./series-admin.service.ts";

/** The console's series (issue 18): a series' own fields and its episodes in order. */
export const seriesAdminRoutes: FastifyPluginAsyncZod<{ service: SeriesAdminService }> = async (
  app,
  { service },
) => {
  noStore(app);
  const guard = requireAccess("catalogue.edit");

  app.get(
    CATALOGUE_ADMIN_PATHS.series,
    {
      preValidation: guard,
      schema: {
        summary: "Admin: a series' own fields and its episodes by number",
        params: contentRefParamsSchema,
        response: { 200: adminSeriesSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => service.detail(request.params.ref),
  );

  adminRoute(
    app,
    {
      method: "PATCH",
      url: CATALOGUE_ADMIN_PATHS.series,
      permission: "catalogue.edit",
      schema: {
        summary: "Admin: edit a series' fields (a new name renames its episodes)",
        params: contentRefParamsSchema,
        body: updateSeriesBodySchema,
        response: { 200: adminSeriesSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
      audit: { action: "series.update", target: "series" },
    },
    async (request, _reply, audit) =>
      service.update(audit.admin.id, request.params.ref, request.body),
  );
};
