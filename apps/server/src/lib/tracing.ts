import {
  ROOT_CONTEXT,
  type Attributes,
  type Span,
  SpanKind,
  SpanStatusCode,
  type Tracer,
  defaultTextMapGetter,
  defaultTextMapSetter,
  trace,
} from "@opentelemetry/api";
import { W3CTraceContextPropagator } from "@opentelemetry/core";
import { OTLPTraceExporter } from "@opentelemetry/exporter-trace-otlp-http";
import { resourceFromAttributes } from "@opentelemetry/resources";
import { BasicTracerProvider, BatchSpanProcessor } from "@opentelemetry/sdk-trace-base";
import { currentRequestContext, currentTraceparent, runInRequest } from "./request-context.ts";

export { SpanKind };

const propagator = new W3CTraceContextPropagator();

/** This process's traces, sent to an OTLP/HTTP collector (ADR 0080). */
export interface Tracing {
  tracer: Tracer;
  /** Sends the spans ended so far (tests; a worker before it stops). */
  flush(): Promise<void>;
  shutdown(): Promise<void>;
}

let active: Tracing | null = null;

/** The process's tracing, or null when OTEL_EXPORTER_OTLP_ENDPOINT is not set. */
export const activeTracing = (): Tracing | null => active;

/**
 * Starts tracing when `endpoint` is set (OTEL_EXPORTER_OTLP_ENDPOINT, e.g.
 * `http://127.0.0.1:4318`): spans go, batched, to `<endpoint>/v1/traces` as OTLP/HTTP JSON.
 * Off (null) otherwise: no span is made and nothing is sent.
 */
export function startTracing(options: {
  endpoint: string | undefined;
  role: string;
}): Tracing | null {
  if (!options.endpoint) return null;
  const provider = new BasicTracerProvider({
    resource: resourceFromAttributes({
      "service.name": "tazama",
      "tazama.role": options.role,
    }),
    spanProcessors: [
      new BatchSpanProcessor(
        new OTLPTraceExporter({ url: `${options.endpoint.replace(/\/+$/, "")}/v1/traces` }),
      ),
    ],
  });
  const tracing: Tracing = {
    tracer: provider.getTracer("tazama"),
    flush: () => provider.forceFlush(),
    async shutdown() {
      if (active === tracing) active = null;
      await provider.shutdown();
    },
  };
  active = tracing;
  return tracing;
}

/**
 * A span whose parent is `traceparent` (W3C: a request's header from nginx or a browser, a job's
 * payload), or a new trace without one.
 */
export function startSpan(
  tracing: Tracing,
  name: string,
  kind: SpanKind,
  traceparent: string | undefined,
  attributes: Attributes = {},
): Span {
  const parent = traceparent
    ? propagator.extract(ROOT_CONTEXT, { traceparent }, defaultTextMapGetter)
    : ROOT_CONTEXT;
  return tracing.tracer.startSpan(name, { kind, attributes }, parent);
}

/** The W3C traceparent that makes a span the parent of the next (a job it queues). */
export function traceparentOf(span: Span): string | undefined {
  const carrier: Record<string, string> = {};
  propagator.inject(trace.setSpan(ROOT_CONTEXT, span), carrier, defaultTextMapSetter);
  return carrier.traceparent;
}

/** Ends `span`, an error when `failed` (a 5xx, a job that threw). */
export function endSpan(span: Span, failed: boolean, message?: string): void {
  if (failed) span.setStatus({ code: SpanStatusCode.ERROR, ...(message ? { message } : {}) });
  span.end();
}

/**
 * Runs `work` as a span of its own inside the request's or job's span this code runs in (a
 * transcode's ffmpeg steps, a bucket's requests): its children follow it, and it ends with
 * `work`, an error when `work` throws. Without tracing, or outside any request or job, just runs
 * `work`.
 */
export async function inSpan<T>(
  name: string,
  attributes: Attributes,
  work: () => Promise<T>,
): Promise<T> {
  const tracing = active;
  const parent = currentTraceparent();
  if (!tracing || !parent) return work();
  const span = startSpan(tracing, name, SpanKind.INTERNAL, parent, attributes);
  try {
    const result = await runInRequest(
      { ...currentRequestContext(), traceparent: traceparentOf(span) },
      work,
    );
    endSpan(span, false);
    return result;
  } catch (error) {
    endSpan(span, true, error instanceof Error ? error.message : "failed");
    throw error;
  }
}
