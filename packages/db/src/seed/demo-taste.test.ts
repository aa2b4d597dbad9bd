import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { openDatabase } from "../client.ts";
import { playbackProgress, ratings, users } from "../schema/index.ts";
import { seedDemoTaste } from "./demo-taste.ts";
import { seedCatalogue } from "./seed-catalogue.ts";

describe("the demo taste seed", () => {
  it(
    "adds 150 viewers who cannot sign in, their finished views and thumbs, once",
    { timeout: 90_000 },
    async () => {
      const database = await openDatabase({ kind: "pglite" });
      try {
        await seedCatalogue(database.db);
        const now = new Date("2026-11-24T12:00:00Z");
        const { viewers } = await seedDemoTaste(database.db, now);
        expect(viewers).toHaveLength(150);

        const [counts] = await database.db
          .select({
            progress: sql<number>`(select count(*)::int from ${playbackProgress})`,
            finished: sql<number>`(select count(*)::int from ${playbackProgress} where position_s >= 0.9 * duration_s)`,
            thumbs: sql<number>`(select count(*)::int from ${ratings})`,
            accounts: sql<number>`(select count(*)::int from accounts)`,
          })
          .from(users)
          .limit(1);
        expect(counts!.finished).toBeGreaterThan(1000);
        expect(counts!.progress).toBeGreaterThan(counts!.finished);
        expect(counts!.thumbs).toBeGreaterThan(700);
        expect(counts!.accounts).toBe(0);

        const rated = await database.db
          .select({ n: sql<number>`count(*)::int` })
          .from(ratings)
          .groupBy(ratings.titleId)
          .having(sql`count(*) >= 20`);
        expect(rated.length).toBeGreaterThanOrEqual(10);

        const again = await seedDemoTaste(database.db, now);
        expect(again.viewers.sort()).toEqual([...viewers].sort());
        const [after] = await database.db.select({ n: sql<number>`count(*)::int` }).from(ratings);
        expect(after!.n).toBe(counts!.thumbs);
      } finally {
        await database.close();
      }
    },
  );
});
