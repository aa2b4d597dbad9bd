import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { type Database, seedCatalogue } from "@tazama/db";
import { openTestDatabase } from "@tazama/db/testing";
import type { FastifyInstance } from "fastify";
import { buildApp } from "../src/app.ts";
import { type Config, loadConfig } from "../src/config.ts";
import { statementSpans } from "../src/lib/statement-spans.ts";

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: Config;
}

let shared: Promise<TestApp> | undefined;

/** One seeded database and one app per test worker (files in a worker share them). */
export function getTestApp(): Promise<TestApp> {
  shared ??= (async () => {
    // Statements are spans inside a traced app's requests (ADR 0080), which share this database.
    const database = await openTestDatabase({ statements: statementSpans });
    await seedCatalogue(database.db);
    const dataDir = mkdtempSync(path.join(tmpdir(), "tazama-api-"));
    const config = loadConfig({
      NODE_ENV: "test",
      DATA_DIR: dataDir,
      LOG_LEVEL: "silent",
      WEB_DIST_DIR: path.join(dataDir, "no-web-build"),
    });
    const app = await buildApp({ config, database, logger: false });
    await app.ready();
    return { app, database, config };
  })();
  return shared;
}
