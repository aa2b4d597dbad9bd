import {
  SCREENING_PATHS,
  bookBodySchema,
  bookResponseSchema,
  bookingIdParamsSchema,
  errorResponses,
  holdBodySchema,
  holdResponseSchema,
  postRefreshmentsBodySchema,
  refCodeCheckBodySchema,
  refCodeCheckSchema,
  screeningDetailSchema,
  screeningIdParamsSchema,
  screeningListQuerySchema,
  screeningListSchema,
  ticketKeySchema,
  ticketsResponseSchema,
} from "@tazama/contracts";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { tooManyRequests } from "../../lib/http-error.ts";
import { requireAccess } from "../../plugins/access.ts";
import {
  type Idempotency,
  InsufficientFundsError,
  idempotentPost,
  moneyErrorBody,
} from "../ledger/ledger.public.ts";
import type { BookingsService } from "./bookings.service.ts";
import type { ScreeningsService } from "./screenings.service.ts";
import type { TicketSigner } from "./ticket-signing.ts";

/** Ref-code checks a signed-in caller may make a minute (a code is 40 random bits). */
const REF_CODE_CHECKS_PER_MINUTE = 30;

/** screenings, screening/{id}, holds, booking (`screening`), My tickets, isRefCodeValid. */
export const screeningsRoutes: FastifyPluginAsyncZod<{
  screenings: ScreeningsService;
  bookings: BookingsService;
  idempotency: Idempotency;
  signer: TicketSigner;
}> = async (app, { screenings, bookings, idempotency, signer }) => {
  // The shortfall travels with the error so the client can offer a top-up of exactly that.
  app.setErrorHandler((error, _request, reply) => {
    if (error instanceof InsufficientFundsError) {
      return reply.status(402).send(moneyErrorBody(error));
    }
    throw error;
  });
  const userOf = async (request: FastifyRequest) => (await request.viewer())!.userId;

  app.get(
    SCREENING_PATHS.list,
    {
      schema: {
        summary: "Upcoming screenings, soonest first: at venues (filter by city) and online",
        querystring: screeningListQuerySchema,
        response: { 200: screeningListSchema, ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "public, max-age=30");
      return screenings.list(request.query.city);
    },
  );

  app.get(
    SCREENING_PATHS.one,
    {
      schema: {
        summary: "One screening: its seats (yours among them), prices and refreshments",
        params: screeningIdParamsSchema,
        response: { 200: screeningDetailSchema, ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      const viewer = await request.viewer();
      return screenings.detail(request.params.id, viewer?.userId ?? null);
    },
  );

  app.put(
    SCREENING_PATHS.hold,
    {
      onRequest: requireAccess("purchase.create"),
      schema: {
        summary: "Hold seats (or places) for 10 minutes while paying; replaces your earlier hold",
        params: screeningIdParamsSchema,
        body: holdBodySchema,
        response: { 200: holdResponseSchema, ...errorResponses(400, 401, 403, 404, 409, 410) },
      },
    },
    async (request) => screenings.hold(await userOf(request), request.params.id, request.body),
  );

  app.delete(
    SCREENING_PATHS.hold,
    {
      onRequest: requireAccess("purchase.create"),
      schema: {
        summary: "Let go of the seats you hold at a screening",
        params: screeningIdParamsSchema,
        response: { 204: z.null(), ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      await screenings.release(await userOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  idempotentPost(app, idempotency, {
    url: SCREENING_PATHS.book,
    summary: "Book seats (and refreshments) at a screening from the wallet.",
    onRequest: requireAccess("purchase.create"),
    body: bookBodySchema,
    statusCode: 201,
    response: bookResponseSchema,
    perform: (userId, body, steps) => bookings.book(userId, body, steps.once),
  });

  idempotentPost(app, idempotency, {
    url: SCREENING_PATHS.postRefreshments,
    summary:
      "Order more refreshments for your booking, until the screening starts, from the wallet.",
    onRequest: requireAccess("purchase.create"),
    params: bookingIdParamsSchema,
    body: postRefreshmentsBodySchema,
    statusCode: 200,
    response: bookResponseSchema,
    perform: (userId, body, steps, _request, params) =>
      bookings.addRefreshments(userId, params.id, body, steps.once),
  });

  app.get(
    SCREENING_PATHS.tickets,
    {
      onRequest: requireAccess("purchase.read"),
      schema: {
        summary: "My tickets: bookings with their seats' signed QR tokens, next screening first",
        response: { 200: ticketsResponseSchema, ...errorResponses(401, 403) },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return { bookings: await bookings.tickets(await userOf(request)) };
    },
  );

  const perUser = app.createRateLimit({
    max: REF_CODE_CHECKS_PER_MINUTE,
    timeWindow: 60_000,
    keyGenerator: async (request) => `refcode-check:${await userOf(request)}`,
  });
  app.post(
    SCREENING_PATHS.isRefCodeValid,
    {
      onRequest: requireAccess("account.read"),
      preHandler: async (request) => {
        const result = await perUser(request);
        if (!result.isAllowed && result.isExceeded) {
          throw tooManyRequests(
            "screenings/too-many-checks",
            "Too many ref codes checked. Please wait a minute.",
            result.ttl,
          );
        }
      },
      schema: {
        summary: "Whether a ref code admits to a screening (never whose it is)",
        body: refCodeCheckBodySchema,
        response: { 200: refCodeCheckSchema, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      const { screening, refcode } = request.body;
      return { valid: await bookings.isRefCodeValid(screening, refcode) };
    },
  );

  app.get(
    SCREENING_PATHS.ticketKey,
    {
      schema: {
        summary: "The public key tickets are signed with (Ed25519), for checking them offline",
        response: { 200: ticketKeySchema, ...errorResponses(400) },
      },
    },
    async (_request, reply) => {
      reply.header("cache-control", "public, max-age=3600");
      return { kid: signer.kid, publicKey: signer.publicKey };
    },
  );
};
