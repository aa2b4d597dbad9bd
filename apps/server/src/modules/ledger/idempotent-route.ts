import { errorResponses } from "@tazama/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { FastifyReply, FastifyRequest, FastifySchema } from "fastify";
import type { z } from "zod";
import {
  type Idempotency,
  type IdempotentSteps,
  idempotencyKeyOf,
  requestHashOf,
} from "./idempotency.ts";

type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

export interface IdempotentPost<
  B extends z.ZodType,
  R extends z.ZodType,
  P extends z.ZodType = z.ZodType,
> {
  url: string;
  summary: string;
  /** The URL's parameters (`/:id`), validated like the body and passed to `perform`. */
  params?: P;
  body: B;
  statusCode: 200 | 201;
  response: R;
  /** Who may call it (requireAccess); it must leave a signed-in viewer. */
  onRequest: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  /** Runs after validation, before the key is claimed (rate limits). */
  preHandler?: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  perform: (
    userId: string,
    body: z.infer<B>,
    steps: IdempotentSteps,
    request: FastifyRequest,
    params: z.infer<P>,
  ) => Promise<z.infer<R>>;
}

/** What an idempotent POST is made of: its documented schema and its handler (no access check). */
export function idempotentParts<
  B extends z.ZodType,
  R extends z.ZodType,
  P extends z.ZodType = z.ZodType,
>(
  idempotency: Idempotency,
  route: Omit<IdempotentPost<B, R, P>, "url" | "onRequest" | "preHandler">,
) {
  // Typed loosely here: the zod schemas still validate the body and serialise the response.
  const schema: FastifySchema = {
    summary: `${route.summary} Needs an Idempotency-Key.`,
    ...(route.params ? { params: route.params } : {}),
    body: route.body,
    response: {
      [route.statusCode]: route.response,
      ...errorResponses(400, 401, 402, 403, 404, 409, 410, 429),
    },
  };
  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    const { userId } = (await request.viewer())!;
    const answer = await idempotency.execute(
      {
        userId,
        key: idempotencyKeyOf(request),
        requestHash: requestHashOf(request),
        statusCode: route.statusCode,
      },
      (steps) =>
        route.perform(
          userId,
          request.body as z.infer<B>,
          steps,
          request,
          request.params as z.infer<P>,
        ),
    );
    if (answer.replayed) reply.header("idempotent-replayed", "true");
    reply.status(answer.statusCode);
    return answer.body;
  };
  return { schema, handler };
}

/**
 * The one shape of every money-moving POST: signed in, an Idempotency-Key (400 without), the
 * service run under that key, a replay answered with the first response and
 * `idempotent-replayed: true`. (An admin's, e.g. a refund, is declared with the audit module's
 * `adminRoute` from `idempotentParts`.)
 */
export function idempotentPost<
  B extends z.ZodType,
  R extends z.ZodType,
  P extends z.ZodType = z.ZodType,
>(app: ZodApp, idempotency: Idempotency, route: IdempotentPost<B, R, P>): void {
  const { schema, handler } = idempotentParts(idempotency, route);
  const hooks = {
    onRequest: route.onRequest,
    ...(route.preHandler ? { preHandler: route.preHandler } : {}),
  };
  app.post(route.url, { ...hooks, schema }, handler);
}
