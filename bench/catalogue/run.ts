// bench/catalogue: wrk (no pipelining, 100 connections, 20 s) against the catalogue endpoint and a
// hello-world route of the same server, in the same run, alternating; prints req/s, p99, errors
// and the ratio catalogue / hello (target ≥ 0.5, DESIGN §7).
//   npm run bench:catalogue [-- --seconds 20 --runs 3]
import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { openDatabase, seedCatalogue } from "@tazama/db";
import { readyMainVideos } from "../lib/synthetic-titles.ts";
import { buildApp } from "@tazama/server/app";
import { loadConfig } from "@tazama/server/config";
import { median, wrk, type WrkResult } from "../lib/wrk.ts";

const { values } = parseArgs({
  options: { seconds: { type: "string", default: "20" }, runs: { type: "string", default: "3" } },
});
const seconds = Number(values.seconds);
const runs = Number(values.runs);

execFileSync("bash", ["scripts/ensure-system-deps.sh", "wrk"], { stdio: "inherit" });

const database = await openDatabase({ kind: "pglite" });
await seedCatalogue(database.db);
await readyMainVideos(database);
const dataDir = mkdtempSync(path.join(tmpdir(), "tazama-bench-"));
const config = loadConfig({
  NODE_ENV: "production",
  DATA_DIR: dataDir,
  LOG_LEVEL: "silent",
  // Throw-away secrets: production mode requires them.
  AUTH_SECRET: randomBytes(32).toString("hex"),
  MEDIA_TOKEN_SECRET: randomBytes(32).toString("hex"),
  TICKET_SIGNING_KEY: randomBytes(32).toString("base64url"),
});
const app = await buildApp({ config, database, logger: false });
app.get("/bench/hello", async () => ({ hello: "world" }));
const address = await app.listen({ host: "127.0.0.1", port: 0 });

const targets = {
  hello: `${address}/bench/hello`,
  catalogue: `${address}/api/${config.PRODUCT_NAME}-app-cache?build=1&platform=web`,
};
const headers = { "accept-encoding": "gzip, deflate, br" };
const results: Record<keyof typeof targets, WrkResult[]> = { hello: [], catalogue: [] };

// Warm up both routes (JIT, the serialised catalogue) before measuring.
await wrk(targets.hello, { connections: 100, seconds: 3, headers });
await wrk(targets.catalogue, { connections: 100, seconds: 3, headers });
for (let run = 1; run <= runs; run += 1) {
  for (const name of ["hello", "catalogue"] as const) {
    const r = await wrk(targets[name], { connections: 100, seconds, headers });
    results[name].push(r);
    console.log(
      `run ${run} ${name.padEnd(9)} ${r.requestsPerSec.toFixed(0).padStart(7)} req/s  ` +
        `p99 ${r.p99Ms.toFixed(2)} ms  errors ${r.errors}`,
    );
  }
}
await app.close();
await database.close();

const summary = (name: keyof typeof targets) => ({
  rps: median(results[name].map((r) => r.requestsPerSec)),
  p99: median(results[name].map((r) => r.p99Ms)),
  errors: results[name].reduce((n, r) => n + r.errors, 0),
});
const hello = summary("hello");
const catalogue = summary("catalogue");
const ratio = catalogue.rps / hello.rps;
console.log(`\nmedian of ${runs} × ${seconds}s, 100 connections, no pipelining`);
console.log(
  `hello-world  ${hello.rps.toFixed(0)} req/s  p99 ${hello.p99.toFixed(2)} ms  errors ${hello.errors}`,
);
console.log(
  `catalogue    ${catalogue.rps.toFixed(0)} req/s  p99 ${catalogue.p99.toFixed(2)} ms  errors ${catalogue.errors}`,
);
console.log(
  `ratio catalogue/hello = ${ratio.toFixed(2)} (target ≥ 0.5) ${ratio >= 0.5 ? "PASS" : "FAIL"}`,
);
process.exit(ratio >= 0.5 && catalogue.errors === 0 ? 0 : 1);
