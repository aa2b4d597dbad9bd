import {
  ANIMATION_DAY_EVENT_SLUG,
  animationDayRegistrationSchema,
  apiErrorSchema,
  registrationResponseSchema,
} from "@tazama/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { RegistrationsService } from "./registrations.service.ts";

export const registrationsRoutes: FastifyPluginAsyncZod<{ service: RegistrationsService }> = async (
  app,
  { service },
) => {
  app.post(
    "/api/v1/registrations/animation-day",
    {
      schema: {
        summary: "Register for International Animation Day (one registration per email)",
        body: animationDayRegistrationSchema,
        response: {
          201: registrationResponseSchema,
          400: apiErrorSchema,
          409: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const registration = await service.register(ANIMATION_DAY_EVENT_SLUG, request.body);
      reply.header("cache-control", "no-store");
      return reply.status(201).send({ registration });
    },
  );
};
