import { mkdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import * as schema from "./schema/index.ts";

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

/** Raw SQL access for the few callers that need it (job queues, test set-up). */
export interface RawSql {
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<{ rows: T[] }>;
  exec(text: string): Promise<void>;
}

export interface Database {
  kind: "pglite" | "postgres";
  db: Db;
  raw: RawSql;
  ping(): Promise<void>;
  close(): Promise<void>;
}

export type DatabaseOptions =
  | { kind: "pglite"; dataDir?: string } // dataDir absent = in memory
  | { kind: "postgres"; url: string; poolSize?: number };

const migrationsFolder = fileURLToPath(new URL("../migrations", import.meta.url));
const MIGRATION_LOCK = 727_274; // arbitrary constant shared by every instance of the app

/** Opens the database and applies pending migrations (the same SQL for both engines). */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.kind === "pglite" ? openPglite(options.dataDir) : openPostgres(options);
}

async function openPglite(dataDir: string | undefined): Promise<Database> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  // pg_trgm and unaccent serve search (migration 0008); PostgreSQL has them in its contrib package.
  const extensions = { pg_trgm, unaccent };
  const client = dataDir ? new PGlite(dataDir, { extensions }) : new PGlite({ extensions });
  await client.waitReady;
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  await migratePglite(drizzlePglite(client), { migrationsFolder });
  return {
    kind: "pglite",
    db,
    raw: {
      query: async <T>(text: string, params?: unknown[]) => {
        const result = await client.query<T>(text, params);
        return { rows: result.rows };
      },
      exec: async (text: string) => {
        await client.exec(text);
      },
    },
    ping: async () => {
      await client.query("select 1");
    },
    close: () => client.close(),
  };
}

async function openPostgres(options: { url: string; poolSize?: number }): Promise<Database> {
  await migratePostgres(options.url);
  const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
  pool.on("error", () => {
    // An idle client died (server restart): the pool replaces it; queries report their own errors.
  });
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    kind: "postgres",
    db,
    raw: {
      query: async <T>(text: string, params?: unknown[]) => {
        const result = await pool.query(text, params);
        return { rows: result.rows as T[] };
      },
      exec: async (text: string) => {
        await pool.query(text);
      },
    },
    ping: async () => {
      await pool.query("select 1");
    },
    close: () => pool.end(),
  };
}

/** Several app instances may start at once: one applies the migrations while the others wait. */
async function migratePostgres(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK]);
    await migratePg(drizzlePg(client), { migrationsFolder });
  } finally {
    await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK]).catch(() => undefined);
    await client.end();
  }
}
