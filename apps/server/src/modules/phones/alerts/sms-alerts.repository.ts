import type { SmsAlert, SmsAlertStatus } from "@tazama/contracts";
import { type Db, schema } from "@tazama/db";
import { and, count, desc, eq, isNull } from "drizzle-orm";
import { recordAudit } from "../../audit/audit.public.ts";

const { smsAlerts, users } = schema;

type AlertRow = typeof smsAlerts.$inferSelect;

const toAlert = (row: AlertRow, acknowledgedBy: string | null): SmsAlert => ({
  id: row.id,
  prefix: row.prefix,
  country: row.country,
  hourStart: row.hourStart.toISOString(),
  budget: row.budget,
  sent: row.sent,
  refused: row.refused,
  firstRefusedAt: row.firstRefusedAt.toISOString(),
  lastRefusedAt: row.lastRefusedAt.toISOString(),
  acknowledgedAt: row.acknowledgedAt?.toISOString() ?? null,
  acknowledgedBy,
});

/** The console's SMS alerts (I/O only): a page of them, and an acknowledgement with its audit entry. */
export function createSmsAlertsRepository(db: Db) {
  const select = () =>
    db
      .select({ alert: smsAlerts, by: users.name })
      .from(smsAlerts)
      .leftJoin(users, eq(users.id, smsAlerts.acknowledgedBy));

  return {
    async page(status: SmsAlertStatus, page: number, pageSize: number) {
      const where = status === "open" ? isNull(smsAlerts.acknowledgedAt) : undefined;
      const [rows, [total], [open]] = await Promise.all([
        select()
          .where(where)
          .orderBy(desc(smsAlerts.hourStart), desc(smsAlerts.lastRefusedAt))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db.select({ n: count() }).from(smsAlerts).where(where),
        db.select({ n: count() }).from(smsAlerts).where(isNull(smsAlerts.acknowledgedAt)),
      ]);
      return {
        items: rows.map((r) => toAlert(r.alert, r.by)),
        total: total?.n ?? 0,
        open: open?.n ?? 0,
      };
    },

    async one(id: string): Promise<SmsAlert | null> {
      const [row] = await select().where(eq(smsAlerts.id, id));
      return row ? toAlert(row.alert, row.by) : null;
    },

    /**
     * Marks an open alert seen by `actor`, and records it in the audit log in the same
     * transaction. False when there is no open alert with this id.
     */
    async acknowledge(id: string, actor: { id: string; name: string }, at: Date) {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(smsAlerts)
          .set({ acknowledgedAt: at, acknowledgedBy: actor.id })
          .where(and(eq(smsAlerts.id, id), isNull(smsAlerts.acknowledgedAt)))
          .returning();
        if (!row) return false;
        await recordAudit(tx, {
          actor,
          action: "sms-alert.acknowledge",
          target: { type: "sms-alert", id },
          before: { acknowledgedAt: null },
          after: {
            prefix: row.prefix,
            hourStart: row.hourStart.toISOString(),
            sent: row.sent,
            refused: row.refused,
            acknowledgedAt: at.toISOString(),
          },
          at,
        });
        return true;
      });
    },
  };
}

export type SmsAlertsRepository = ReturnType<typeof createSmsAlertsRepository>;
