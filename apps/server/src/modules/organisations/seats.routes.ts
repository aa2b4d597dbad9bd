import {
  ORG_SEAT_PATHS,
  assignSeatsBodySchema,
  buySeatsBodySchema,
  buySeatsResultSchema,
  errorResponses,
  fundOrgWalletBodySchema,
  fundOrgWalletResultSchema,
  orgParamsSchema,
  orgSeatsResponseSchema,
  seatBlockParamsSchema,
  seatBlockSchema,
  seatHolderParamsSchema,
  seatQuoteQuerySchema,
  seatQuoteSchema,
} from "@tazama/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { HttpError } from "../../lib/http-error.ts";
import { requireAccess } from "../../plugins/access.ts";
import { type Idempotency, idempotentPost } from "../ledger/ledger.public.ts";
import type { SeatsService } from "./seats.service.ts";

/** The organisation wallet and seats (organisation admins). */
export const seatsRoutes: FastifyPluginAsyncZod<{
  seats: SeatsService;
  idempotency: Idempotency;
}> = async (app, { seats, idempotency }) => {
  const userOf = async (request: { viewer(): Promise<{ userId: string } | null> }) =>
    (await request.viewer())!.userId;

  app.get(
    ORG_SEAT_PATHS.seats(":id"),
    {
      preValidation: requireAccess("account.read"),
      schema: {
        summary: "An organisation's wallet, the passes it can buy seats of, and its seats",
        params: orgParamsSchema,
        response: { 200: orgSeatsResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return seats.overview(request.params.id, await userOf(request));
    },
  );

  app.get(
    ORG_SEAT_PATHS.quote(":id"),
    {
      preValidation: requireAccess("account.read"),
      schema: {
        summary: "What seats would cost from the organisation's wallet (nothing is bought)",
        params: orgParamsSchema,
        querystring: seatQuoteQuerySchema,
        response: { 200: seatQuoteSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      const { kind, pass, titles, seats: count } = request.query;
      const orgId = request.params.id;
      const body =
        kind === "pass"
          ? { orgId, kind, pass: pass ?? "", seats: count }
          : { orgId, kind, titles: titles ?? [], seats: count };
      if (
        (body.kind === "pass" && !body.pass) ||
        (body.kind === "titles" && body.titles.length === 0)
      ) {
        throw new HttpError(400, "org/quote-incomplete", "Choose a pass or at least one title.");
      }
      return seats.quote(orgId, await userOf(request), body);
    },
  );

  idempotentPost(app, idempotency, {
    url: ORG_SEAT_PATHS.fund,
    summary: "Move money from the caller's wallet to their organisation's.",
    onRequest: requireAccess("purchase.create"),
    body: fundOrgWalletBodySchema,
    statusCode: 201,
    response: fundOrgWalletResultSchema,
    perform: (userId, body, steps) => seats.fund(userId, body, steps.once),
  });

  idempotentPost(app, idempotency, {
    url: ORG_SEAT_PATHS.buy,
    summary: "Buy a pass or titles for N members, paid from the organisation's wallet.",
    onRequest: requireAccess("purchase.create"),
    body: buySeatsBodySchema,
    statusCode: 201,
    response: buySeatsResultSchema,
    perform: (userId, body, steps) => seats.buy(userId, body, steps.once),
  });

  app.post(
    ORG_SEAT_PATHS.holders(":id", ":blockId"),
    {
      preValidation: requireAccess("account.update"),
      schema: {
        summary: "Give seats of a block to members (those holding one already are skipped)",
        params: seatBlockParamsSchema,
        body: assignSeatsBodySchema,
        response: { 200: seatBlockSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      seats.assign(
        request.params.id,
        await userOf(request),
        request.params.blockId,
        request.body.userIds,
      ),
  );

  app.delete(
    `${ORG_SEAT_PATHS.holders(":id", ":blockId")}/:userId`,
    {
      preValidation: requireAccess("account.update"),
      schema: {
        summary: "Take a seat back: the member's access ends now and the seat is free again",
        params: seatHolderParamsSchema,
        response: { 200: seatBlockSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      seats.release(
        request.params.id,
        await userOf(request),
        request.params.blockId,
        request.params.userId,
      ),
  );
};
