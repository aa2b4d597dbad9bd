import { type Db, schema } from "@tazama/db";
import { type SQL, and, count, desc, eq, gt, gte, ilike, lt, lte } from "drizzle-orm";
import type { NewVoucher } from "./vouchers.repository.ts";

const { vouchers, titles } = schema;

export interface VoucherFilter {
  q?: string;
  state?: "active" | "used-up" | "expired";
  limit: number;
  offset: number;
}

/** The console's reads of vouchers (with their title) and batch inserts; no rules here. */
export function createVoucherAdminRepository(db: Db) {
  return {
    async list(filter: VoucherFilter, now: Date) {
      const stateWhere: Record<NonNullable<VoucherFilter["state"]>, SQL | undefined> = {
        active: and(gt(vouchers.expiresAt, now), lt(vouchers.uses, vouchers.maxUses)),
        "used-up": gte(vouchers.uses, vouchers.maxUses),
        expired: and(lte(vouchers.expiresAt, now), lt(vouchers.uses, vouchers.maxUses)),
      };
      const where = and(
        filter.q
          ? ilike(vouchers.code, `%${filter.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`)
          : undefined,
        filter.state ? stateWhere[filter.state] : undefined,
      );
      const rows = await db
        .select({
          voucher: vouchers,
          titleRef: titles.ref,
          titleName: titles.title,
        })
        .from(vouchers)
        .leftJoin(titles, eq(titles.id, vouchers.titleId))
        .where(where)
        .orderBy(desc(vouchers.createdAt), desc(vouchers.code))
        .limit(filter.limit)
        .offset(filter.offset);
      const [total] = await db.select({ n: count() }).from(vouchers).where(where);
      return { rows, total: total?.n ?? 0 };
    },

    /** Inserts the codes not taken yet; returns the codes written. */
    async insertMany(values: NewVoucher[]): Promise<string[]> {
      if (values.length === 0) return [];
      const rows = await db
        .insert(vouchers)
        .values(values)
        .onConflictDoNothing({ target: vouchers.code })
        .returning({ code: vouchers.code });
      return rows.map((r) => r.code);
    },

    async titleIdByRef(ref: string): Promise<number | undefined> {
      const [row] = await db.select({ id: titles.id }).from(titles).where(eq(titles.ref, ref));
      return row?.id;
    },
  };
}

export type VoucherAdminRepository = ReturnType<typeof createVoucherAdminRepository>;
