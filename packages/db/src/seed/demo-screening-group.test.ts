import { describe, expect, it } from "vitest";
import { openDatabase } from "../client.ts";
import { seedDemoOrganisation } from "./demo-organisation.ts";
import { DEMO_GROUP_CODE, seedDemoScreeningGroup } from "./demo-screening-group.ts";
import { seedDemoScreenings } from "./demo-screenings.ts";
import { seedDemoTaste } from "./demo-taste.ts";
import { seedCatalogue } from "./seed-catalogue.ts";

describe("the demo school's block at the premiere", () => {
  it("books 12 places under one code from the school's wallet, whose ledger follows; once", async () => {
    const database = await openDatabase({ kind: "pglite" });
    try {
      await seedCatalogue(database.db);
      const now = new Date("2026-11-24T12:00:00Z");
      const { viewers } = await seedDemoTaste(database.db, now);
      await seedDemoOrganisation(database.db, viewers, now);
      await seedDemoScreenings(database.db, viewers, now);
      expect(await seedDemoScreeningGroup(database.db, now)).toEqual({ inserted: true });
      expect(await seedDemoScreeningGroup(database.db, now)).toEqual({ inserted: false });
      const rows = async <T>(query: string, params: unknown[] = []) =>
        (await database.raw.query<T>(query, params)).rows;
      const [block] = await rows<{ tickets: number; booked: number; amount: string }>(
        `select (select count(*)::int from screening_tickets t where t.booking_id = b.id) as tickets,
                (select count(*)::int from screening_seats x where x.booking_id = b.id and x.state = 'booked') as booked,
                g.amount_minor as amount
           from screening_bookings b join screening_groups g on g.id = b.group_id
          where b.ref_code = $1 and b.group_code`,
        [DEMO_GROUP_CODE],
      );
      expect({ ...block, amount: Number(block!.amount) }).toEqual({
        tickets: 12,
        booked: 12,
        amount: 12 * 150_000,
      });
      const unbalanced = await rows(
        `select w.id from wallets w
          where w.balance_minor <> (select coalesce(sum(amount_minor), 0) from ledger_entries l where l.wallet_id = w.id)`,
      );
      expect(unbalanced).toEqual([]);
    } finally {
      await database.close();
    }
  }, 90_000);
});
