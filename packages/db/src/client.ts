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
import type { StatementWatch } from "./statement-watch.ts";
import { watchedPool } from "./watched-pg.ts";
import { WatchedPGlite } from "./watched-pglite.ts";

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
  /**
   * PostgreSQL's LISTEN: `onMessage` gets each payload NOTIFYed on `channel` (by any process on
   * this database, this one included). Resolves once listening; the function it gives stops.
   */
  listen(channel: string, onMessage: (payload: string) => void): Promise<() => Promise<void>>;
  /** PostgreSQL's NOTIFY: `payload` (under 8,000 bytes) to every listener of `channel`. */
  notify(channel: string, payload: string): Promise<void>;
}

/** A LISTEN channel is an identifier: lowercase letters, digits and underscores. */
function checkChannel(channel: string): string {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(channel)) throw new Error(`bad channel name: ${channel}`);
  return channel;
}

export type DatabaseOptions = (
  | { kind: "pglite"; dataDir?: string } // dataDir absent = in memory
  | { kind: "postgres"; url: string; poolSize?: number }
) & {
  /** Told of every statement the app runs (tracing, ADR 0080); absent, nothing is wrapped. */
  statements?: StatementWatch;
};

const migrationsFolder = fileURLToPath(new URL("../migrations", import.meta.url));
const MIGRATION_LOCK = 727_274; // arbitrary constant shared by every instance of the app

/** Opens the database and applies pending migrations (the same SQL for both engines). */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.kind === "pglite"
    ? openPglite(options.dataDir, options.statements)
    : openPostgres(options);
}

async function openPglite(
  dataDir: string | undefined,
  statements: StatementWatch | undefined,
): Promise<Database> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  // pg_trgm and unaccent serve search (migration 0008); PostgreSQL has them in its contrib package.
  const extensions = { pg_trgm, unaccent };
  const client = statements
    ? new WatchedPGlite(statements, dataDir, { extensions })
    : dataDir
      ? new PGlite(dataDir, { extensions })
      : new PGlite({ extensions });
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
    listen: async (channel, onMessage) => {
      const stop = await client.listen(checkChannel(channel), onMessage);
      return async () => {
        await stop();
      };
    },
    notify: async (channel, payload) => {
      await client.query("select pg_notify($1, $2)", [checkChannel(channel), payload]);
    },
  };
}

async function openPostgres(options: {
  url: string;
  poolSize?: number;
  statements?: StatementWatch;
}): Promise<Database> {
  await migratePostgres(options.url);
  const config = { connectionString: options.url, max: options.poolSize ?? 10 };
  const pool = options.statements ? watchedPool(config, options.statements) : new pg.Pool(config);
  pool.on("error", () => {
    // An idle client died (server restart): the pool replaces it; queries report their own errors.
  });
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  const listener = pgListener(options.url);
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
    close: async () => {
      await listener.close();
      await pool.end();
    },
    listen: (channel, onMessage) => listener.listen(checkChannel(channel), onMessage),
    notify: async (channel, payload) => {
      await pool.query("select pg_notify($1, $2)", [checkChannel(channel), payload]);
    },
  };
}

/** How long to wait before reconnecting a listening connection that dropped. */
const RELISTEN_MS = 1_000;

/**
 * One connection of its own for LISTEN (a pooled one would be handed to other queries), opened
 * with the first listener and reconnected, listening again, when it drops.
 */
function pgListener(url: string) {
  const handlers = new Map<string, Set<(payload: string) => void>>();
  let client: pg.Client | null = null;
  let connecting: Promise<pg.Client> | null = null;
  let closed = false;

  const connect = (): Promise<pg.Client> => {
    connecting ??= (async () => {
      const next = new pg.Client({ connectionString: url });
      next.on("notification", (message) => {
        for (const handler of handlers.get(message.channel) ?? []) handler(message.payload ?? "");
      });
      next.on("error", () => {
        // Dropped (a server restart): listen again on a new connection.
        client = null;
        connecting = null;
        next.end().catch(() => undefined);
        if (!closed) setTimeout(() => void relisten(), RELISTEN_MS).unref();
      });
      await next.connect();
      for (const channel of handlers.keys()) await next.query(`listen "${channel}"`);
      client = next;
      return next;
    })();
    connecting.catch(() => {
      connecting = null;
    });
    return connecting;
  };
  const relisten = async () => {
    if (closed || client || handlers.size === 0) return;
    await connect().catch(() => {
      if (!closed) setTimeout(() => void relisten(), RELISTEN_MS).unref();
    });
  };

  return {
    async listen(channel: string, onMessage: (payload: string) => void) {
      const set = handlers.get(channel) ?? new Set();
      const first = set.size === 0;
      set.add(onMessage);
      handlers.set(channel, set);
      const connection = await connect();
      if (first && connection === client) await connection.query(`listen "${channel}"`);
      return async () => {
        set.delete(onMessage);
        if (set.size > 0) return;
        handlers.delete(channel);
        await client?.query(`unlisten "${channel}"`).catch(() => undefined);
      };
    },
    async close() {
      closed = true;
      const open = client;
      client = null;
      await open?.end().catch(() => undefined);
    },
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
