import {
  createVoucherBodySchema,
  createVoucherResponseSchema,
  voucherBodySchema,
  voucherResponseSchema,
} from "@tazama/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Idempotency } from "../../lib/money/idempotency.ts";
import { idempotentPost } from "../../lib/money/idempotent-route.ts";
import { requireAdmin, requireUser } from "../../plugins/session.ts";
import type { VouchersService } from "./vouchers.service.ts";

export const vouchersRoutes: FastifyPluginAsyncZod<{
  service: VouchersService;
  idempotency: Idempotency;
}> = async (app, { service, idempotency }) => {
  idempotentPost(app, idempotency, {
    url: "/api/v1/handleVoucherTransaction",
    summary: "Redeem a voucher code (wallet credit or a title).",
    onRequest: requireUser,
    body: voucherBodySchema,
    statusCode: 200,
    response: voucherResponseSchema,
    perform: (userId, body, steps) => service.redeem(userId, body.code, steps.once),
  });

  app.post(
    "/api/v1/admin/vouchers",
    {
      onRequest: requireAdmin,
      schema: {
        summary: "Admin: create a voucher code (wallet credit or a title)",
        body: createVoucherBodySchema,
        response: { 201: createVoucherResponseSchema },
      },
    },
    async (request, reply) => {
      reply.status(201);
      return service.createForAdmin(request.body);
    },
  );
};
