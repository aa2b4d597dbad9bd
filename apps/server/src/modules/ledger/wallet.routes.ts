import {
  REFUND_PATHS,
  adminUserIdParamsSchema,
  errorResponses,
  receiptsResponseSchema,
  walletResponseSchema,
} from "@tazama/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireAccess } from "../../plugins/access.ts";
import type { WalletService } from "./wallet.service.ts";

/** users/wallet and users/payments: the caller's own, from the session. */
export const walletRoutes: FastifyPluginAsyncZod<{ service: WalletService }> = async (
  app,
  { service },
) => {
  app.get(
    "/api/v1/users/wallet",
    {
      onRequest: requireAccess("wallet.read"),
      schema: {
        summary: "The caller's wallet: balance, currency and a ledger summary",
        response: { 200: walletResponseSchema, ...errorResponses(400, 401) },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return service.summary((await request.viewer())!.userId);
    },
  );

  app.get(
    "/api/v1/users/payments",
    {
      onRequest: requireAccess("payment.read"),
      schema: {
        summary: "Receipts: every top-up, purchase and voucher, newest first",
        response: { 200: receiptsResponseSchema, ...errorResponses(400, 401) },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return service.receipts((await request.viewer())!.userId);
    },
  );

  app.get(
    REFUND_PATHS.wallet,
    {
      onRequest: requireAccess("money.refund"),
      schema: {
        summary: "Admin: a user's wallet: balance, currency and the latest ledger movements",
        params: adminUserIdParamsSchema,
        response: { 200: walletResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return service.summary(request.params.id);
    },
  );
};
