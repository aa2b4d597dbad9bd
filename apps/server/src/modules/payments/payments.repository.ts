import type { AdminPaymentsFilter, Currency } from "@tazama/contracts";
import { type Db, schema } from "@tazama/db";
import { type SQL, and, asc, count, desc, eq, gte, lt, sql } from "drizzle-orm";
import type { Tx } from "../ledger/ledger.public.ts";

const { payments, users, wallets } = schema;

export type PaymentRow = typeof payments.$inferSelect;
export type NewPayment = typeof payments.$inferInsert;

/** Payments and the facts the providers need (the payer's email); no rules here. */
export function createPaymentsRepository(db: Db) {
  return {
    db,

    async userEmail(userId: string): Promise<string | undefined> {
      const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
      return row?.email;
    },

    /** The currency of the user's wallet, or undefined before the first credit opens it. */
    async walletCurrency(userId: string): Promise<Currency | undefined> {
      const [row] = await db
        .select({ currency: wallets.currency })
        .from(wallets)
        .where(eq(wallets.userId, userId));
      return row?.currency;
    },

    async insert(tx: Db | Tx, values: NewPayment): Promise<PaymentRow> {
      const [row] = await tx.insert(payments).values(values).returning();
      return row!;
    },

    async setProviderReference(
      tx: Db | Tx,
      id: string,
      providerReference: string | null,
      failed: boolean,
    ) {
      await tx
        .update(payments)
        .set(
          failed
            ? { status: "failed", flagReason: "provider refused to start" }
            : { providerReference },
        )
        .where(eq(payments.id, id));
    },

    async setCheckoutUrl(tx: Db | Tx, id: string, checkoutUrl: string | null) {
      await tx.update(payments).set({ checkoutUrl }).where(eq(payments.id, id));
    },

    /** Closes a top-up that is still pending (cancelled or expired); false when it was not. */
    async close(
      tx: Db | Tx,
      id: string,
      status: "cancelled" | "expired",
      completedAt: Date,
    ): Promise<boolean> {
      const rows = await tx
        .update(payments)
        .set({ status, completedAt })
        .where(and(eq(payments.id, id), eq(payments.status, "pending")))
        .returning({ id: payments.id });
      return rows.length > 0;
    },

    /** Pending top-ups started before `before`, oldest first. */
    async pendingBefore(before: Date, limit: number): Promise<PaymentRow[]> {
      return db
        .select()
        .from(payments)
        .where(and(eq(payments.status, "pending"), lt(payments.createdAt, before)))
        .orderBy(asc(payments.createdAt))
        .limit(limit);
    },

    /** Admin review: payments in one state, newest first, with the payer's email. */
    /** Payments for review: filtered, flagged ones first, then newest first; and how many. */
    async listForAdmin(filter: AdminPaymentsFilter) {
      const conditions: SQL[] = [];
      if (filter.status) conditions.push(eq(payments.status, filter.status));
      if (filter.provider) conditions.push(eq(payments.provider, filter.provider));
      if (filter.userId) conditions.push(eq(payments.userId, filter.userId));
      if (filter.from)
        conditions.push(gte(payments.createdAt, new Date(`${filter.from}T00:00:00Z`)));
      if (filter.to) {
        const end = new Date(`${filter.to}T00:00:00Z`);
        end.setUTCDate(end.getUTCDate() + 1);
        conditions.push(lt(payments.createdAt, end));
      }
      const where = conditions.length > 0 ? and(...conditions) : undefined;
      const [rows, [total]] = await Promise.all([
        db
          .select({ payment: payments, email: users.email })
          .from(payments)
          .innerJoin(users, eq(users.id, payments.userId))
          .where(where)
          .orderBy(
            sql`(${payments.status} = 'flagged') desc`,
            desc(payments.createdAt),
            desc(payments.id),
          )
          .limit(filter.limit)
          .offset((filter.page - 1) * filter.limit),
        db.select({ n: count() }).from(payments).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    async byReference(reference: string): Promise<PaymentRow | undefined> {
      const [row] = await db.select().from(payments).where(eq(payments.reference, reference));
      return row;
    },

    async find(
      provider: PaymentRow["provider"],
      ref: { reference: string | null; providerReference: string | null },
    ): Promise<PaymentRow | undefined> {
      const where = ref.reference
        ? eq(payments.reference, ref.reference)
        : eq(payments.providerReference, ref.providerReference ?? "");
      const [row] = await db
        .select()
        .from(payments)
        .where(and(eq(payments.provider, provider), where));
      return row;
    },

    async lock(tx: Tx, id: string): Promise<PaymentRow> {
      const [row] = await tx.select().from(payments).where(eq(payments.id, id)).for("update");
      return row!;
    },

    async recordEvent(tx: Tx, id: string, eventId: string) {
      await tx
        .update(payments)
        .set({
          eventIds: sql`case when ${eventId} = any(${payments.eventIds}) then ${payments.eventIds} else array_append(${payments.eventIds}, ${eventId}) end`,
        })
        .where(eq(payments.id, id));
    },

    async settle(
      tx: Tx,
      id: string,
      values: {
        status: PaymentRow["status"];
        flagReason: string | null;
        completedAt: Date;
        payer?: string | null;
      },
    ) {
      await tx.update(payments).set(values).where(eq(payments.id, id));
    },
  };
}

export type PaymentsRepository = ReturnType<typeof createPaymentsRepository>;
