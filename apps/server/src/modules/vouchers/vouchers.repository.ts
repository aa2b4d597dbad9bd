import { type Db, schema } from "@tazama/db";
import { and, eq, isNull } from "drizzle-orm";
import type { Tx } from "../ledger/ledger.public.ts";

const { vouchers, voucherRedemptions, entitlements, titles } = schema;

type Q = Db | Tx;
export type VoucherRow = typeof vouchers.$inferSelect;
export type NewVoucher = typeof vouchers.$inferInsert;

/** Vouchers and their redemptions; no rules here. */
export function createVouchersRepository(db: Db) {
  return {
    db,

    async create(values: NewVoucher, q: Q = db): Promise<VoucherRow> {
      const [row] = await q.insert(vouchers).values(values).returning();
      return row!;
    },

    /** The voucher, locked until the transaction ends (redemptions of one code queue up). */
    async lockByCode(tx: Tx, code: string): Promise<VoucherRow | undefined> {
      const [row] = await tx.select().from(vouchers).where(eq(vouchers.code, code)).for("update");
      return row;
    },

    async redeemedBy(q: Q, voucherId: string, userId: string): Promise<boolean> {
      const rows = await q
        .select({ id: voucherRedemptions.id })
        .from(voucherRedemptions)
        .where(
          and(eq(voucherRedemptions.voucherId, voucherId), eq(voucherRedemptions.userId, userId)),
        );
      return rows.length > 0;
    },

    async recordRedemption(tx: Tx, voucher: VoucherRow, userId: string): Promise<string> {
      await tx
        .update(vouchers)
        .set({ uses: voucher.uses + 1 })
        .where(eq(vouchers.id, voucher.id));
      const [row] = await tx
        .insert(voucherRedemptions)
        .values({ voucherId: voucher.id, userId })
        .returning({ id: voucherRedemptions.id });
      return row!.id;
    },

    async titleIdByRef(ref: string): Promise<number | undefined> {
      const [row] = await db.select({ id: titles.id }).from(titles).where(eq(titles.ref, ref));
      return row?.id;
    },

    async title(q: Q, titleId: number) {
      const [row] = await q
        .select({ id: titles.id, ref: titles.ref, title: titles.title })
        .from(titles)
        .where(eq(titles.id, titleId));
      return row;
    },

    async ownsTitle(q: Q, userId: string, titleId: number): Promise<boolean> {
      const rows = await q
        .select({ id: entitlements.id })
        .from(entitlements)
        .where(
          and(
            eq(entitlements.userId, userId),
            eq(entitlements.titleId, titleId),
            eq(entitlements.kind, "buy"),
            isNull(entitlements.revokedAt),
          ),
        );
      return rows.length > 0;
    },
  };
}

export type VouchersRepository = ReturnType<typeof createVouchersRepository>;
