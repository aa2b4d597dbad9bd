import path from "node:path";
import { type Database, openDatabase } from "@tazama/db";
import type { Config } from "./config.ts";

/** PostgreSQL when DATABASE_URL is set, else the embedded PGlite under DATA_DIR/db. */
export function openConfiguredDatabase(config: Config): Promise<Database> {
  return config.DATABASE_URL
    ? openDatabase({
        kind: "postgres",
        url: config.DATABASE_URL,
        poolSize: config.DATABASE_POOL_SIZE,
      })
    : openDatabase({ kind: "pglite", dataDir: path.join(config.dataDir, "db") });
}
