import { AsyncLocalStorage } from "node:async_hooks";
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/pglite";
import { describe, expect, it } from "vitest";
import type { StatementWatch } from "./statement-watch.ts";
import { watchedPool } from "./watched-pg.ts";
import { WatchedPGlite } from "./watched-pglite.ts";

// ADR 0080: a database opened with a StatementWatch tells it of each statement, in the async
// context of the code that runs it, and of how the statement ended.

interface Seen {
  text: string;
  context: string | undefined;
  error?: unknown;
  ended: boolean;
}

function recorder() {
  const context = new AsyncLocalStorage<string>();
  const seen: Seen[] = [];
  const watch: StatementWatch = {
    start(text) {
      const entry: Seen = { text, context: context.getStore(), ended: false };
      seen.push(entry);
      return (error) => {
        entry.ended = true;
        if (error !== undefined) entry.error = error;
      };
    },
  };
  return { context, seen, watch };
}

describe("PGlite with a statement watch", () => {
  // Starting PGlite (WebAssembly) takes seconds on a busy machine.
  it(
    "tells of queries, exec scripts and a transaction's statements, and of a failure",
    { timeout: 60_000 },
    async () => {
      const { context, seen, watch } = recorder();
      const client = new WatchedPGlite(watch, undefined, {});
      try {
        await client.waitReady;
        seen.length = 0; // PGlite's own start-up queries
        await context.run("request-1", async () => {
          await client.query("select $1::int as n", [1]);
          await client.exec("select 2");
          await drizzle(client).transaction(async (tx) => {
            await tx.execute(sql`select 3 as in_transaction`);
          });
          await expect(client.query("select $1::uuid", ["nope"])).rejects.toThrow();
        });
      } finally {
        await client.close();
      }
      expect(seen.map((s) => [s.text, s.context, s.ended])).toEqual([
        ["select $1::int as n", "request-1", true],
        ["select 2", "request-1", true],
        ["select 3 as in_transaction", "request-1", true],
        ["select $1::uuid", "request-1", true],
      ]);
      expect(seen[3]?.error).toMatchObject({ code: "22P02" });
      expect(seen.slice(0, 3).every((s) => s.error === undefined)).toBe(true);
    },
  );
});

const serverUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!serverUrl)("a PostgreSQL pool with a statement watch", () => {
  it("tells of each statement in its own caller's context, even one that waited for the connection", async () => {
    const { context, seen, watch } = recorder();
    // One connection: the second query waits for the first to give it back.
    const pool = watchedPool({ connectionString: serverUrl, max: 1 }, watch);
    try {
      await Promise.all([
        context.run("request-1", () => pool.query("select pg_sleep(0.05), 'first' as q")),
        context.run("request-2", () => pool.query("select 'second' as q")),
        context.run("request-3", async () => {
          const client = await pool.connect();
          try {
            await client.query("begin");
            await client.query("select 'third' as q");
            await client.query("commit");
          } finally {
            client.release();
          }
        }),
      ]);
      await context.run("request-4", () =>
        expect(pool.query("select $1::uuid", ["nope"])).rejects.toThrow(),
      );
    } finally {
      await pool.end();
    }
    expect(seen.map((s) => [s.text, s.context, s.ended])).toEqual([
      ["select pg_sleep(0.05), 'first' as q", "request-1", true],
      ["select 'second' as q", "request-2", true],
      ["begin", "request-3", true],
      ["select 'third' as q", "request-3", true],
      ["commit", "request-3", true],
      ["select $1::uuid", "request-4", true],
    ]);
    expect(seen[5]?.error).toMatchObject({ code: "22P02" });
  });
});
