import { devMailboxSchema } from "@tazama/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { loopbackOnly } from "../../../lib/loopback.ts";
import type { DevMailRow, DevOutboxRepository } from "./dev-outbox.repository.ts";

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!,
  );

function page(messages: DevMailRow[]): string {
  const items = messages
    .map(
      (m) => `<li><article>
  <h2>${escapeHtml(m.subject)}</h2>
  <p><small>To ${escapeHtml(m.to)} · ${m.createdAt.toISOString()}</small></p>
  <pre>${escapeHtml(m.text)}</pre>
  <ul>${m.links.map((l) => `<li><a href="${escapeHtml(l)}">${escapeHtml(l)}</a></li>`).join("")}</ul>
</article></li>`,
    )
    .join("\n");
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Development mailbox</title>
<style>body{font:16px system-ui;margin:2rem;max-width:60rem;background:#111;color:#eee}a{color:#8cf}pre{white-space:pre-wrap}li{margin:.5rem 0}</style></head>
<body><h1>Development mailbox</h1><p>Mail the server would have sent without SMTP_URL, and SMS without an SMS provider. Newest first.</p>
<ol>${items || "<li>No messages yet.</li>"}</ol></body></html>`;
}

/**
 * `/dev/mailbox` (HTML) and `/dev/mailbox.json`; registered only outside production without SMTP or an SMS provider,
 * and answering only requests from this machine (anyone else: 404, as for an unknown path).
 */
export const devMailboxRoutes: FastifyPluginAsyncZod<{ repo: DevOutboxRepository }> = async (
  app,
  { repo },
) => {
  app.addHook("onRequest", loopbackOnly);
  app.get(
    "/dev/mailbox.json",
    { schema: { summary: "Development outbox (JSON)", response: { 200: devMailboxSchema } } },
    async (_request, reply) => {
      const rows = await repo.list();
      reply.header("cache-control", "no-store");
      return {
        messages: rows.map((m) => ({ ...m, createdAt: m.createdAt.toISOString() })),
      };
    },
  );
  app.get(
    "/dev/mailbox",
    { schema: { summary: "Development outbox (HTML)" } },
    async (_r, reply) => {
      const rows = await repo.list();
      return reply
        .header("cache-control", "no-store")
        .type("text/html; charset=utf-8")
        .send(page(rows));
    },
  );
};
