import { ACCOUNT_PATHS, googleStartQuerySchema, safeReturnTo } from "@tazama/contracts";
import { fromNodeHeaders } from "better-auth/node";
import type { FastifyReply, FastifyRequest } from "fastify";
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

function toLogin(reply: FastifyReply, code: string, message: string) {
  const query = new URLSearchParams({ error: code, message });
  return reply.redirect(`/login?${query.toString()}`, 302);
}

/** better-auth's error words → our code and a sentence for the red notification (spec §8). */
function describeProviderError(raw: string): { code: string; message: string } {
  if (/disabled/i.test(raw)) {
    return {
      code: "auth/user-disabled",
      message: "Your account has been disabled. Please contact support for assistance.",
    };
  }
  if (/account_not_linked/i.test(raw)) {
    // better-auth will not attach Google to an account whose email was never verified (that
    // would hand an account someone pre-registered with this email to them): log in instead.
    return {
      code: "auth/account-exists-with-different-credential",
      message:
        "An account already exists with this email address. Log in with your email and password.",
    };
  }
  if (/access_denied/i.test(raw)) {
    return { code: "auth/popup-closed-by-user", message: "Google sign-in was cancelled." };
  }
  return {
    code: "auth/google-sign-in-failed",
    message: `Google sign-in did not complete (${raw}). Please try again.`,
  };
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
      },
    },
    async (request, reply) => {
      if (!opts.enabled) {
        return toLogin(reply, "auth/operation-not-allowed", "Google sign-in is not configured.");
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
      if (!url) return toLogin(reply, "auth/google-sign-in-failed", "Google is not reachable.");
      reply.header("set-cookie", result.headers.getSetCookie());
      reply.header("cache-control", "no-store");
      return reply.redirect(url, 302);
    },
  );

  /** better-auth's OAuth callback; the only part of its HTTP surface we expose. */
  app.get("/api/auth/callback/:id", { schema: { hide: true } }, async (request, reply) =>
    forward(request, reply),
  );

  async function forward(request: FastifyRequest, reply: FastifyReply) {
    const response = await auth.handler(
      new Request(new URL(request.url, opts.publicUrl), {
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
  }

  app.get(
    DONE_PATH,
    { schema: { hide: true, querystring: z.object({ returnTo: z.string().optional() }) } },
    async (request, reply) => {
      const session = await auth.api.getSession({ headers: fromNodeHeaders(request.headers) });
      const row = session ? await repo.findUserById(session.user.id) : undefined;
      if (!row) {
        return toLogin(reply, "auth/google-sign-in-failed", "Google sign-in did not complete.");
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
      const { code, message } = describeProviderError(request.query.error ?? "unknown_error");
      return toLogin(reply, code, message);
    },
  );
};
