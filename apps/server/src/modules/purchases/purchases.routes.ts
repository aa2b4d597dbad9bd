import {
  buyBodySchema,
  bundleBodySchema,
  errorResponses,
  passesResponseSchema,
  purchaseResponseSchema,
  purchasesResponseSchema,
  seriesBundleBodySchema,
  seriesBundleResponseSchema,
} from "@tazama/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  type Idempotency,
  idempotentPost,
  InsufficientFundsError,
  moneyErrorBody,
} from "../ledger/ledger.public.ts";
import { requireAccess } from "../../plugins/access.ts";
import type { PurchasesService } from "./purchases.service.ts";
import type { SeriesBundleService } from "./series-bundle.service.ts";

/** users/buy (titles), users/bundle (passes), users/series-bundle, purchases (My Collection). */
export const purchasesRoutes: FastifyPluginAsyncZod<{
  service: PurchasesService;
  bundles: SeriesBundleService;
  idempotency: Idempotency;
  /** After a purchase committed: referral rewards look for the buyer's first paid purchase. */
  purchaseSettled: (userId: string) => Promise<void>;
}> = async (app, { service, bundles, idempotency, purchaseSettled }) => {
  /** Awaits a purchase (committed), then tells referrals. */
  const afterPurchase = async <T>(userId: string, purchase: Promise<T>): Promise<T> => {
    const result = await purchase;
    await purchaseSettled(userId);
    return result;
  };
  // The shortfall travels with the error so the client can offer a top-up of exactly that.
  app.setErrorHandler((error, _request, reply) => {
    if (error instanceof InsufficientFundsError) {
      return reply.status(402).send(moneyErrorBody(error));
    }
    throw error;
  });

  idempotentPost(app, idempotency, {
    url: "/api/v1/users/buy",
    summary: "Buy (forever) or rent a title from the wallet.",
    onRequest: requireAccess("purchase.create"),
    body: buyBodySchema,
    statusCode: 201,
    response: purchaseResponseSchema,
    perform: (userId, body, steps) =>
      afterPurchase(userId, service.buyTitle(userId, body, steps.once)),
  });

  idempotentPost(app, idempotency, {
    url: "/api/v1/users/bundle",
    summary: "Buy a pass (Weekend Pass, Monthly Membership).",
    onRequest: requireAccess("purchase.create"),
    body: bundleBodySchema,
    statusCode: 201,
    response: purchaseResponseSchema,
    perform: (userId, body, steps) =>
      afterPurchase(userId, service.buyPass(userId, body, steps.once)),
  });

  idempotentPost(app, idempotency, {
    url: "/api/v1/users/series-bundle",
    summary: "Buy every episode of a series the caller lacks, at the series' bundle price.",
    onRequest: requireAccess("purchase.create"),
    body: seriesBundleBodySchema,
    statusCode: 201,
    response: seriesBundleResponseSchema,
    perform: (userId, body, steps) =>
      afterPurchase(userId, bundles.buySeriesBundle(userId, body, steps.once)),
  });

  app.get(
    "/api/v1/users/bundle",
    {
      schema: {
        summary: "The passes on sale with their prices, and the rental terms",
        response: { 200: passesResponseSchema, ...errorResponses(400) },
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
      onRequest: requireAccess("purchase.read"),
      schema: {
        summary: "My Collection: owned titles, rentals with their windows, passes",
        response: { 200: purchasesResponseSchema, ...errorResponses(400, 401) },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return service.collection((await request.viewer())!.userId);
    },
  );
};
