import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import { escapeHtml } from "../../../lib/escape-html.ts";
import { loopbackOnly } from "../../../lib/loopback.ts";
import type { DevOidcProvider } from "./dev-oidc-provider.ts";

export const DEV_OIDC_PREFIX = "/dev/oidc";

function loginPage(uid: string, error?: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Development sign-in — stands in for Google</title>
<style>body{font:16px system-ui;background:#111;color:#eee;display:grid;place-items:center;min-height:90vh}
form{display:grid;gap:.75rem;min-width:18rem}input,button{font:inherit;padding:.5rem}.note{color:#fc6}</style></head>
<body><main>
<h1>Development sign-in — stands in for Google</h1>
<p class="note">This page exists only outside production. Type any name and email to sign in as that person.</p>
${error ? `<p role="alert">${escapeHtml(error)}</p>` : ""}
<form method="post" action="${DEV_OIDC_PREFIX}/interaction/${escapeHtml(uid)}">
<label>Name <input name="name" autocomplete="name" required maxlength="120"></label>
<label>Email <input name="email" type="email" autocomplete="email" required maxlength="254"></label>
<button type="submit">Continue</button>
</form></main></body></html>`;
}

const loginForm = z.object({
  name: z.string().trim().min(1).max(120),
  email: z.string().trim().toLowerCase().max(254).check(z.email()),
});

/**
 * Mounts the development OIDC provider under /dev/oidc (never in production: accounts.module.ts
 * registers it only then). Its login page is ours; everything else is oidc-provider's. Only
 * requests from this machine are answered (the browser in development, and this server's own
 * discovery and token calls); anyone else gets 404, as for an unknown path.
 */
export async function registerDevOidc(
  app: FastifyInstance,
  options: {
    publicUrl: string;
    clientId: string;
    clientSecret: string;
    cookieSecret: string;
  },
): Promise<void> {
  // Loaded and built on first use: apps that never see a Google sign-in (most tests) never load
  // oidc-provider (which warns on import about Node 20).
  let built: Promise<DevOidcProvider> | undefined;
  const oidc = () =>
    (built ??= import("./dev-oidc-provider.ts").then(({ createDevOidcProvider }) =>
      createDevOidcProvider({
        issuer: `${options.publicUrl}${DEV_OIDC_PREFIX}`,
        clientId: options.clientId,
        clientSecret: options.clientSecret,
        redirectUris: [`${options.publicUrl}/api/auth/callback/google`],
        cookieSecret: options.cookieSecret,
        interactionUrl: (uid) => `${DEV_OIDC_PREFIX}/interaction/${uid}`,
        log: (message) => {
          app.log.warn(message);
        },
      }),
    ));

  await app.register(async (scope) => {
    scope.addHook("onRequest", loopbackOnly);
    // Only the stand-in posts a form: production never loads the form parser.
    await scope.register((await import("@fastify/formbody")).default);
    scope.get<{ Params: { uid: string } }>(
      `${DEV_OIDC_PREFIX}/interaction/:uid`,
      async (request, reply) =>
        reply.type("text/html; charset=utf-8").send(loginPage(request.params.uid)),
    );
    scope.post<{ Params: { uid: string } }>(
      `${DEV_OIDC_PREFIX}/interaction/:uid`,
      async (request, reply) => {
        const form = loginForm.safeParse(request.body);
        if (!form.success) {
          return reply
            .status(400)
            .type("text/html; charset=utf-8")
            .send(loginPage(request.params.uid, "Enter a name and a valid email address."));
        }
        reply.hijack();
        await (await oidc()).finishLogin(request.raw, reply.raw, form.data);
      },
    );
  });

  await app.register(async (scope) => {
    scope.addHook("onRequest", loopbackOnly);
    // oidc-provider reads request bodies itself: leave the stream unread.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser("*", (_request, _payload, done) => {
      done(null, undefined);
    });
    const forward = async (request: FastifyRequest, reply: FastifyReply) => {
      reply.hijack();
      const raw = request.raw as typeof request.raw & { originalUrl?: string };
      raw.originalUrl = raw.url;
      raw.url = (raw.url ?? "/").slice(DEV_OIDC_PREFIX.length) || "/";
      (await oidc()).handle(raw, reply.raw);
    };
    scope.all(`${DEV_OIDC_PREFIX}/*`, forward);
  });
}
