import type { StatementEnd, StatementWatch } from "@tazama/db";
import { currentTraceparent } from "./request-context.ts";
import { describeFailure, describeStatement } from "./statement-attributes.ts";
import { SpanKind, activeTracing, endSpan, startSpan } from "./tracing.ts";

/**
 * Each SQL statement run inside a request's or a job's trace is a client span of its own, a
 * child of the span it runs in (ADR 0080); a failed one is an error. Without tracing, or outside
 * any trace (a timer's sweep, start-up), nothing is made: one check, no allocation.
 */
export const statementSpans: StatementWatch = {
  start(text: string): StatementEnd | undefined {
    const tracing = activeTracing();
    if (tracing === null) return undefined;
    const parent = currentTraceparent();
    if (parent === undefined) return undefined;
    const { name, attributes } = describeStatement(text);
    const span = startSpan(tracing, name, SpanKind.CLIENT, parent, attributes);
    return (error) => {
      if (error === undefined) {
        endSpan(span, false);
        return;
      }
      const failure = describeFailure(error);
      span.setAttribute("error.type", failure.type);
      if (failure.sqlState) span.setAttribute("db.response.status_code", failure.sqlState);
      endSpan(span, true, failure.type);
    };
  },
};
