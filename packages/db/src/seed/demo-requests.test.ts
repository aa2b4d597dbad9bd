import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { openDatabase } from "../client.ts";
import { titleRequestVotes, titleRequests, titles } from "../schema/index.ts";
import { seedDemoRequests } from "./demo-requests.ts";
import { seedDemoTaste } from "./demo-taste.ts";
import { seedCatalogue } from "./seed-catalogue.ts";

describe("the demo requests seed", () => {
  it("adds a dozen requests with their voters' votes, none on the catalogue, once", async () => {
    const database = await openDatabase({ kind: "pglite" });
    try {
      await seedCatalogue(database.db);
      const now = new Date("2026-11-24T12:00:00Z");
      const { viewers } = await seedDemoTaste(database.db, now);
      expect(await seedDemoRequests(database.db, viewers, now)).toEqual({ inserted: 12 });
      expect(await seedDemoRequests(database.db, viewers, now)).toEqual({ inserted: 0 });

      const requests = await database.db
        .select({
          status: titleRequests.status,
          votes: titleRequests.votes,
          counted: sql<number>`(select count(*)::int from ${titleRequestVotes} v where v.request_id = title_requests.id)`,
          onCatalogue: sql<boolean>`exists (select 1 from ${titles} t where tazama_fold(t.title) = tazama_fold(title_requests.title))`,
        })
        .from(titleRequests);
      expect(requests).toHaveLength(12);
      expect(requests.every((r) => r.votes === r.counted && r.votes > 0)).toBe(true);
      expect(requests.some((r) => r.onCatalogue)).toBe(false);
      expect(new Set(requests.map((r) => r.status))).toEqual(
        new Set(["pending", "planned", "declined"]),
      );
    } finally {
      await database.close();
    }
  }, 90_000);
});
