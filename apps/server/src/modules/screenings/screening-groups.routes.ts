import {
  SCREENING_GROUP_PATHS,
  bulkBookBodySchema,
  bulkBookResponseSchema,
  errorResponses,
  groupListQuerySchema,
  groupListSchema,
  groupRefreshmentsBodySchema,
} from "@tazama/contracts";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireAccess } from "../../plugins/access.ts";
import { type Idempotency, idempotentPost } from "../ledger/ledger.public.ts";
import type { ScreeningGroupsService } from "./screening-groups.service.ts";

/** bulkscreenings (book a block, list them, the codes as CSV) and groupRefreshments. */
export const screeningGroupsRoutes: FastifyPluginAsyncZod<{
  groups: ScreeningGroupsService;
  idempotency: Idempotency;
}> = async (app, { groups, idempotency }) => {
  const userOf = async (request: FastifyRequest) => (await request.viewer())!.userId;

  idempotentPost(app, idempotency, {
    url: SCREENING_GROUP_PATHS.bulk,
    summary:
      "An organisation's admin books a block of seats (or the whole screening) from the organisation's wallet: a ref code per member, or one code for the group.",
    onRequest: requireAccess("purchase.create"),
    body: bulkBookBodySchema,
    statusCode: 201,
    response: bulkBookResponseSchema,
    perform: (userId, body, steps) => groups.book(userId, body, steps.once),
  });

  idempotentPost(app, idempotency, {
    url: SCREENING_GROUP_PATHS.groupRefreshments,
    summary:
      "Refreshments for an organisation's block, from the organisation's wallet, until the screening starts.",
    onRequest: requireAccess("purchase.create"),
    body: groupRefreshmentsBodySchema,
    statusCode: 200,
    response: bulkBookResponseSchema,
    perform: (userId, body, steps) => groups.addRefreshments(userId, body, steps.once),
  });

  app.get(
    SCREENING_GROUP_PATHS.bulk,
    {
      onRequest: requireAccess("purchase.read"),
      schema: {
        summary: "An organisation's block bookings, the latest first (its admins only)",
        querystring: groupListQuerySchema,
        response: { 200: groupListSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return { groups: await groups.list(await userOf(request), request.query.organisation) };
    },
  );

  app.get(
    SCREENING_GROUP_PATHS.codes,
    {
      onRequest: requireAccess("purchase.read"),
      schema: {
        summary: "A block's ref codes to hand out, as CSV (ref_code,seat or ref_code,admits)",
        params: z.object({ id: z.uuid() }),
        response: { 200: z.string(), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { name, csv } = await groups.codesCsv(await userOf(request), request.params.id);
      return reply
        .header("cache-control", "no-store")
        .header("content-type", "text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="${name}"`)
        .send(csv);
    },
  );
};
