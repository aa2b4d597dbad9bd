import { AsyncLocalStorage } from "node:async_hooks";

/** What follows a request wherever its work goes: into the jobs it queues and their logs. */
export interface RequestContext {
  /** The answer's X-Request-Id. */
  requestId?: string;
  /** The W3C traceparent of the span this work belongs to (when tracing is on, ADR 0080). */
  traceparent?: string;
}

const storage = new AsyncLocalStorage<RequestContext>();

/** Runs `work` as part of a request (a request's hooks and handler; a job queued by one). */
export function runInRequest<T>(context: RequestContext, work: () => T): T {
  return storage.run(context, work);
}

/** The whole context this code runs in (empty outside any request or job). */
export function currentRequestContext(): RequestContext {
  return { ...storage.getStore() };
}

/** The id of the request this code runs for, if any (the API's X-Request-Id). */
export function currentRequestId(): string | undefined {
  return storage.getStore()?.requestId;
}

/** The traceparent of the span this code runs in, if tracing is on. */
export function currentTraceparent(): string | undefined {
  return storage.getStore()?.traceparent;
}

/**
 * Pino's mixin: every log line written while serving a request, or running a job a request
 * queued (in whichever process), says `requestId`, so one upload can be followed from the API's
 * answer to the worker's transcode.
 */
export function requestIdMixin(): { requestId?: string } {
  const requestId = currentRequestId();
  return requestId ? { requestId } : {};
}
