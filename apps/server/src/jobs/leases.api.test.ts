import { openTestDatabase } from "@tazama/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLeases } from "./leases.ts";

let database: Awaited<ReturnType<typeof openTestDatabase>>;

beforeAll(async () => {
  database = await openTestDatabase();
});

afterAll(async () => {
  await database.close();
});

describe("task leases", () => {
  it("give a period to one process of several asking at once, then to whoever asks after it", async () => {
    const processes = ["host-a:1", "host-b:2", "host-c:3"].map((holder) =>
      createLeases(database, holder),
    );
    const name = `sweep-${Date.now()}`;
    const first = await Promise.all(processes.map((p) => p.take(name, 60_000)));
    expect(first.filter(Boolean)).toHaveLength(1);
    // Held: nobody gets it again within the period, not even its holder.
    expect(await Promise.all(processes.map((p) => p.take(name, 60_000)))).toEqual([
      false,
      false,
      false,
    ]);
    // The period ends (moved into the past rather than waited for): the next asker gets it.
    await database.raw.query(
      "update task_leases set until = now() - interval '1 second' where name = $1",
      [name],
    );
    expect(await processes[2]!.take(name, 60_000)).toBe(true);
    const { rows } = await database.raw.query<{ holder: string }>(
      "select holder from task_leases where name = $1",
      [name],
    );
    expect(rows[0]?.holder).toBe("host-c:3");
  });

  it("are renewed and released by their holder only", async () => {
    const [a, b] = ["host-a:1", "host-b:2"].map((holder) => createLeases(database, holder));
    const name = `claim-${Date.now()}`;
    expect(await a!.take(name, 60_000)).toBe(true);
    expect(await b!.renew(name, 60_000)).toBe(false);
    expect(await a!.renew(name, 60_000)).toBe(true);
    await b!.release(name);
    expect(await b!.take(name, 60_000)).toBe(false);
    await a!.release(name);
    expect(await b!.take(name, 60_000)).toBe(true);
    // Lapsed: its old holder cannot renew it.
    await database.raw.query(
      "update task_leases set until = now() - interval '1 second' where name = $1",
      [name],
    );
    expect(await b!.renew(name, 60_000)).toBe(false);
  });
});
