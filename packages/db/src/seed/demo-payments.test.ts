import { count } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { openDatabase } from "../client.ts";
import { ledgerEntries, payments } from "../schema/index.ts";
import { seedDemoPayments } from "./demo-payments.ts";
import { seedDemoTaste } from "./demo-taste.ts";
import { seedCatalogue } from "./seed-catalogue.ts";

describe("the demo payments seed", () => {
  it("adds top-ups to review (three flagged, with why) once, and credits nothing", async () => {
    const database = await openDatabase({ kind: "pglite" });
    try {
      await seedCatalogue(database.db);
      const now = new Date("2026-11-24T12:00:00Z");
      const { viewers } = await seedDemoTaste(database.db, now);
      expect(await seedDemoPayments(database.db, viewers, now)).toEqual({ inserted: 8 });
      expect(await seedDemoPayments(database.db, viewers, now)).toEqual({ inserted: 0 });
      const rows = await database.db.select().from(payments);
      expect(rows).toHaveLength(8);
      const flagged = rows.filter((p) => p.status === "flagged");
      expect(flagged).toHaveLength(3);
      expect(flagged.every((p) => (p.flagReason ?? "").length > 10)).toBe(true);
      expect(rows.some((p) => p.status === "succeeded" || p.status === "pending")).toBe(false);
      const [entries] = await database.db.select({ n: count() }).from(ledgerEntries);
      expect(entries?.n).toBe(0);
    } finally {
      await database.close();
    }
  }, 90_000);
});
