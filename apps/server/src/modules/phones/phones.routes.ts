import {
  PHONE_CODE_RULES,
  PHONE_ERRORS,
  PHONE_PATHS,
  errorResponses,
  phoneCodeSentSchema,
  phoneStatusSchema,
  sendPhoneCodeBodySchema,
  verifyPhoneBodySchema,
} from "@tazama/contracts";
import type { FastifyError, FastifyReply, FastifyRequest } from "fastify";
import {
  type FastifyPluginAsyncZod,
  hasZodFastifySchemaValidationErrors,
} from "fastify-type-provider-zod";
import { tooManyRequests } from "../../lib/http-error.ts";
import { requireAccess } from "../../plugins/access.ts";
import type { PhonesService } from "./phones.service.ts";

const FIELD_CODES = { phone_number: "phone/invalid-number", code: "phone/invalid-code" } as const;

/** A bad number or code gets its own code and words; anything else is the app's handler's. */
function phonesErrorHandler(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  if (hasZodFastifySchemaValidationErrors(error)) {
    for (const v of error.validation) {
      const field = v.instancePath.replace(/^\//, "");
      if (field === "phone_number" || field === "code") {
        const code = FIELD_CODES[field];
        return reply.status(400).send({ error: { code, message: PHONE_ERRORS[code] } });
      }
    }
  }
  throw error;
}

/** `users/phone`: the caller's number, a code by SMS, and the code typed back. */
export const phonesRoutes: FastifyPluginAsyncZod<{ service: PhonesService }> = async (
  app,
  { service },
) => {
  app.setErrorHandler(phonesErrorHandler);
  // Every ask counts, including those refused without an SMS: "proven by another account" must
  // not become a free oracle of whose number is whose.
  const asks = app.createRateLimit({
    max: PHONE_CODE_RULES.asksPerAccountPerHour,
    timeWindow: 3_600_000,
    keyGenerator: async (request) => `phone-acct:${(await request.viewer())?.userId ?? request.ip}`,
  });
  const limitAsks = async (request: FastifyRequest) => {
    const result = await asks(request);
    if (!result.isAllowed && result.isExceeded) {
      throw tooManyRequests(
        "phone/too-many-requests",
        PHONE_ERRORS["phone/too-many-requests"],
        result.ttl,
      );
    }
  };
  app.get(
    PHONE_PATHS.phone,
    {
      preValidation: requireAccess("account.read"),
      schema: {
        summary: "The caller's phone number and whether it is proven by an SMS code",
        response: { 200: phoneStatusSchema, ...errorResponses(401, 403) },
      },
    },
    async (request, reply) => {
      const { userId } = (await request.viewer())!;
      reply.header("cache-control", "no-store");
      return service.status(userId);
    },
  );

  app.post(
    PHONE_PATHS.phone,
    {
      preValidation: requireAccess("account.update"),
      preHandler: limitAsks,
      schema: {
        summary:
          "Send a 6-digit code by SMS to a mobile or fixed number of a served country (10 min; resend after 60 s; 3 per 10 min and 10 a day per number; an hourly budget per number range)",
        body: sendPhoneCodeBodySchema,
        response: {
          202: phoneCodeSentSchema,
          ...errorResponses(400, 401, 403, 409, 429, 502, 503),
        },
      },
    },
    async (request, reply) => {
      const { userId } = (await request.viewer())!;
      const sent = await service.sendCode(userId, request.body.phone_number);
      return reply.status(202).header("cache-control", "no-store").send(sent);
    },
  );

  app.post(
    PHONE_PATHS.verify,
    {
      preValidation: requireAccess("account.update"),
      schema: {
        summary: "Prove a number with the code sent to it (5 tries per code)",
        body: verifyPhoneBodySchema,
        response: { 200: phoneStatusSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const { userId } = (await request.viewer())!;
      const { phone_number: phone, code } = request.body;
      reply.header("cache-control", "no-store");
      return service.verify(userId, phone, code);
    },
  );
};
