import {
  ORG_PATHS,
  enterprisePayloadCsvPath,
  enterprisePayloadPath,
  enterprisePayloadQuerySchema,
  enterprisePayloadSchema,
  errorResponses,
  membershipBodySchema,
  orgParamsSchema,
} from "@tazama/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireAccess } from "../../plugins/access.ts";
import { reportCsv } from "./report-csv.ts";
import type { ReportService } from "./report.service.ts";

/** `enterprisePayload` (JSON and CSV) and a member's consent to share what they watch. */
export const reportRoutes: FastifyPluginAsyncZod<{ report: ReportService }> = async (
  app,
  { report },
) => {
  const userOf = async (request: { viewer(): Promise<{ userId: string } | null> }) =>
    (await request.viewer())!.userId;

  app.get(
    enterprisePayloadPath(":id"),
    {
      preValidation: requireAccess("account.read"),
      schema: {
        summary:
          "enterprisePayload: members, seats, what members watched (in aggregate; by name only for those who agreed) and spend",
        params: orgParamsSchema,
        querystring: enterprisePayloadQuerySchema,
        response: { 200: enterprisePayloadSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "private, no-store");
      return report.report(request.params.id, await userOf(request), request.query.days);
    },
  );

  app.get(
    enterprisePayloadCsvPath(":id"),
    {
      preValidation: requireAccess("account.read"),
      schema: {
        summary: "enterprisePayload as CSV (UTF-8 with BOM, for spreadsheets)",
        params: orgParamsSchema,
        querystring: enterprisePayloadQuerySchema,
        response: { 200: z.string(), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const payload = await report.report(
        request.params.id,
        await userOf(request),
        request.query.days,
      );
      const day = payload.period.to.slice(0, 10);
      reply
        .header("cache-control", "private, no-store")
        .header("content-type", "text/csv; charset=utf-8")
        .header(
          "content-disposition",
          `attachment; filename="tazama-organisation-report-${day}.csv"`,
        );
      return reportCsv(payload);
    },
  );

  app.patch(
    ORG_PATHS.membership(":id"),
    {
      preValidation: requireAccess("account.update"),
      schema: {
        summary:
          "A member agrees (or stops agreeing) that the organisation's admins see what they watched",
        params: orgParamsSchema,
        body: membershipBodySchema,
        response: {
          200: z.object({ shareViewing: z.boolean() }),
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request) =>
      report.setShareViewing(request.params.id, await userOf(request), request.body.shareViewing),
  );
};
