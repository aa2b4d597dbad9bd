// The API process the operations bench loads (bench/operations/run.ts starts it as a child, so
// the load generator's work is not on the server's event loop): the app on the PostgreSQL
// database named by BENCH_DATABASE_URL, with the demo catalogue, plus one route of a test build:
// GET /bench/burn?ms=N holds the event loop for N ms (a CPU-bound request). Prints its address.
import { randomBytes } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { openDatabase, seedCatalogue } from "@tazama/db";
import { buildApp } from "@tazama/server/app";
import { loadConfig } from "@tazama/server/config";
import { readyMainVideos } from "../lib/synthetic-titles.ts";

const url = process.env.BENCH_DATABASE_URL!;
const database = await openDatabase({ kind: "postgres", url, poolSize: 10 });
await seedCatalogue(database.db);
await readyMainVideos(database);
const dataDir = mkdtempSync(path.join(tmpdir(), "tazama-bench-ops-"));
const config = loadConfig({
  NODE_ENV: "production",
  DATA_DIR: dataDir,
  DATABASE_URL: url,
  ROLES: "api",
  LOG_LEVEL: "silent",
  TRUST_PROXY: "true",
  PAYMENTS_SANDBOX: "true",
  ...(process.env.SHED_EVENT_LOOP_DELAY_MS
    ? { SHED_EVENT_LOOP_DELAY_MS: process.env.SHED_EVENT_LOOP_DELAY_MS }
    : {}),
  AUTH_SECRET: randomBytes(32).toString("hex"),
  MEDIA_TOKEN_SECRET: randomBytes(32).toString("hex"),
  TICKET_SIGNING_KEY: randomBytes(32).toString("base64url"),
});
const app = await buildApp({ config, database, logger: false });
app.get<{ Querystring: { ms?: string } }>("/bench/burn", async (request) => {
  const until = performance.now() + Math.min(2000, Number(request.query.ms ?? 100));
  let spins = 0;
  while (performance.now() < until) spins += 1;
  return { spins };
});
const address = await app.listen({ host: "127.0.0.1", port: 0 });
process.stdout.write(`${JSON.stringify({ address, product: config.PRODUCT_NAME })}\n`);
