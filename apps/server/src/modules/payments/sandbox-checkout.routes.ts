import { randomUUID } from "node:crypto";
import { formatPrice } from "@tazama/contracts";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { escapeHtml } from "../../lib/escape-html.ts";
import { loopbackOnly } from "../../lib/loopback.ts";
import type { PaymentRow } from "./payments.repository.ts";
import type { PaymentsService } from "./payments.service.ts";
import { SANDBOX_SIGNATURE_HEADER, signSandboxBody } from "./providers/sandbox.provider.ts";
import { safeReturnPath } from "./return-path.ts";

/** Any text: an unsafe return path falls back to /my-membership (return-path.ts). */
const returnQuerySchema = z.object({ return: z.string().max(2048).optional() });
const referenceSchema = z.string().regex(/^[A-Z0-9]{4,40}$/);

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title></head>
<body><main>
<p><strong>Tazama sandbox checkout</strong> — a test payment page; no real money moves.</p>
${body}
</main></body></html>`;
}

/**
 * The payer's own pending-or-settled sandbox payment, or an HTML answer sent instead: 401 without
 * a session, 404 for an unknown payment or someone else's (no hint that it exists).
 */
async function ownPayment(
  service: PaymentsService,
  request: FastifyRequest,
  reply: FastifyReply,
  reference: string,
): Promise<PaymentRow | null> {
  reply.type("text/html; charset=utf-8").header("cache-control", "no-store");
  const viewer = await request.viewer();
  if (!viewer) {
    await reply
      .status(401)
      .send(page("Sign in first", "<h1>Sign in to Tazama to complete this payment</h1>"));
    return null;
  }
  const payment = await service.pendingSandboxPayment(reference);
  if (!payment || payment.userId !== viewer.userId) {
    await reply.status(404).send(page("Payment not found", "<h1>Payment not found</h1>"));
    return null;
  }
  return payment;
}

/**
 * The sandbox provider's hosted checkout (development only): Approve or Decline sends a webhook
 * signed with HMAC-SHA512 of the raw body to our own webhook route, as a real provider would,
 * then sends the browser back to the site. Only the payer, signed in, on this machine may use it
 * (anyone else who could approve would credit wallets for free).
 */
export const sandboxCheckoutRoutes: FastifyPluginAsyncZod<{
  service: PaymentsService;
  secret: string;
}> = async (app, { service, secret }) => {
  // Approve/Decline are plain HTML form posts; their fields are in the URL.
  app.addContentTypeParser(
    "application/x-www-form-urlencoded",
    { parseAs: "string" },
    (_request, _body, done) => {
      done(null, {});
    },
  );

  app.get(
    "/sandbox/checkout/:reference",
    {
      onRequest: loopbackOnly,
      schema: {
        hide: true,
        params: z.object({ reference: referenceSchema }),
        querystring: returnQuerySchema,
      },
    },
    async (request, reply) => {
      const payment = await ownPayment(service, request, reply, request.params.reference);
      if (!payment) return reply;
      const amount = escapeHtml(formatPrice(payment.amountMinor, payment.currency));
      const back = safeReturnPath(request.query.return);
      const action = (decision: string) =>
        `/sandbox/checkout/${payment.reference}/${decision}?return=${encodeURIComponent(back)}`;
      if (payment.status !== "pending") {
        return page(
          "Payment already completed",
          `<h1>This payment is ${payment.status}</h1><p><a href="${escapeHtml(back)}">Back to Tazama</a></p>`,
        );
      }
      return page(
        `Pay ${amount}`,
        `<h1>Pay ${amount}</h1>
<p>Reference ${escapeHtml(payment.reference)}</p>
<form method="post" action="${escapeHtml(action("approve"))}"><button type="submit">Approve</button></form>
<form method="post" action="${escapeHtml(action("decline"))}"><button type="submit">Decline</button></form>`,
      );
    },
  );

  app.post(
    "/sandbox/checkout/:reference/:decision",
    {
      onRequest: loopbackOnly,
      schema: {
        hide: true,
        params: z.object({ reference: referenceSchema, decision: z.enum(["approve", "decline"]) }),
        querystring: returnQuerySchema,
      },
    },
    async (request, reply) => {
      const payment = await ownPayment(service, request, reply, request.params.reference);
      if (!payment) return reply;
      const body = JSON.stringify({
        id: randomUUID(),
        event: request.params.decision === "approve" ? "charge.success" : "charge.failed",
        data: {
          reference: payment.reference,
          amount: payment.amountMinor,
          currency: payment.currency,
        },
      });
      const delivered = await app.inject({
        method: "POST",
        url: "/api/v1/payment/gate/sandbox",
        headers: {
          "content-type": "application/json",
          [SANDBOX_SIGNATURE_HEADER]: signSandboxBody(secret, body),
        },
        payload: body,
      });
      if (delivered.statusCode !== 200) {
        request.log.warn({ status: delivered.statusCode }, "sandbox webhook refused");
      }
      return reply.redirect(safeReturnPath(request.query.return), 303);
    },
  );
};
