import { submissionDetailsSchema } from "@tazama/contracts";
import { describe, expect, it } from "vitest";
import { openDatabase } from "../client.ts";
import { submissions } from "../schema/index.ts";
import { seedDemoSubmissions } from "./demo-submissions.ts";

describe("the demo submissions seed", () => {
  it("adds one complete submission at each step of triage, once", async () => {
    const database = await openDatabase({ kind: "pglite" });
    try {
      const now = new Date("2026-11-24T12:00:00Z");
      expect(await seedDemoSubmissions(database.db, now)).toEqual({ inserted: 4 });
      expect(await seedDemoSubmissions(database.db, now)).toEqual({ inserted: 0 });
      const rows = await database.db.select().from(submissions);
      expect(rows.map((r) => r.status).sort()).toEqual([
        "accepted",
        "declined",
        "in_review",
        "received",
      ]);
      for (const row of rows) {
        expect(submissionDetailsSchema.safeParse(row.details).success).toBe(true);
        expect(row.reference).toMatch(/^TZ-SUB-[2-9A-HJ-NP-Z]{6}$/);
      }
    } finally {
      await database.close();
    }
  }, 90_000);
});
