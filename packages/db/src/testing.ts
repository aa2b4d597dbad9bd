import { randomBytes } from "node:crypto";
import pg from "pg";
import { type Database, openDatabase } from "./client.ts";
import type { StatementWatch } from "./statement-watch.ts";

/** Prefix of every database made by a test run; the run id keeps runs apart. */
export const TEST_DB_PREFIX = "tazama_t_";

function adminUrl(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/**
 * A fresh, migrated database for one test worker: a new PostgreSQL database on the server of
 * TEST_DATABASE_URL (as in CI), or else an in-memory PGlite. Runs never see each other's data.
 * `statements` is told of each statement, as in openDatabase.
 */
export async function openTestDatabase(
  options: { statements?: StatementWatch } = {},
): Promise<Database & { name: string }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const database = await openDatabase({ kind: "pglite", ...options });
    return { ...database, name: "pglite:memory" };
  }
  const runId = process.env.TAZAMA_TEST_RUN_ID ?? randomBytes(4).toString("hex");
  const worker = process.env.VITEST_POOL_ID ?? process.env.VITEST_WORKER_ID ?? "0";
  const name = `${TEST_DB_PREFIX}${runId}_${worker}_${randomBytes(3).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  const database = await openDatabase({
    kind: "postgres",
    url: adminUrl(serverUrl, name),
    // PostgreSQL allows 100 connections by default. Two workers, each with its database and at
    // times a second one (first-admin, ingest tests), stay under it with 25 each; 60 each ran
    // out ("too many clients already") when both workers ran their concurrency tests at once.
    poolSize: 25,
    ...options,
  });
  return { ...database, name };
}

/** Drops every database of one test run (or of all runs when runId is omitted). */
export async function dropTestDatabases(serverUrl: string, runId?: string): Promise<number> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    const pattern = `${TEST_DB_PREFIX}${runId ?? ""}%`;
    const { rows } = await admin.query<{ datname: string }>(
      "select datname from pg_database where datname like $1",
      [pattern],
    );
    for (const { datname } of rows) {
      await admin.query(`drop database if exists "${datname}" with (force)`);
    }
    return rows.length;
  } finally {
    await admin.end();
  }
}
