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
import type { VoucherAdminService } from "./voucher-admin.service.ts";

/** Admins: every voucher with its use; a batch of new codes (audited). */
export const voucherAdminRoutes: FastifyPluginAsyncZod<{
  service: VoucherAdminService;
  audit: (userId: string, codes: string[], after: object) => Promise<void>;
}> = async (app, { service, audit }) => {
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

  app.post(
    VOUCHER_ADMIN_PATHS.batch,
    {
      onRequest: requireAccess("vouchers.manage"),
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
    },
    async (request, reply) => {
      const codes = await service.createBatch(request.body);
      const { userId } = (await request.viewer())!;
      const { prefix, maxUses, expiresAt, credit, ref } = request.body;
      await audit(userId, codes, { prefix, count: codes.length, maxUses, expiresAt, credit, ref });
      return reply.status(201).send({ codes });
    },
  );
};
