import { AsyncLocalStorage } from "node:async_hooks";

/**
 * What one admin write has written to the audit log so far. `adminRoute` opens a scope around
 * its handler; `recordAudit` counts into it, so a service that records its own entry (in the
 * transaction of its action) is seen, and the route adds its generic entry only when none was.
 */
export interface AuditScope {
  recorded: number;
  /** Why this call is no action of its own (a part of an upload), when the handler says so. */
  skipped?: string;
  /** Set once the route has decided: later entries (work left running) are not counted. */
  closed: boolean;
}

const scopes = new AsyncLocalStorage<AuditScope>();

export function withAuditScope<T>(scope: AuditScope, work: () => T): T {
  return scopes.run(scope, work);
}

/** Called by `recordAudit` after its insert. */
export function countRecorded(): void {
  const scope = scopes.getStore();
  if (scope && !scope.closed) scope.recorded += 1;
}
