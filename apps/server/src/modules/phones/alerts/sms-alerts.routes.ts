import {
  SMS_ALERT_PATHS,
  errorResponses,
  smsAlertIdParamsSchema,
  smsAlertPageSchema,
  smsAlertSchema,
  smsAlertsQuerySchema,
} from "@tazama/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { noStore, requireAccess } from "../../../plugins/access.ts";
import { adminRoute } from "../../audit/audit.public.ts";
import type { SmsAlertsService } from "./sms-alerts.service.ts";

/** `admin/sms-alerts`: destination prefixes that reached their hourly SMS budget (issue 39). */
export const smsAlertsRoutes: FastifyPluginAsyncZod<{ service: SmsAlertsService }> = async (
  app,
  { service },
) => {
  noStore(app);
  const guard = requireAccess("sms.alerts");

  app.get(
    SMS_ALERT_PATHS.list,
    {
      preValidation: guard,
      schema: {
        summary:
          "Admin: destination prefixes that reached their hourly SMS budget, one per prefix per hour, the newest first",
        querystring: smsAlertsQuerySchema,
        response: { 200: smsAlertPageSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => service.page(request.query.status, request.query.page),
  );

  adminRoute(
    app,
    {
      method: "POST",
      url: SMS_ALERT_PATHS.acknowledge,
      permission: "sms.alerts",
      schema: {
        summary: "Admin: mark an SMS alert as seen (audited)",
        params: smsAlertIdParamsSchema,
        response: { 200: smsAlertSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
      audit: { action: "sms-alert.acknowledge", target: "sms-alert" },
    },
    async (request, _reply, audit) => service.acknowledge(audit.admin.id, request.params.id),
  );
};
