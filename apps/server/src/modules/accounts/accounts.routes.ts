import {
  ACCOUNT_PATHS,
  AUTH_ERRORS,
  apiErrorSchema,
  customerIdBodySchema,
  customerIdResponseSchema,
  loginBodySchema,
  passwordResetBodySchema,
  passwordResetCheckBodySchema,
  passwordResetCheckResponseSchema,
  passwordResetConfirmBodySchema,
  type Profile,
  signupBodySchema,
  updateMeBodySchema,
  userResponseSchema,
} from "@tazama/contracts";
import { fromNodeHeaders } from "better-auth/node";
import type { FastifyError, FastifyReply, FastifyRequest } from "fastify";
import {
  type FastifyPluginAsyncZod,
  hasZodFastifySchemaValidationErrors,
} from "fastify-type-provider-zod";
import { z } from "zod";
import { requireAccess } from "../../plugins/access.ts";
import { adminRoute } from "../audit/audit.public.ts";
import { type AccountsService, MailDeliveryError } from "./accounts.service.ts";
import { clearSessionCookie, clearUserCookie, cookieNames, userCookie } from "./auth-cookies.ts";
import { type RateLimits, createLimiters } from "./rate-limits.ts";

export interface AccountsRoutesOptions {
  service: AccountsService;
  production: boolean;
  sessionCookieName: string;
  limits: RateLimits;
}

/** Fields whose failure has its own code in the contract; other fields → validation/invalid-body. */
type FieldCodes = Record<string, keyof typeof AUTH_ERRORS>;

declare module "fastify" {
  interface FastifyContextConfig {
    fieldCodes?: FieldCodes;
  }
}

const errorResponses = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
  429: apiErrorSchema,
};

/** Validation and malformed bodies in the contract's words; anything else goes to app.ts's handler. */
function accountsErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (hasZodFastifySchemaValidationErrors(error)) {
    const codes = request.routeOptions.config.fieldCodes ?? {};
    const fields = error.validation.map((v) => ({
      field: v.instancePath.replace(/^\//, "").replaceAll("/", "."),
      message: v.message ?? "invalid",
    }));
    const special = fields.find((f) => codes[f.field]);
    if (special) {
      const code = codes[special.field]!;
      return reply.status(400).send({ error: { code, message: AUTH_ERRORS[code].message } });
    }
    const message = fields
      .map((f) => (f.field ? `${f.field}: ${f.message}` : `body: ${f.message}`))
      .join("; ");
    return reply.status(400).send({ error: { code: "validation/invalid-body", message } });
  }
  if (error.statusCode === 400 && error.code.startsWith("FST_ERR_CTP")) {
    return reply
      .status(400)
      .send({ error: { code: "validation/invalid-body", message: `body: ${error.message}` } });
  }
  throw error;
}

