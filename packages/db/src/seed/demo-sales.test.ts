import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { openDatabase } from "../client.ts";
import { entitlements, payments, referralRewards, refunds } from "../schema/index.ts";
import { seedDemoOrganisation } from "./demo-organisation.ts";
import { seedDemoReferralRewards } from "./demo-referrals.ts";
import { seedDemoSales } from "./demo-sales.ts";
import { seedDemoTaste } from "./demo-taste.ts";
import { seedCatalogue } from "./seed-catalogue.ts";

describe("the demo sales seed", () => {
  it("adds paid top-ups and purchases once, each wallet equal to its ledger", async () => {
    const database = await openDatabase({ kind: "pglite" });
    try {
      await seedCatalogue(database.db);
      const now = new Date("2026-11-24T12:00:00Z");
      const { viewers } = await seedDemoTaste(database.db, now);
      await seedDemoOrganisation(database.db, viewers, now);
      expect(await seedDemoSales(database.db, viewers, now)).toEqual({ inserted: 24 });
      expect(await seedDemoSales(database.db, viewers, now)).toEqual({ inserted: 0 });

      const paid = await database.db
        .select()
        .from(payments)
        .where(eq(payments.status, "succeeded"));
      expect(paid).toHaveLength(24);
      expect(new Set(paid.map((p) => p.provider))).toEqual(
        new Set(["mpesa", "paystack", "sandbox"]),
      );
      expect(paid.every((p) => p.createdAt > new Date(now.getTime() - 30 * 86_400_000))).toBe(true);
      const sold = await database.db
        .select()
        .from(entitlements)
        .where(eq(entitlements.source, "wallet"));
      expect(sold.length).toBeGreaterThanOrEqual(24 * 2 - 8);
      expect(new Set(sold.map((e) => e.kind))).toEqual(new Set(["buy", "rent"]));
      expect(await database.db.select().from(refunds)).toHaveLength(1);
      // Nothing lands on today's (UTC) figures.
      const today = new Date(`${now.toISOString().slice(0, 10)}T00:00:00Z`);
      expect(sold.every((e) => e.createdAt < today)).toBe(true);
      expect((await database.db.select().from(refunds)).every((r) => r.createdAt < today)).toBe(
        true,
      );

      // Three of the buyers' rewards wait for an admin, once.
      expect(await seedDemoReferralRewards(database.db, viewers)).toEqual({ inserted: 3 });
      expect(await seedDemoReferralRewards(database.db, viewers)).toEqual({ inserted: 0 });
      const flagged = await database.db.select().from(referralRewards);
      expect(flagged.map((r) => r.status)).toEqual(["flagged", "flagged", "flagged"]);
      expect(flagged.every((r) => r.flags.length > 0 && r.referrerId !== r.refereeId)).toBe(true);

      const drift: unknown = await database.db.execute(sql`
        select w.id from wallets w
          left join ledger_entries l on l.wallet_id = w.id
         group by w.id, w.balance_minor
        having w.balance_minor <> coalesce(sum(l.amount_minor), 0)`);
      expect((drift as { rows: unknown[] }).rows).toEqual([]);
    } finally {
      await database.close();
    }
  }, 90_000);
});
