// bench/auth: argon2id hash time (median of 20) and log-in latency at 10 concurrent requests
// against the real app (PGlite in memory, or PostgreSQL with --database-url), printed as numbers.
//   npx tsx bench/auth/run.ts [--requests 300 --concurrency 10 --postgres postgres://host:5432/db]
// With --postgres the bench creates a throw-away database on that server and drops it after.
// Each request carries its own X-Forwarded-For (TRUST_PROXY=true) so the per-IP log-in limit,
// which is not what is measured, stays out of the way; every log-in succeeds (no failure limit).
import { randomBytes } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { parseArgs } from "node:util";
import { openDatabase } from "@tazama/db";
import pg from "pg";
import { buildApp } from "@tazama/server/app";
import { loadConfig } from "@tazama/server/config";
import { hashPassword } from "../../apps/server/src/modules/accounts/accounts.public.ts";

const { values } = parseArgs({
  options: {
    requests: { type: "string", default: "300" },
    concurrency: { type: "string", default: "10" },
    postgres: { type: "string" },
  },
});
const requests = Number(values.requests);
const concurrency = Number(values.concurrency);

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

// 1. argon2id (m=19456 KiB, t=2, p=1): median of 20 hashes, after 2 warm-up hashes.
for (let i = 0; i < 2; i++) await hashPassword("warm-up-password");
const hashTimes: number[] = [];
for (let i = 0; i < 20; i++) {
  const t0 = performance.now();
  await hashPassword(`bench-password-${i}`);
  hashTimes.push(performance.now() - t0);
}
hashTimes.sort((a, b) => a - b);
console.log(
  `argon2id hash (m=19456, t=2, p=1): median ${((hashTimes[9]! + hashTimes[10]!) / 2).toFixed(1)} ms ` +
    `(min ${hashTimes[0]!.toFixed(1)}, max ${hashTimes[19]!.toFixed(1)}) over 20`,
);

// 2. The app, one account, then log-ins.
const server = values.postgres;
const benchDb = `tazama_bench_${randomBytes(4).toString("hex")}`;
async function admin(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: server });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
let url: string | undefined;
if (server) {
  await admin(`create database "${benchDb}"`);
  const u = new URL(server);
  u.pathname = `/${benchDb}`;
  url = u.toString();
}
const database = url
  ? await openDatabase({ kind: "postgres", url })
  : await openDatabase({ kind: "pglite" });
const dataDir = mkdtempSync(path.join(tmpdir(), "tazama-bench-auth-"));
const config = loadConfig({
  NODE_ENV: "production",
  DATA_DIR: dataDir,
  LOG_LEVEL: "silent",
  TRUST_PROXY: "true",
  SEED_DEMO: "false",
  AUTH_SECRET: randomBytes(32).toString("hex"), // throw-away secrets: production requires them
  MEDIA_TOKEN_SECRET: randomBytes(32).toString("hex"),
  TICKET_SIGNING_KEY: randomBytes(32).toString("base64url"),
});
const app = await buildApp({ config, database, logger: false });
const origin = await app.listen({ host: "127.0.0.1", port: 0 });

let ipCounter = 0;
const nextIp = () => {
  ipCounter += 1;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
};
const post = (route: string, body: unknown) =>
  fetch(`${origin}${route}`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": nextIp() },
    body: JSON.stringify(body),
  });

const email = `bench.${randomBytes(4).toString("hex")}@example.test`;
const password = "bench-baobab-river-42";
const signup = await post("/api/v1/users/signup", {
  name: "Bench User",
  email,
  phone_number: `+2547${String(Date.now() % 1e8).padStart(8, "0")}`,
  password,
  affiliateCodeUsed: null,
  source: "bench",
});
if (signup.status !== 201)
  throw new Error(`sign-up failed: ${signup.status} ${await signup.text()}`);

async function loginRound(
  count: number,
): Promise<{ latencies: number[]; errors: number; ms: number }> {
  const latencies: number[] = [];
  let errors = 0;
  let issued = 0;
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (issued < count) {
        issued += 1;
        const start = performance.now();
        const response = await post("/api/v1/users/login", { email, password });
        await response.arrayBuffer();
        latencies.push(performance.now() - start);
        if (response.status !== 200) errors += 1;
      }
    }),
  );
  return { latencies: latencies.sort((a, b) => a - b), errors, ms: performance.now() - t0 };
}

await loginRound(30); // warm-up
const { latencies, errors, ms } = await loginRound(requests);
console.log(
  `log-in (${url ? "PostgreSQL" : "PGlite"}), ${requests} requests at ${concurrency} concurrent: ` +
    `p50 ${percentile(latencies, 50).toFixed(1)} ms, p95 ${percentile(latencies, 95).toFixed(1)} ms, ` +
    `p99 ${percentile(latencies, 99).toFixed(1)} ms, ${((requests / ms) * 1000).toFixed(0)} log-ins/s, ` +
    `errors ${errors}`,
);
await app.close();
await database.close();
if (server) await admin(`drop database "${benchDb}"`);
process.exit(errors === 0 ? 0 : 1);
