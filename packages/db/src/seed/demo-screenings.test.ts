import { describe, expect, it } from "vitest";
import { openDatabase } from "../client.ts";
import { seedDemoScreenings } from "./demo-screenings.ts";
import { seedDemoTaste } from "./demo-taste.ts";
import { seedCatalogue } from "./seed-catalogue.ts";

describe("the demo screenings seed", () => {
  it("adds four upcoming screenings with booked seats whose wallets equal their ledgers; again only once the last has begun", async () => {
    const database = await openDatabase({ kind: "pglite" });
    try {
      await seedCatalogue(database.db);
      const now = new Date("2026-11-24T12:00:00Z");
      const { viewers } = await seedDemoTaste(database.db, now);
      expect(await seedDemoScreenings(database.db, viewers, now)).toEqual({ inserted: 4 });
      expect(await seedDemoScreenings(database.db, viewers, now)).toEqual({ inserted: 0 });
      const rows = async <T>(query: string) => (await database.raw.query<T>(query)).rows;
      const listed = await rows<{ city: string | null; capacity: number; booked: number }>(
        `select v.city, s.capacity,
                (select count(*)::int from screening_seats x where x.screening_id = s.id and x.state = 'booked') as booked
           from screenings s left join venues v on v.id = s.venue_id order by s.starts_at`,
      );
      expect(listed).toEqual([
        { city: null, capacity: 500, booked: expect.any(Number) as number },
        { city: "Lagos", capacity: 96, booked: expect.any(Number) as number },
        { city: "Nairobi", capacity: 60, booked: expect.any(Number) as number },
        { city: "Accra", capacity: 150, booked: 0 },
      ]);
      expect(listed.slice(0, 3).every((s) => s.booked > 0)).toBe(true);
      const tickets = await rows<{ n: number }>(
        `select count(*)::int as n from screening_tickets t
           join screening_seats x on x.screening_id = t.screening_id and x.label = t.seat_label and x.state = 'booked'`,
      );
      const booked = listed.reduce((n, s) => n + s.booked, 0);
      expect(tickets[0]!.n).toBe(booked);
      const unbalanced = await rows(
        `select w.id from wallets w
          where w.balance_minor <> (select coalesce(sum(amount_minor), 0) from ledger_entries l where l.wallet_id = w.id)`,
      );
      expect(unbalanced).toEqual([]);
      const later = new Date(now.getTime() + 3 * 86_400_000);
      expect(await seedDemoScreenings(database.db, viewers, later)).toEqual({ inserted: 0 });
      const afterAll = new Date(now.getTime() + 8 * 86_400_000);
      expect(await seedDemoScreenings(database.db, viewers, afterAll)).toEqual({ inserted: 4 });
    } finally {
      await database.close();
    }
  }, 90_000);
});
