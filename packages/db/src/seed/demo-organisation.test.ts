import { describe, expect, it } from "vitest";
import { openDatabase } from "../client.ts";
import { DEMO_ORGANISATION_ID, seedDemoOrganisation } from "./demo-organisation.ts";
import { seedDemoTaste } from "./demo-taste.ts";
import { seedCatalogue } from "./seed-catalogue.ts";

describe("the demo organisation seed", () => {
  it("adds a school with 60 members, a wallet whose ledger equals its balance, 24 of 30 seats given, views outside the Popular window; once", async () => {
    const database = await openDatabase({ kind: "pglite" });
    try {
      await seedCatalogue(database.db);
      const now = new Date("2026-11-24T12:00:00Z");
      const { viewers } = await seedDemoTaste(database.db, now);
      expect(await seedDemoOrganisation(database.db, viewers, now)).toEqual({ inserted: true });
      expect(await seedDemoOrganisation(database.db, viewers, now)).toEqual({ inserted: false });

      const q = async <T>(query: string) =>
        (await database.raw.query<T>(query, [DEMO_ORGANISATION_ID])).rows[0]!;
      expect(
        await q<{ members: number; sharing: number }>(
          `select count(*)::int as members, count(*) filter (where share_viewing)::int as sharing
             from organisation_members where org_id = $1`,
        ),
      ).toEqual({ members: 60, sharing: 8 });
      const books = await q<{ balance: string; sum: string }>(
        `select w.balance_minor::text as balance,
                (select sum(amount_minor)::text from ledger_entries l where l.wallet_id = w.id) as sum
           from wallets w where w.organisation_id = $1`,
      );
      expect(Number(books.balance)).toBeGreaterThan(0);
      expect(books.sum).toBe(books.balance);
      expect(
        await q<{ seats: number; given: number; passes: number }>(
          `select b.seats, (select count(*)::int from org_seats s where s.block_id = b.id) as given,
                  (select count(*)::int from org_seat_grants g join org_seats s on s.id = g.seat_id
                    join entitlements e on e.id = g.entitlement_id
                   where s.block_id = b.id and e.source = 'organisation' and e.kind = 'pass') as passes
             from org_seat_blocks b where b.org_id = $1`,
        ),
      ).toEqual({ seats: 30, given: 24, passes: 24 });
      const seen = await q<{ views: number; newest: Date; oldest: Date }>(
        `select count(*)::int as views, max(v.created_at) as newest, min(v.created_at) as oldest
           from views v join organisation_members m on m.user_id = v.user_id and m.org_id = $1`,
      );
      expect(seen.views).toBeGreaterThan(20);
      const days = (d: Date) => (now.getTime() - new Date(d).getTime()) / 86_400_000;
      expect(days(seen.newest)).toBeGreaterThanOrEqual(31);
      expect(days(seen.oldest)).toBeLessThan(90);
    } finally {
      await database.close();
    }
  }, 90_000);
});
