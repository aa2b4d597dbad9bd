import {
  ACCOUNT_PATHS,
  apiErrorSchema,
  type GoogleSignInErrorCode,
  googleStartQuerySchema,
  safeReturnTo,
} from "@tazama/contracts";
import { fromNodeHeaders } from "better-auth/node";
import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AccountsRepository } from "./accounts.repository.ts";
import { toProfile } from "./accounts.service.ts";
import type { Auth } from "./auth.ts";
import { userCookie } from "./auth-cookies.ts";

export interface GoogleRoutesOptions {
  auth: Auth;
  repo: AccountsRepository;
  enabled: boolean;
  publicUrl: string;
  production: boolean;
}

const DONE_PATH = "/api/v1/auth/google/done";
const ERROR_PATH = "/api/v1/auth/google/error";
/** better-auth's OAuth callback for our one provider: the only part of its HTTP surface exposed. */
export const GOOGLE_CALLBACK_PATH = "/api/auth/callback/google";

/** Back to /login with a code from GOOGLE_SIGN_IN_ERRORS only: never text from the request. */
function toLogin(reply: FastifyReply, code: GoogleSignInErrorCode) {
  return reply.redirect(`/login?${new URLSearchParams({ error: code }).toString()}`, 302);
}

/** better-auth's error words → one of our fixed codes (the raw text goes nowhere). */
export function providerErrorCode(raw: string): GoogleSignInErrorCode {
  if (/disabled/i.test(raw)) return "auth/user-disabled";
  // better-auth will not attach Google to an account whose email was never verified (that
  // would hand an account someone pre-registered with this email to them): log in instead.
  if (/account_not_linked/i.test(raw)) return "auth/account-exists-with-different-credential";
  if (/access_denied/i.test(raw)) return "auth/popup-closed-by-user";
  return "auth/google-sign-in-failed";
}

/**
 * Google sign-in through better-auth's genericOAuth ("google"): start → provider → better-auth's
 * callback (forwarded below) → done, which sets the `user` cookie and returns to `returnTo`.
 */
export const googleRoutes: FastifyPluginAsyncZod<GoogleRoutesOptions> = async (app, opts) => {
  const { auth, repo, production } = opts;

  app.get(
    ACCOUNT_PATHS.google,
    {
      schema: {
        summary: "Start Google sign-in (302 to Google, or to the development stand-in)",
        querystring: googleStartQuerySchema,
        response: {
          302: z.null().describe("To the provider, or to /login?error=…"),
          400: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      if (!opts.enabled) {
        return toLogin(reply, "auth/operation-not-allowed");
      }
      const returnTo = safeReturnTo(request.query.returnTo);
      const result = await auth.api.signInSocial({
        body: {
          provider: "google",
          callbackURL: `${DONE_PATH}?returnTo=${encodeURIComponent(returnTo)}`,
          errorCallbackURL: ERROR_PATH,
          disableRedirect: true,
        },
        headers: fromNodeHeaders(request.headers),
        returnHeaders: true,
      });
      const url = result.response.url;
      if (!url) return toLogin(reply, "auth/google-sign-in-failed");
      reply.header("set-cookie", result.headers.getSetCookie());
      reply.header("cache-control", "no-store");
      return reply.redirect(url, 302);
    },
  );

  // Forwarded by its exact path, rebuilt from constants: `/api/auth/callback/..\list-sessions`
  // and the like never reach better-auth's other endpoints (issue 12, finding 2).
  app.get(GOOGLE_CALLBACK_PATH, { schema: { hide: true } }, async (request, reply) => {
    const queryAt = request.url.indexOf("?");
    const url = new URL(GOOGLE_CALLBACK_PATH, opts.publicUrl);
    url.search = queryAt === -1 ? "" : request.url.slice(queryAt);
    const response = await auth.handler(
      new Request(url, {
        method: "GET",
        headers: fromNodeHeaders(request.headers),
      }),
    );
    reply.status(response.status);
    for (const [name, value] of response.headers) {
      if (name !== "set-cookie") reply.header(name, value);
    }
    const cookies = response.headers.getSetCookie();
    if (cookies.length > 0) reply.header("set-cookie", cookies);
    return reply.send(Buffer.from(await response.arrayBuffer()));
  });
  /** Everything else under better-auth's base path: the same 404 as an unknown path. */
  app.all("/api/auth/*", { schema: { hide: true } }, async (_request, reply) => {
    reply.callNotFound();
    return reply;
  });

  app.get(
    DONE_PATH,
    { schema: { hide: true, querystring: z.object({ returnTo: z.string().optional() }) } },
    async (request, reply) => {
      const session = await auth.api.getSession({ headers: fromNodeHeaders(request.headers) });
      const row = session ? await repo.findUserById(session.user.id) : undefined;
      if (!row) {
        return toLogin(reply, "auth/google-sign-in-failed");
      }
      reply.header("set-cookie", userCookie(toProfile(row), production));
      reply.header("cache-control", "no-store");
      return reply.redirect(safeReturnTo(request.query.returnTo), 302);
    },
  );

  app.get(
    ERROR_PATH,
    { schema: { hide: true, querystring: z.object({ error: z.string().max(200).optional() }) } },
    async (request, reply) => {
      return toLogin(reply, providerErrorCode(request.query.error ?? "unknown_error"));
    },
  );
};
