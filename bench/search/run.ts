// bench/search (issue 16, 42): relevance of the server search on the demo catalogue (42 typed queries,
// each with the title a person meant: target ≥ 90 % first hits), then latency over 10,000 titles
// (target p95 ≤ 30 ms), beside GET /healthz measured in the same run as the baseline.
//   npx tsx bench/search/run.ts
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/search/run.ts
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { seedCatalogue } from "@tazama/db";
import { buildApp } from "@tazama/server/app";
import { loadConfig } from "@tazama/server/config";
import { median, openBenchDatabase, percentile } from "../lib/bench-database.ts";
import { readyMainVideos, syntheticTitles } from "../lib/synthetic-titles.ts";
import { timedInject } from "../lib/timed-inject.ts";
import { RELEVANCE } from "./queries.ts";

const { database, drop } = await openBenchDatabase("search");
await seedCatalogue(database.db);
await readyMainVideos(database);
const dataDir = mkdtempSync(path.join(tmpdir(), "tazama-bench-search-"));
const config = loadConfig({
  NODE_ENV: "test",
  DATA_DIR: dataDir,
  LOG_LEVEL: "silent",
  WEB_DIST_DIR: path.join(dataDir, "no-web-build"),
});
const app = await buildApp({ config, database, logger: false });
await app.ready();

async function firstHit(q: string): Promise<string | undefined> {
  const res = await app.inject({ url: `/api/v1/search?q=${encodeURIComponent(q)}` });
  const body = res.json<{ hits: { title: string }[] }>();
  return body.hits[0]?.title;
}

// Relevance on the demo catalogue.
let right = 0;
const misses: string[] = [];
for (const [q, expected] of RELEVANCE) {
  const got = await firstHit(q);
  if (got === expected) right += 1;
  else misses.push(`  "${q}" → ${got ?? "nothing"} (wanted ${expected})`);
}

// Scale: 10,000 more titles, then the index again.
const demo = (await database.raw.query<{ n: number }>("select count(*)::int as n from titles"))
  .rows[0]!.n;
const added = (await syntheticTitles(database, 10_000 - demo)).length;
const rebuildStarted = performance.now();
const documents = await app.searchIndex.rebuild();
const rebuildMs = performance.now() - rebuildStarted;

const timed = (url: string, rounds: number) => timedInject(app, url, rounds);

const queries = RELEVANCE.map(([q]) => `/api/v1/search?q=${encodeURIComponent(q)}`);
const runs: { p50: number; p95: number; base95: number }[] = [];
const perQuery = new Map<string, number[]>();
for (let run = 0; run < 3; run += 1) {
  const samples: number[] = [];
  for (const url of queries) {
    const mine = await timed(url, 10);
    samples.push(...mine);
    perQuery.set(url, [...(perQuery.get(url) ?? []), ...mine]);
  }
  const base = await timed("/healthz", 300);
  runs.push({
    p50: percentile(samples, 50),
    p95: percentile(samples, 95),
    base95: percentile(base, 95),
  });
}
await app.close();
await database.close();
await drop();

const p95 = median(runs.map((r) => r.p95));
const base95 = median(runs.map((r) => r.base95));
console.log(`database: ${database.kind}`);
console.log(
  `relevance: ${right}/${RELEVANCE.length} first hits (${Math.round((right / RELEVANCE.length) * 100)} %, target ≥ 90 %)`,
);
if (misses.length > 0) console.log(misses.join("\n"));
console.log(
  `index: ${documents} documents (${added} synthetic) rebuilt in ${rebuildMs.toFixed(0)} ms`,
);
console.log(
  `search over ${documents} titles, median of 3 runs × ${queries.length * 10} queries: ` +
    `p50 ${median(runs.map((r) => r.p50)).toFixed(1)} ms, p95 ${p95.toFixed(1)} ms (target ≤ 30 ms); ` +
    `/healthz p95 ${base95.toFixed(2)} ms in the same run (${(p95 / base95).toFixed(0)} ×)`,
);
const slowest = [...perQuery]
  .map(([url, ms]) => [decodeURIComponent(url.split("q=")[1]!), median(ms)] as const)
  .sort((a, b) => b[1] - a[1])
  .slice(0, 5);
console.log(`slowest: ${slowest.map(([q, ms]) => `"${q}" ${ms.toFixed(1)} ms`).join(", ")}`);
const ok = right / RELEVANCE.length >= 0.9 && p95 <= 30;
console.log(ok ? "ok" : "OVER TARGET");
process.exitCode = ok ? 0 : 1;
