// What other modules may use of the audit log (ADR 0022): write one entry, in their transaction.
export { type AuditRecord, type AuditWriter, actorName, recordAudit } from "./audit.repository.ts";
