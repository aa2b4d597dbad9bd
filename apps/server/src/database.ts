import path from "node:path";
import { type Database, openDatabase } from "@tazama/db";
import type { Config } from "./config.ts";
import { statementSpans } from "./lib/statement-spans.ts";

/**
 * PostgreSQL when DATABASE_URL is set, else the embedded PGlite under DATA_DIR/db. With tracing
 * configured, its statements are spans (ADR 0080); without, the client is not wrapped at all.
 */
export function openConfiguredDatabase(config: Config): Promise<Database> {
  const statements = config.OTEL_EXPORTER_OTLP_ENDPOINT ? statementSpans : undefined;
  return config.DATABASE_URL
    ? openDatabase({
        kind: "postgres",
        url: config.DATABASE_URL,
        poolSize: config.DATABASE_POOL_SIZE,
        statements,
      })
    : openDatabase({ kind: "pglite", dataDir: path.join(config.dataDir, "db"), statements });
}
