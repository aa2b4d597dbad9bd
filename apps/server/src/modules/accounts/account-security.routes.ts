import {
  ACCOUNT_PATHS,
  changePasswordBodySchema,
  errorResponses,
  sessionParamsSchema,
  sessionsResponseSchema,
} from "@tazama/contracts";
import { fromNodeHeaders } from "better-auth/node";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireAccess } from "../../plugins/access.ts";
import type { AccountSecurityService } from "./account-security.service.ts";
import { type RateLimits, createLimiters } from "./rate-limits.ts";

const ended = z.object({ ended: z.number().int() });

/** A new password and the caller's sessions (My Membership's Security). */
export const accountSecurityRoutes: FastifyPluginAsyncZod<{
  service: AccountSecurityService;
  limits: RateLimits;
}> = async (app, { service, limits }) => {
  // Password attempts count against the account's profile changes (10 an hour, as PATCH users/me).
  const limit = createLimiters(app, limits);
  app.post(
    ACCOUNT_PATHS.password,
    {
      preValidation: requireAccess("account.update"),
      schema: {
        summary: "Change the caller's password (the current one required); other sessions end",
        body: changePasswordBodySchema,
        response: { 200: ended, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request, reply) => {
      const { userId } = (await request.viewer())!;
      await limit.profilePerAccount(request, userId);
      const result = await service.changePassword(
        userId,
        fromNodeHeaders(request.headers),
        request.body,
      );
      reply.header("cache-control", "no-store");
      return { ended: result.endedSessions };
    },
  );

  app.get(
    ACCOUNT_PATHS.sessions,
    {
      preValidation: requireAccess("account.read"),
      schema: {
        summary: "Where the caller is signed in: this device first, then by last activity",
        response: { 200: sessionsResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const { userId } = (await request.viewer())!;
      reply.header("cache-control", "no-store");
      return service.sessions(userId, fromNodeHeaders(request.headers));
    },
  );

  app.delete(
    ACCOUNT_PATHS.sessions,
    {
      preValidation: requireAccess("account.update"),
      schema: {
        summary: "Sign out every other device (this one stays signed in)",
        response: { 200: ended, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const { userId } = (await request.viewer())!;
      return { ended: await service.endOtherSessions(userId, fromNodeHeaders(request.headers)) };
    },
  );

  app.delete(
    `${ACCOUNT_PATHS.sessions}/:id`,
    {
      preValidation: requireAccess("account.update"),
      schema: {
        summary: "Sign out one of the caller's sessions",
        params: sessionParamsSchema,
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { userId } = (await request.viewer())!;
      await service.endSession(userId, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
