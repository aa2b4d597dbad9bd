import {
  VOUCHER_ADMIN_PATHS,
  adminVoucherListSchema,
  adminVoucherQuerySchema,
  apiErrorSchema,
  voucherBatchBodySchema,
  voucherBatchResultSchema,
} from "@tazama/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireAccess } from "../../plugins/access.ts";
import { adminRoute } from "../audit/audit.public.ts";
import type { VoucherAdminService } from "./voucher-admin.service.ts";

/** Admins: every voucher with its use; a batch of new codes (audited). */
export const voucherAdminRoutes: FastifyPluginAsyncZod<{
  service: VoucherAdminService;
}> = async (app, { service }) => {
  app.get(
    VOUCHER_ADMIN_PATHS.list,
    {
      onRequest: requireAccess("vouchers.manage"),
      schema: {
        summary: "Admin: vouchers, newest first, with their use (search a code, filter by state)",
        querystring: adminVoucherQuerySchema,
        response: {
          200: adminVoucherListSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
        },
      },
    },
    async (request) => service.list(request.query),
  );

  adminRoute(
    app,
    {
      method: "POST",
      url: VOUCHER_ADMIN_PATHS.batch,
      permission: "vouchers.manage",
      schema: {
        summary: "Admin: create a batch of random voucher codes with one gift, limit and expiry",
        body: voucherBatchBodySchema,
        response: {
          201: voucherBatchResultSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
        },
      },
      audit: { action: "money.vouchers", target: "vouchers" },
    },
    async (request, reply, audit) => {
      const codes = await service.createBatch(request.body);
      const { prefix, maxUses, expiresAt, credit, ref } = request.body;
      await audit.record({
        action: "money.vouchers",
        target: { type: "vouchers", id: codes[0] ?? "none" },
        after: {
          prefix,
          count: codes.length,
          maxUses,
          expiresAt,
          credit,
          ref,
          first: codes[0],
          last: codes.at(-1),
        },
      });
      reply.status(201);
      return { codes };
    },
  );
};
