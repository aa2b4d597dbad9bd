import {
  createVoucherBodySchema,
  createVoucherResponseSchema,
  voucherBodySchema,
  voucherResponseSchema,
} from "@tazama/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Idempotent } from "../../lib/money/idempotency.ts";
import { requireAdmin, requireUser } from "../../plugins/session.ts";
import type { VouchersService } from "./vouchers.service.ts";

export const vouchersRoutes: FastifyPluginAsyncZod<{
  service: VouchersService;
  idempotent: Idempotent;
}> = async (app, { service, idempotent }) => {
  app.post(
    "/api/v1/handleVoucherTransaction",
    {
      onRequest: requireUser,
      schema: {
        summary: "Redeem a voucher code (wallet credit or a title). Needs an Idempotency-Key.",
        body: voucherBodySchema,
        response: { 200: voucherResponseSchema },
      },
    },
    async (request, reply) => {
      const { userId } = (await request.viewer())!;
      return idempotent(request, reply, userId, async () => ({
        statusCode: 200,
        body: await service.redeem(userId, request.body.code),
      }));
    },
  );

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
