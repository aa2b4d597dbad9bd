// bench/recommendations (issue 16): the neighbours rebuild over 2,000 titles × 100,000 finished
// views (target ≤ 10 s) and the request p95 of Top picks and More like this (target ≤ 20 ms),
// beside GET /healthz measured in the same run as the baseline. Median of 3 runs.
//   npx tsx bench/recommendations/run.ts [--titles 2000 --views 100000]
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/recommendations/run.ts
import { randomUUID } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { buildApp } from "@tazama/server/app";
import { loadConfig } from "@tazama/server/config";
import { median, openBenchDatabase, percentile } from "../lib/bench-database.ts";
import { syntheticTitles } from "../lib/synthetic-titles.ts";
import { timedInject } from "../lib/timed-inject.ts";

const { values } = parseArgs({
  options: {
    titles: { type: "string", default: "2000" },
    views: { type: "string", default: "100000" },
  },
});
const titleCount = Number(values.titles);
const viewCount = Number(values.views);
const PER_VIEWER = 10;

const { database, drop } = await openBenchDatabase("recommendations");
const titleIds = await syntheticTitles(database, titleCount);

// Viewers in 20 taste clusters: each finishes titles mostly from its cluster's slice.
const viewers = Math.ceil(viewCount / PER_VIEWER);
let seed = 11;
const next = () => {
  seed = (seed * 48_271) % 2_147_483_647;
  return seed / 2_147_483_647;
};
const userIds: string[] = [];
for (let i = 0; i < viewers; i += 1_000) {
  const batch = Array.from({ length: Math.min(1_000, viewers - i) }, (_, k) => {
    const id = `bench-viewer-${i + k}`;
    userIds.push(id);
    return `('${id}', 'Bench Viewer', '${id}@bench.invalid', 'B${String(i + k).padStart(9, "0")}')`;
  });
  await database.raw.query(
    `insert into users (id, name, email, affiliate_code) values ${batch.join(",")}`,
  );
}
const slice = Math.floor(titleCount / 20);
for (let v = 0; v < viewers; v += 200) {
  const rows: string[] = [];
  for (let k = v; k < Math.min(viewers, v + 200); k += 1) {
    const cluster = k % 20;
    const chosen = new Set<number>();
    while (chosen.size < PER_VIEWER) {
      const inCluster = next() < 0.8;
      const index = inCluster
        ? cluster * slice + Math.floor(next() ** 2 * slice)
        : Math.floor(next() * titleCount);
      chosen.add(titleIds[index]!);
    }
    for (const titleId of chosen) rows.push(`('bench-viewer-${k}', ${titleId}, 5300, 5400)`);
  }
  await database.raw.query(
    `insert into playback_progress (user_id, title_id, position_s, duration_s) values ${rows.join(",")}`,
  );
}

const dataDir = mkdtempSync(path.join(tmpdir(), "tazama-bench-recommendations-"));
const config = loadConfig({
  NODE_ENV: "test",
  DATA_DIR: dataDir,
  LOG_LEVEL: "silent",
  WEB_DIST_DIR: path.join(dataDir, "no-web-build"),
});
const app = await buildApp({ config, database, logger: false });
await app.ready();

// A signed-in viewer with a history like the others'.
const signup = await app.inject({
  method: "POST",
  url: "/api/v1/users/signup",
  payload: {
    name: "Bench Viewer",
    email: `bench.${randomUUID()}@example.test`,
    phone_number: "+254711000999",
    password: "tall-baobab-river-42",
    affiliateCodeUsed: null,
    source: "tazama-web",
  },
});
if (signup.statusCode !== 201) throw new Error(`sign-up: ${signup.statusCode} ${signup.body}`);
const cookie = signup.cookies.map((c) => `${c.name}=${c.value}`).join("; ");
const uid = signup.json<{ user: { uid: string } }>().user.uid;
await database.raw.query(
  `insert into playback_progress (user_id, title_id, position_s, duration_s)
   select $1, unnest($2::int[]), 5300, 5400`,
  [uid, titleIds.slice(0, PER_VIEWER)],
);
const { rows: refs } = await database.raw.query<{ ref: string }>(
  "select ref from titles where id = any($1) order by id",
  [titleIds.slice(0, 50)],
);

const timed = (url: string, rounds: number, withCookie = false) =>
  timedInject(app, url, rounds, withCookie ? { cookie } : {});

const runs: { rebuild: number; pairs: number; home: number; like: number; base: number }[] = [];
for (let run = 0; run < 3; run += 1) {
  const started = performance.now();
  const pairs = await app.recommendations.recompute();
  const rebuild = performance.now() - started;
  const home = await timed("/api/v1/recommendations/home", 200, true);
  const like: number[] = [];
  for (const { ref } of refs) like.push(...(await timed(`/api/v1/recommendations?ref=${ref}`, 4)));
  const base = await timed("/healthz", 200);
  runs.push({
    rebuild,
    pairs,
    home: percentile(home, 95),
    like: percentile(like, 95),
    base: percentile(base, 95),
  });
}
await app.close();
await database.close();
await drop();

const rebuild = median(runs.map((r) => r.rebuild));
const home = median(runs.map((r) => r.home));
const like = median(runs.map((r) => r.like));
const base = median(runs.map((r) => r.base));
console.log(`database: ${database.kind}`);
console.log(
  `data: ${titleCount} titles, ${viewers} viewers, ${viewers * PER_VIEWER} finished views; ` +
    `${runs[0]!.pairs} neighbour pairs kept`,
);
console.log(`rebuild: median ${(rebuild / 1000).toFixed(2)} s of 3 (target ≤ 10 s)`);
console.log(
  `p95: Top picks ${home.toFixed(1)} ms, More like this ${like.toFixed(1)} ms (target ≤ 20 ms); ` +
    `/healthz ${base.toFixed(2)} ms in the same run (${(home / base).toFixed(0)} ×, ${(like / base).toFixed(0)} ×)`,
);
const ok = rebuild <= 10_000 && home <= 20 && like <= 20;
console.log(ok ? "ok" : "OVER TARGET");
process.exitCode = ok ? 0 : 1;
