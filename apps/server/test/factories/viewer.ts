import { randomUUID } from "node:crypto";
import { type Database, schema } from "@tazama/db";

/**
 * Viewers that exist only as rows (no password, so nobody signs in as them): for tests that need
 * many people behind a number — ratings, co-viewing — without a sign-up each.
 */
export async function insertViewers(database: Database, count: number): Promise<string[]> {
  const rows = Array.from({ length: count }, () => {
    const id = randomUUID();
    return {
      id,
      name: "Test Viewer",
      email: `${id}@viewers.test.invalid`,
      affiliateCode: `T${id.replaceAll("-", "").slice(0, 9).toUpperCase()}`,
    };
  });
  await database.db.insert(schema.users).values(rows);
  return rows.map((r) => r.id);
}
