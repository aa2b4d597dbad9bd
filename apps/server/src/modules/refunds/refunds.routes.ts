import {
  REFUND_PATHS,
  adminPurchasesSchema,
  adminUserIdParamsSchema,
  errorResponses,
  refundBodySchema,
  refundResultSchema,
} from "@tazama/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireAccess } from "../../plugins/access.ts";
import { adminRoute } from "../audit/audit.public.ts";
import { type Idempotency, idempotentParts } from "../ledger/ledger.public.ts";
import type { RefundsService } from "./refunds.service.ts";

export const refundsRoutes: FastifyPluginAsyncZod<{
  service: RefundsService;
  idempotency: Idempotency;
}> = async (app, { service, idempotency }) => {
  app.get(
    REFUND_PATHS.purchases,
    {
      onRequest: requireAccess("money.refund"),
      schema: {
        summary: "Admin: a user's purchases, what was refunded of each and what may still be",
        params: adminUserIdParamsSchema,
        response: { 200: adminPurchasesSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return service.purchasesOf(request.params.id);
    },
  );

  // The refund writes its own entry, in the transaction of its ledger movement.
  const refund = idempotentParts(idempotency, {
    summary:
      "Admin: refund a purchase to the buyer's wallet, in full or in part, with a reason (one ledger movement; the full refund revokes it).",
    body: refundBodySchema,
    statusCode: 201,
    response: refundResultSchema,
    perform: (adminId, body, steps) => service.refund(adminId, body, steps.once),
  });
  adminRoute(
    app,
    {
      method: "POST",
      url: REFUND_PATHS.refund,
      permission: "money.refund",
      schema: refund.schema,
      audit: { action: "money.refund", target: "purchase" },
    },
    refund.handler,
  );
};
