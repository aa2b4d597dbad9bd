import {
  adminPaymentsQuerySchema,
  adminPaymentsResponseSchema,
  checkoutBodySchema,
  checkoutResponseSchema,
  errorResponses,
  paymentMethodsResponseSchema,
  paymentProviderSchema,
} from "@tazama/contracts";
import type { FastifyPluginAsyncZod, ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { type Idempotency, idempotentPost } from "../ledger/ledger.public.ts";
import { requireAccess } from "../../plugins/access.ts";
import type { PaymentsService } from "./payments.service.ts";
import { ProviderUnavailableError } from "./providers/payment-provider.ts";

const webhookAnswer = z.object({
  received: z.literal(true),
  result: z.string(),
  ResultCode: z.number().optional(),
  ResultDesc: z.string().optional(),
});

/** mps/checkout (top-up), its status, and payment/gate (provider webhooks). */
export const paymentsRoutes: FastifyPluginAsyncZod<{
  service: PaymentsService;
  idempotency: Idempotency;
}> = async (app, { service, idempotency }) => {
  idempotentPost(app, idempotency, {
    url: "/api/v1/mps/checkout",
    summary: "Start a wallet top-up with a provider.",
    onRequest: requireAccess("payment.create"),
    body: checkoutBodySchema,
    statusCode: 201,
    response: checkoutResponseSchema,
    perform: async (userId, body, steps) => {
      try {
        return await service.checkout(userId, body, steps);
      } catch (error) {
        if (error instanceof ProviderUnavailableError) {
          app.log.warn({ provider: body.provider, detail: error.detail }, "provider failed");
        }
        throw error;
      }
    },
  });

  app.get(
    "/api/v1/admin/payments",
    {
      onRequest: requireAccess("payments.review"),
      schema: {
        summary:
          "Admin: payments for review, filtered by state, provider and days; flagged first, then newest",
        querystring: adminPaymentsQuerySchema,
        response: { 200: adminPaymentsResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return service.listForAdmin(request.query);
    },
  );

  app.get(
    "/api/v1/mps/methods",
    {
      schema: {
        summary: "The top-up methods on offer (configured providers), their currencies and limits",
        response: { 200: paymentMethodsResponseSchema, ...errorResponses(400) },
      },
    },
    async (_request, reply) => {
      reply.header("cache-control", "public, max-age=300");
      return service.methods();
    },
  );

  app.get(
    "/api/v1/mps/checkout/:reference",
    {
      onRequest: requireAccess("payment.read"),
      schema: {
        summary:
          "The state of one of the caller's top-ups (asks the provider when no webhook came)",
        params: z.object({ reference: z.string().regex(/^[A-Z0-9]{4,40}$/) }),
        response: { 200: checkoutResponseSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return service.status((await request.viewer())!.userId, request.params.reference);
    },
  );

  app.post(
    "/api/v1/mps/checkout/:reference/cancel",
    {
      onRequest: requireAccess("payment.create"),
      schema: {
        summary: "Cancel one of the caller's pending top-ups (an abandoned checkout)",
        params: z.object({ reference: z.string().regex(/^[A-Z0-9]{4,40}$/) }),
        response: { 200: checkoutResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return service.cancel((await request.viewer())!.userId, request.params.reference);
    },
  );

  // Webhooks: the raw body is kept (signatures are over the exact bytes), only in this scope.
  await app.register(async (scope) => {
    const gate = scope.withTypeProvider<ZodTypeProvider>();
    gate.removeAllContentTypeParsers();
    gate.addContentTypeParser("*", { parseAs: "buffer" }, (_request, body, done) => {
      done(null, body);
    });
    const handler = async (
      provider: z.infer<typeof paymentProviderSchema>,
      token: string | undefined,
      rawBody: unknown,
      headers: Record<string, string | string[] | undefined>,
    ) => {
      const result = await service.webhook(provider, {
        rawBody: Buffer.isBuffer(rawBody) ? rawBody : Buffer.alloc(0),
        headers,
        pathToken: token,
      });
      return provider === "mpesa"
        ? { received: true as const, result, ResultCode: 0, ResultDesc: "Accepted" }
        : { received: true as const, result };
    };
    gate.post(
      "/api/v1/payment/gate/:provider",
      {
        schema: {
          summary: "Provider webhooks (sandbox, paystack): signed; 401 on a bad signature",
          params: z.object({ provider: paymentProviderSchema }),
          response: { 200: webhookAnswer, ...errorResponses(400, 401, 404) },
        },
      },
      async (request) => handler(request.params.provider, undefined, request.body, request.headers),
    );
    gate.post(
      "/api/v1/payment/gate/:provider/:token",
      {
        schema: {
          summary: "Provider callbacks authenticated by a secret path token (M-Pesa)",
          params: z.object({ provider: paymentProviderSchema, token: z.string().max(200) }),
          response: { 200: webhookAnswer, ...errorResponses(400, 401, 404) },
        },
      },
      async (request) =>
        handler(request.params.provider, request.params.token, request.body, request.headers),
    );
  });
};
