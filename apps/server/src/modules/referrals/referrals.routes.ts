import {
  REFERRAL_PATHS,
  adminReferralRewardsQuerySchema,
  adminReferralRewardsResponseSchema,
  errorResponses,
  referralDecisionBodySchema,
  referralRewardParamsSchema,
  rewardsQuerySchema,
  rewardsResponseSchema,
  shareLinkParamsSchema,
} from "@tazama/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireAccess } from "../../plugins/access.ts";
import { adminRoute } from "../audit/audit.public.ts";
import type { ReferralsService } from "./referrals.service.ts";

const CODE = /^[A-Za-z0-9]{4,16}$/;

/** Invite friends (rewards), the share link, and the admin's review of flagged rewards. */
export const referralsRoutes: FastifyPluginAsyncZod<{ service: ReferralsService }> = async (
  app,
  { service },
) => {
  app.get(
    REFERRAL_PATHS.rewards,
    {
      preValidation: requireAccess("account.read"),
      schema: {
        summary:
          "Invite friends: the caller's share link, the offer, friends who joined and their rewards",
        querystring: rewardsQuerySchema,
        response: { 200: rewardsResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const { userId } = (await request.viewer())!;
      reply.header("cache-control", "no-store");
      return service.rewardsOf(userId, request.query.currency);
    },
  );

  app.get(
    `${REFERRAL_PATHS.shareLink}/:code`,
    {
      schema: {
        summary: "A share link: to /register with the code kept for sign-up (302)",
        params: shareLinkParamsSchema,
        response: { 302: z.null(), ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      const { code } = request.params;
      const target = CODE.test(code) ? `/register?ref=${code.toUpperCase()}` : "/register";
      return reply.header("cache-control", "no-store").redirect(target, 302);
    },
  );

  app.get(
    REFERRAL_PATHS.admin,
    {
      preValidation: requireAccess("referrals.review"),
      schema: {
        summary: "Admin: referral rewards by status (default: flagged, waiting for a decision)",
        querystring: adminReferralRewardsQuerySchema,
        response: { 200: adminReferralRewardsResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return { rewards: await service.listForReview(request.query.status) };
    },
  );

  adminRoute(
    app,
    {
      method: "POST",
      url: `${REFERRAL_PATHS.admin}/:id`,
      permission: "referrals.review",
      schema: {
        summary: "Admin: approve (then held and paid as usual) or reject a flagged reward",
        params: referralRewardParamsSchema,
        body: referralDecisionBodySchema,
        response: {
          200: z.object({ id: z.string(), status: z.enum(["held", "cancelled"]) }),
          ...errorResponses(400, 401, 403, 404, 409),
        },
      },
      audit: { action: "referral.decide", target: "referral-reward" },
    },
    async (request, _reply, audit) => {
      const { decision, note } = request.body;
      return service.decide(request.params.id, audit, decision, note);
    },
  );
};
