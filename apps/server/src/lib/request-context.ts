import { AsyncLocalStorage } from "node:async_hooks";

/** What follows a request wherever its work goes: into the jobs it queues and their logs. */
interface RequestContext {
  requestId: string;
}

const storage = new AsyncLocalStorage<RequestContext>();

/** Runs `work` as part of request `requestId` (a request's hooks; a job queued by one). */
export function runInRequest<T>(requestId: string, work: () => T): T {
  return storage.run({ requestId }, work);
}

/** The id of the request this code runs for, if any (the API's X-Request-Id). */
export function currentRequestId(): string | undefined {
  return storage.getStore()?.requestId;
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
