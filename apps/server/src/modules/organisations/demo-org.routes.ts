import { DEMO_ORGANISATION_ID, type Db, schema } from "@tazama/db";
import { eq } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Clock } from "../../lib/clock.ts";
import { escapeHtml } from "../../lib/escape-html.ts";
import { notFound } from "../../lib/http-error.ts";
import { loopbackOnly } from "../../lib/loopback.ts";
import { requireAccess } from "../../plugins/access.ts";

const { organisations, organisationMembers } = schema;

/**
 * Development only, from this machine only: the signed-in newcomer becomes an admin of the
 * seeded demo school, to look around its members, seats, wallet and report. Never registered in
 * production (the demo school is not seeded there either).
 */
export const demoOrgRoutes: FastifyPluginAsyncZod<{ db: Db; clock: Clock }> = async (
  app,
  { db, clock },
) => {
  const demoName = async () => {
    const [org] = await db
      .select({ name: organisations.name })
      .from(organisations)
      .where(eq(organisations.id, DEMO_ORGANISATION_ID));
    if (!org) throw notFound("org/not-found", "There is no demo organisation here.");
    return org.name;
  };

  app.get(
    "/dev/demo-organisation",
    { onRequest: loopbackOnly, schema: { hide: true } },
    async (request, reply) => {
      const name = escapeHtml(await demoName());
      const viewer = await request.viewer();
      const body = viewer
        ? `<p>${name} is a seeded school with 60 members, a wallet, seats and a report.</p>
<form method="post" action="/dev/demo-organisation/join"><button type="submit">Join ${name} as an admin</button></form>`
        : `<p><a href="/login">Log in</a> or <a href="/register">join</a> first, then open this page again.</p>`;
      return reply.type("text/html; charset=utf-8").send(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Demo organisation</title></head>
<body><main><p><strong>Tazama development helper</strong>: this machine only.</p>
<h1>${name}</h1>
${body}
</main></body></html>`);
    },
  );

  app.post(
    "/dev/demo-organisation/join",
    {
      onRequest: loopbackOnly,
      preValidation: requireAccess("account.update"),
      schema: { hide: true },
    },
    async (request, reply) => {
      await demoName();
      const { userId } = (await request.viewer())!;
      await db
        .insert(organisationMembers)
        .values({ orgId: DEMO_ORGANISATION_ID, userId, role: "admin", joinedAt: clock.now() })
        .onConflictDoUpdate({
          target: [organisationMembers.orgId, organisationMembers.userId],
          set: { role: "admin" },
        });
      return reply.redirect("/org", 303);
    },
  );
};
