// What other modules may use of the audit log (ADR 0022): write one entry, in their transaction;
// declare an admin write with `adminRoute` (permission, acting admin, its entry, no-store).
import type { Db } from "@tazama/db";
import type { Clock } from "../../lib/clock.ts";

export { type AuditRecord, type AuditWriter, actorName, recordAudit } from "./audit.repository.ts";
export {
  type AdminRequest,
  type AuditContext,
  type AuditEntry,
  WRITE_METHODS,
  adminRoute,
} from "./admin-route.ts";
export { unauditedAdminWrite } from "./admin-write-check.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** Where `adminRoute` writes its entries (decorated by audit.module.ts). */
    auditLog: { db: Db; clock: Clock };
  }
}
