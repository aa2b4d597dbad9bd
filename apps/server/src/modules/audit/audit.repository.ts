import type { AuditEntry, AuditList } from "@tazama/contracts";
import { type Db, schema } from "@tazama/db";
import { type SQL, and, count, desc, eq, like, or } from "drizzle-orm";
import { countRecorded } from "./audit-scope.ts";

const { auditLog } = schema;

/** What one admin action writes: who did what to which thing, and the state around it. */
export interface AuditRecord {
  actor: { id: string | null; name: string };
  action: string;
  target: { type: string; id: string };
  before?: unknown;
  after?: unknown;
  at: Date;
}

/** A database or an open transaction: the entry commits (or not) with the action it records. */
export type AuditWriter = Pick<Db, "insert">;

/**
 * Writes one entry. Inside an admin route (`adminRoute`) it counts as that call's entry, so the
 * route adds no generic one.
 */
export async function recordAudit(writer: AuditWriter, record: AuditRecord): Promise<void> {
  await insertAudit(writer, record);
  countRecorded();
}

/** The insert alone (adminRoute's context counts its own entries). */
export async function insertAudit(writer: AuditWriter, record: AuditRecord): Promise<void> {
  await writer.insert(auditLog).values({
    actorId: record.actor.id,
    actorName: record.actor.name,
    action: record.action,
    targetType: record.target.type,
    targetId: record.target.id,
    before: record.before ?? null,
    after: record.after ?? null,
    createdAt: record.at,
  });
}

/** The name an entry keeps for the admin acting (the account may be gone by the time it is read). */
export async function actorName(db: Db, userId: string): Promise<string> {
  const [row] = await db
    .select({ name: schema.users.name })
    .from(schema.users)
    .where(eq(schema.users.id, userId));
  return row?.name ?? "an admin";
}

export interface AuditFilter {
  targetId?: string;
  actorId?: string;
  action?: string;
  page: number;
  pageSize: number;
}

export async function listAudit(db: Db, filter: AuditFilter): Promise<AuditList> {
  const conditions: SQL[] = [];
  if (filter.targetId) conditions.push(eq(auditLog.targetId, filter.targetId));
  if (filter.actorId) conditions.push(eq(auditLog.actorId, filter.actorId));
  if (filter.action) {
    conditions.push(
      or(eq(auditLog.action, filter.action), like(auditLog.action, `${filter.action}.%`))!,
    );
  }
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(filter.pageSize)
      .offset((filter.page - 1) * filter.pageSize),
    db.select({ n: count() }).from(auditLog).where(where),
  ]);
  const entries: AuditEntry[] = rows.map((row) => ({
    id: row.id,
    actorId: row.actorId,
    actorName: row.actorName,
    action: row.action,
    targetType: row.targetType,
    targetId: row.targetId,
    before: row.before,
    after: row.after,
    createdAt: row.createdAt.toISOString(),
  }));
  return { entries, total: total?.n ?? 0, page: filter.page, pageSize: filter.pageSize };
}
