import {
  buyBodySchema,
  bundleBodySchema,
  passesResponseSchema,
  purchaseResponseSchema,
  purchasesResponseSchema,
} from "@tazama/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Idempotent } from "../../lib/money/idempotency.ts";
import { InsufficientFundsError, moneyErrorBody } from "../../lib/money/money-errors.ts";
import { requireUser } from "../../plugins/session.ts";
import type { PurchasesService } from "./purchases.service.ts";

/** users/buy (titles), users/bundle (passes), purchases (My Collection). */
export const purchasesRoutes: FastifyPluginAsyncZod<{
  service: PurchasesService;
  idempotent: Idempotent;
}> = async (app, { service, idempotent }) => {
  // The shortfall travels with the error so the client can offer a top-up of exactly that.
  app.setErrorHandler((error, _request, reply) => {
    if (error instanceof InsufficientFundsError) {
      return reply.status(402).send(moneyErrorBody(error));
    }
    throw error;
  });

  app.post(
    "/api/v1/users/buy",
    {
      onRequest: requireUser,
      schema: {
        summary: "Buy (forever) or rent a title from the wallet. Needs an Idempotency-Key.",
        body: buyBodySchema,
        response: { 201: purchaseResponseSchema },
      },
    },
    async (request, reply) => {
      const { userId } = (await request.viewer())!;
      return idempotent(request, reply, userId, async () => ({
        statusCode: 201,
        body: await service.buyTitle(userId, request.body),
      }));
    },
  );

  app.post(
    "/api/v1/users/bundle",
    {
      onRequest: requireUser,
      schema: {
        summary: "Buy a pass (Weekend Pass, Monthly Membership). Needs an Idempotency-Key.",
        body: bundleBodySchema,
        response: { 201: purchaseResponseSchema },
      },
    },
    async (request, reply) => {
      const { userId } = (await request.viewer())!;
      return idempotent(request, reply, userId, async () => ({
        statusCode: 201,
        body: await service.buyPass(userId, request.body),
      }));
    },
  );

  app.get(
    "/api/v1/users/bundle",
    {
      schema: {
        summary: "The passes on sale with their prices, and the rental terms",
        response: { 200: passesResponseSchema },
      },
    },
    async (_request, reply) => {
      reply.header("cache-control", "public, max-age=300");
      return service.passCatalogue();
    },
  );

  app.get(
    "/api/v1/purchases",
    {
      onRequest: requireUser,
      schema: {
        summary: "My Collection: owned titles, rentals with their windows, passes",
        response: { 200: purchasesResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return service.collection((await request.viewer())!.userId);
    },
  );
};
