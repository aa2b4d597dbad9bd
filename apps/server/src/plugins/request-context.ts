import type { Span } from "@opentelemetry/api";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { runInRequest } from "../lib/request-context.ts";
import { SpanKind, type Tracing, endSpan, startSpan, traceparentOf } from "../lib/tracing.ts";

/**
 * The rest of each request runs in its context (lib/request-context.ts): the jobs it queues
 * carry its id, and its log lines say it. With tracing on (ADR 0080), each request is a server
 * span, a child of the caller's `traceparent` when one came, named by its route (never its path:
 * a media path carries a token), with its status; a 5xx is an error.
 */
export function registerRequestContext(app: FastifyInstance, tracing: Tracing | null) {
  const spans = new WeakMap<FastifyRequest, Span>();
  // The callback form, as @fastify/request-context does: every later hook and the handler run
  // inside the context.
  app.addHook("onRequest", (request, _reply, done) => {
    if (!tracing) {
      runInRequest({ requestId: request.id }, done);
      return;
    }
    const header = request.headers.traceparent;
    const span = startSpan(
      tracing,
      request.method,
      SpanKind.SERVER,
      typeof header === "string" ? header : undefined,
      { "http.request.method": request.method, "tazama.request_id": request.id },
    );
    spans.set(request, span);
    runInRequest({ requestId: request.id, traceparent: traceparentOf(span) }, done);
  });
  if (!tracing) return;
  app.addHook("onResponse", async (request, reply) => {
    const span = spans.get(request);
    if (!span) return;
    const route = request.routeOptions.url;
    if (route) {
      span.updateName(`${request.method} ${route}`);
      span.setAttribute("http.route", route);
    }
    span.setAttribute("http.response.status_code", reply.statusCode);
    endSpan(span, reply.statusCode >= 500);
  });
  app.addHook("onRequestAbort", async (request) => {
    const span = spans.get(request);
    if (span) endSpan(span, true, "the client went away");
  });
  app.addHook("onClose", async () => {
    await tracing.shutdown();
  });
}
