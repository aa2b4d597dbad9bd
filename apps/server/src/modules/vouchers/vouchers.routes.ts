import {
  createVoucherBodySchema,
  createVoucherResponseSchema,
  errorResponses,
  voucherBodySchema,
  voucherResponseSchema,
} from "@tazama/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { type Idempotency, idempotentPost } from "../ledger/ledger.public.ts";
import { requireAccess } from "../../plugins/access.ts";
import { adminRoute } from "../audit/audit.public.ts";
import { createVoucherAttempts, isVoucherFailure } from "./voucher-attempts.ts";
import type { VouchersService } from "./vouchers.service.ts";

export const vouchersRoutes: FastifyPluginAsyncZod<{
  service: VouchersService;
  idempotency: Idempotency;
}> = async (app, { service, idempotency }) => {
  const attempts = createVoucherAttempts(app);
  idempotentPost(app, idempotency, {
    url: "/api/v1/handleVoucherTransaction",
    summary:
      "Redeem a voucher code (wallet credit or a title). After 10 codes that did not work in 15 minutes (per account or per address): 429 voucher/too-many-attempts with Retry-After.",
    onRequest: requireAccess("voucher.redeem"),
    preHandler: (request) => attempts.assertAllowed(request),
    body: voucherBodySchema,
    statusCode: 200,
    response: voucherResponseSchema,
    perform: async (userId, body, steps, request) => {
      try {
        return await service.redeem(userId, body.code, steps.once);
      } catch (error) {
        if (isVoucherFailure(error)) await attempts.countFailure(request);
        throw error;
      }
    },
  });

  adminRoute(
    app,
    {
      method: "POST",
      url: "/api/v1/admin/vouchers",
      permission: "vouchers.manage",
      schema: {
        summary: "Admin: create a voucher code (wallet credit or a title)",
        body: createVoucherBodySchema,
        response: { 201: createVoucherResponseSchema, ...errorResponses(400, 401, 403, 409) },
      },
      audit: { action: "money.voucher", target: "voucher" },
    },
    async (request, reply, audit) => {
      const created = await service.createForAdmin(request.body, audit);
      reply.status(201);
      return created;
    },
  );
};
