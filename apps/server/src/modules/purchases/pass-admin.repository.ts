import type { AdminPass } from "@tazama/contracts";
import { type Db, schema } from "@tazama/db";
import { and, asc, count, eq, max, ne, sql } from "drizzle-orm";
import type { Tx } from "../ledger/ledger.public.ts";

const { entitlements, passes, passPrices } = schema;

/** The console's reads and writes of passes and their prices (issue 18). */
export function createPassAdminRepository(db: Db) {
  async function prices(q: Db | Tx) {
    return q
      .select({
        passId: passPrices.passId,
        currency: passPrices.currency,
        amountMinor: passPrices.amountMinor,
      })
      .from(passPrices)
      .orderBy(asc(passPrices.currency));
  }

  return {
    /** Every pass with its prices and how many were sold (and are running at `now`). */
    async list(now: Date, q: Db | Tx = db): Promise<AdminPass[]> {
      const [rows, priceRows, sales] = await Promise.all([
        q.select().from(passes).orderBy(asc(passes.position), asc(passes.id)),
        prices(q),
        q
          .select({
            passId: entitlements.passId,
            sold: count(),
            running:
              sql<number>`count(*) filter (where ${entitlements.expiresAt} > ${now})`.mapWith(
                Number,
              ),
          })
          .from(entitlements)
          .where(eq(entitlements.kind, "pass"))
          .groupBy(entitlements.passId),
      ]);
      return rows.map((row) => {
        const own = priceRows
          .filter((p) => p.passId === row.id)
          .map(({ currency, amountMinor }) => ({ currency, amountMinor }));
        const sale = sales.find((s) => s.passId === row.id);
        return {
          slug: row.slug,
          name: row.name,
          durationHours: Math.round(row.durationS / 3600),
          position: row.position,
          prices: own,
          onSale: own.length > 0,
          sold: sale?.sold ?? 0,
          running: sale?.running ?? 0,
        };
      });
    },

    transaction: <T>(work: (tx: Tx) => Promise<T>) => db.transaction(work),

    /** A new pass, last in the order unless given a place. */
    async insert(
      tx: Tx,
      values: { slug: string; name: string; durationS: number; position?: number },
    ): Promise<number> {
      const [last] = await tx.select({ position: max(passes.position) }).from(passes);
      const [row] = await tx
        .insert(passes)
        .values({ ...values, position: values.position ?? (last?.position ?? 0) + 1 })
        .returning({ id: passes.id });
      return row!.id;
    },

    async update(
      tx: Tx,
      id: number,
      fields: Partial<{ name: string; durationS: number; position: number }>,
    ): Promise<void> {
      if (Object.keys(fields).length === 0) return;
      await tx.update(passes).set(fields).where(eq(passes.id, id));
    },

    /** The pass's prices become these (none: off sale). */
    async setPrices(tx: Tx, passId: number, list: AdminPass["prices"]): Promise<void> {
      await tx.delete(passPrices).where(eq(passPrices.passId, passId));
      if (list.length > 0) {
        await tx.insert(passPrices).values(list.map((p) => ({ ...p, passId })));
      }
    },

    /** The pass's row, locked for a change. */
    async lock(tx: Tx, slug: string) {
      const [row] = await tx.select().from(passes).where(eq(passes.slug, slug)).for("update");
      return row;
    },

    async slugsLike(tx: Tx, base: string): Promise<Set<string>> {
      const rows = await tx
        .select({ slug: passes.slug })
        .from(passes)
        .where(sql`${passes.slug} like ${`${base}%`}`);
      return new Set(rows.map((r) => r.slug));
    },

    async nameTaken(tx: Tx, name: string, exceptId?: number): Promise<boolean> {
      const [row] = await tx
        .select({ id: passes.id })
        .from(passes)
        .where(
          and(
            sql`lower(${passes.name}) = lower(${name})`,
            exceptId === undefined ? undefined : ne(passes.id, exceptId),
          ),
        );
      return row !== undefined;
    },
  };
}
export type PassAdminRepository = ReturnType<typeof createPassAdminRepository>;
