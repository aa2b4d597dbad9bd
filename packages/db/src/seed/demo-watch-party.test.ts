import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { openDatabase } from "../client.ts";
import { titles, watchParties } from "../schema/index.ts";
import { seedCatalogue } from "./seed-catalogue.ts";
import { seedDemoTaste } from "./demo-taste.ts";
import { DEMO_PARTY_CODE, seedDemoWatchParty } from "./demo-watch-party.ts";

describe("seedDemoWatchParty", () => {
  it("opens a party on a free film, hosted by a demo viewer, once", async () => {
    const database = await openDatabase({ kind: "pglite" });
    try {
      await seedCatalogue(database.db);
      const now = new Date("2026-11-26T12:00:00Z");
      const { viewers } = await seedDemoTaste(database.db, now);
      expect(await seedDemoWatchParty(database.db, viewers, now)).toEqual({ inserted: true });
      expect(await seedDemoWatchParty(database.db, viewers, now)).toEqual({ inserted: false });
      const [party] = await database.db
        .select({ host: watchParties.hostId, free: titles.isFree, playing: watchParties.playing })
        .from(watchParties)
        .innerJoin(titles, eq(titles.id, watchParties.titleId))
        .where(eq(watchParties.code, DEMO_PARTY_CODE));
      expect(party).toEqual({ host: viewers[0], free: true, playing: false });
    } finally {
      await database.close();
    }
  }, 90_000);
});
