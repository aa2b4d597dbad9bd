import {
  ANIMATION_DAY_EVENT_SLUG,
  ANIMATION_DAY_PATH,
  animationDayRegistrationSchema,
  apiErrorSchema,
  registrationResponseSchema,
} from "@tazama/contracts";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { tooManyRequests } from "../../lib/http-error.ts";
import type { RegistrationsService } from "./registrations.service.ts";

/** Registrations one address may make (a school or an office shares one behind NAT). */
export const REGISTRATIONS_PER_IP = { max: 20, windowMs: 60 * 60_000 };

export const TOO_MANY_REGISTRATIONS =
  "Too many registrations from your network. Please try again later.";

export const registrationsRoutes: FastifyPluginAsyncZod<{ service: RegistrationsService }> = async (
  app,
  { service },
) => {
  const perIp = app.createRateLimit({
    max: REGISTRATIONS_PER_IP.max,
    timeWindow: REGISTRATIONS_PER_IP.windowMs,
    keyGenerator: (request) => `registration-ip:${request.ip}`,
  });
  // After validation: only well-formed registrations count against the address.
  const limitPerIp = async (request: FastifyRequest) => {
    const result = await perIp(request);
    if (!result.isAllowed && result.isExceeded) {
      throw tooManyRequests("request/too-many", TOO_MANY_REGISTRATIONS, result.ttl);
    }
  };

  app.post(
    "/api/v1/registrations/animation-day",
    {
      preHandler: limitPerIp,
      schema: {
        summary:
          "Register for International Animation Day (one registration per email; 409 registration/closed after it ended)",
        body: animationDayRegistrationSchema,
        response: {
          201: registrationResponseSchema,
          400: apiErrorSchema,
          409: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const registration = await service.register(
        ANIMATION_DAY_EVENT_SLUG,
        ANIMATION_DAY_PATH,
        request.body,
      );
      reply.header("cache-control", "no-store");
      return reply.status(201).send({ registration });
    },
  );
};