/** The accounts REST API (packages/contracts/src/accounts.ts is the contract). */
export const accountsRoutes: FastifyPluginAsyncZod<AccountsRoutesOptions> = async (app, opts) => {
  const { service, production } = opts;
  app.setErrorHandler(accountsErrorHandler);
  const limit = createLimiters(app, opts.limits);
  const headersOf = (request: FastifyRequest) => fromNodeHeaders(request.headers);

  function sendSignedIn(
    reply: FastifyReply,
    status: 200 | 201,
    result: { profile: Profile; setCookies: string[] },
  ) {
    reply.header("set-cookie", [...result.setCookies, userCookie(result.profile, production)]);
    reply.header("cache-control", "no-store");
    return reply.status(status).send({ user: result.profile });
  }

  app.post(
    ACCOUNT_PATHS.signup,
    {
      config: {
        fieldCodes: {
          email: "auth/invalid-email",
          password: "auth/weak-password",
          phone_number: "auth/invalid-phone-number",
        },
      },
      schema: {
        summary: "Join: create an account (or sign in when the email and password match one)",
        body: signupBodySchema,
        response: { 200: userResponseSchema, 201: userResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      await limit.signupPerIp(request);
      await limit.signupPerAccount(request, request.body.email);
      const result = await service.signup(
        request.body,
        headersOf(request),
        limit.loginAttempt(request, request.body.email),
      );
      return sendSignedIn(reply, result.created ? 201 : 200, result);
    },
  );

  app.post(
    ACCOUNT_PATHS.login,
    {
      config: { fieldCodes: { email: "auth/invalid-email" } },
      schema: {
        summary: "Log in with email and password",
        body: loginBodySchema,
        response: { 200: userResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { email, password } = request.body;
      const attempt = limit.loginAttempt(request, email);
      const result = await service.login(email, password, headersOf(request), attempt);
      return sendSignedIn(reply, 200, result);
    },
  );

  app.post(
    ACCOUNT_PATHS.logout,
    {
      schema: {
        summary: "Log out: end the session, clear the cookies",
        response: {
          204: z.unknown().describe("No content"),
          400: apiErrorSchema,
          403: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const cleared = await service.logout(headersOf(request));
      const names = cookieNames(cleared);
      reply.header("set-cookie", [
        ...cleared,
        ...(names.has(opts.sessionCookieName)
          ? []
          : [clearSessionCookie(opts.sessionCookieName, production)]),
        clearUserCookie(production),
      ]);
      return reply.status(204).send();
    },
  );

  app.post(
    ACCOUNT_PATHS.passwordReset,
    {
      config: { fieldCodes: { email: "auth/invalid-email" } },
      schema: {
        summary: "Send a password-reset mail (202 whether or not the account exists)",
        body: passwordResetBodySchema,
        response: { 202: z.object({ ok: z.literal(true) }), ...errorResponses },
      },
    },
    async (request, reply) => {
      await limit.resetPerIp(request);
      await limit.resetPerAccount(request, request.body.email);
      try {
        await service.requestPasswordReset(request.body.email);
      } catch (error) {
        // Same answer as success: a failing mail server must not tell who has an account.
        if (!(error instanceof MailDeliveryError)) throw error;
        request.log.error({ err: error.cause }, "password-reset mail not delivered");
      }
      return reply.status(202).send({ ok: true });
    },
  );

  app.post(
    ACCOUNT_PATHS.passwordResetConfirm,
    {
      config: { fieldCodes: { password: "auth/weak-password", token: "auth/invalid-action-code" } },
      schema: {
        summary: "Set a new password with a reset token; ends every session of the user",
        body: passwordResetConfirmBodySchema,
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      await limit.resetPerIp(request);
      await service.confirmPasswordReset(request.body.token, request.body.password);
      return reply.status(204).send(null);
    },
  );

  app.post(
    ACCOUNT_PATHS.passwordResetCheck,
    {
      schema: {
        summary: "Whether a password-reset token is still usable (not used, not expired)",
        body: passwordResetCheckBodySchema,
        response: { 200: passwordResetCheckResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      await limit.resetPerIp(request);
      reply.header("cache-control", "no-store");
      return { valid: await service.checkPasswordReset(request.body.token) };
    },
  );

  app.get(
    ACCOUNT_PATHS.me,
    {
      preValidation: requireAccess("account.read"),
      schema: {
        summary: "The caller's profile",
        response: { 200: userResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const viewer = (await request.viewer())!;
      reply.header("cache-control", "no-store");
      return { user: await service.me(viewer.userId) };
    },
  );

  app.patch(
    ACCOUNT_PATHS.me,
    {
      preValidation: requireAccess("account.update"),
      schema: {
        summary:
          "Update the caller's name, locale or photo (rate-limited); a phone number is proven by SMS (users/phone)",
        body: updateMeBodySchema,
        response: { 200: userResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const viewer = (await request.viewer())!;
      await limit.profilePerIp(request);
      await limit.profilePerAccount(request, viewer.userId);
      const profile = await service.updateMe(viewer.userId, request.body);
      reply.header("cache-control", "no-store");
      const { name, locale } = request.body;
      if (name !== undefined || locale !== undefined) {
        reply.header("set-cookie", userCookie(profile, production));
      }
      return { user: profile };
    },
  );

  // A write only in its method: looking a person up by email is audited like the console's writes.
  adminRoute(
    app,
    {
      method: "POST",
      url: ACCOUNT_PATHS.customerId,
      permission: "users.lookup",
      config: { fieldCodes: { email: "auth/invalid-email" } },
      schema: {
        summary: "Admin only: look a user up by email",
        body: customerIdBodySchema,
        response: { 200: customerIdResponseSchema, ...errorResponses },
      },
      audit: { action: "user.lookup", target: "user" },
    },
    async (request, _reply, audit) => {
      const found = await service.customerId(request.body.email);
      // The person found, not the address asked about: the log keeps no email.
      await audit.record({ action: "user.lookup", target: { type: "user", id: found.user_uuid } });
      return found;
    },
  );
};
