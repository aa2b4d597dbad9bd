import { RENTAL_REFUND_PATH, refundResultSchema, rentalRefundBodySchema } from "@tazama/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireAccess } from "../../plugins/access.ts";
import { type Idempotency, idempotentPost } from "../ledger/ledger.public.ts";
import type { FairRentalsService } from "./fair-rentals.service.ts";

export const fairRentalsRoutes: FastifyPluginAsyncZod<{
  service: FairRentalsService;
  idempotency: Idempotency;
}> = async (app, { service, idempotency }) => {
  idempotentPost(app, idempotency, {
    url: RENTAL_REFUND_PATH,
    summary:
      "Give back a rental started by mistake, within 2 minutes of its first frame: the whole price to the wallet, the rental ended.",
    onRequest: requireAccess("purchase.refund"),
    body: rentalRefundBodySchema,
    statusCode: 201,
    response: refundResultSchema,
    perform: (userId, body, steps) => service.refundMistake(userId, body.purchaseId, steps.once),
  });
};
