import { REPORT_PATHS, REPORT_TABLES, reportQuerySchema, reportSchema } from "@tazama/contracts";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireAccess } from "../../plugins/access.ts";
import type { ReportsService } from "./reports.service.ts";

const errorSchema = z.object({ error: z.object({ code: z.string(), message: z.string() }) });
const refusals = { 400: errorSchema, 401: errorSchema, 403: errorSchema };

/** Admins: the report of a span of days, and each of its tables as CSV. */
export async function reportsRoutes(app: FastifyInstance, options: { service: ReportsService }) {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.get(
    REPORT_PATHS.report,
    {
      onRequest: requireAccess("reports.read"),
      schema: { querystring: reportQuerySchema, response: { 200: reportSchema, ...refusals } },
    },
    async (request, reply) => {
      void reply.header("cache-control", "private, no-store");
      return options.service.report(request.query);
    },
  );

  typed.get(
    REPORT_PATHS.csv,
    {
      onRequest: requireAccess("reports.read"),
      schema: {
        params: z.object({ table: z.enum(REPORT_TABLES) }),
        querystring: reportQuerySchema,
        response: { 200: z.string(), ...refusals },
      },
    },
    async (request, reply) => {
      const { name, body } = await options.service.csv(request.params.table, request.query);
      return reply
        .header("content-type", "text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="${name}"`)
        .header("cache-control", "private, no-store")
        .send(body);
    },
  );
}
