import { randomBytes } from "node:crypto";
import { type Database, openDatabase } from "@tazama/db";
import pg from "pg";

/**
 * The database a bench runs on: its own new PostgreSQL database when BENCH_DATABASE_URL is set
 * (dropped afterwards), else an in-memory PGlite.
 */
export async function openBenchDatabase(
  label: string,
  poolSize = 30,
): Promise<{ database: Database; drop: () => Promise<void> }> {
  const serverUrl = process.env.BENCH_DATABASE_URL;
  if (!serverUrl) return { database: await openDatabase({ kind: "pglite" }), drop: async () => {} };
  const name = `tazama_bench_${label}_${randomBytes(3).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: "postgres", url: url.toString(), poolSize });
  return {
    database,
    /** After `database.close()`: drops the bench's database. */
    drop: async () => {
      await admin.query(`drop database if exists "${name}" with (force)`);
      await admin.end();
    },
  };
}

/** The p-th percentile (0–100) of samples, nearest rank. */
export function percentile(samples: readonly number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

export function median(values: readonly number[]): number {
  return percentile(values, 50);
}
