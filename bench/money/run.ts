// bench/money: purchase latency under 20 concurrent buyers (issue 5, "purchase p95").
// 20 users sign up, top up through the sandbox checkout (a real signed webhook), then all buy at
// once over HTTP: each rents titles one after another (--per-buyer purchases), every request with
// its own Idempotency-Key. Prints p50/p95/p99 and throughput, and checks the books afterwards
// (no negative balance; every balance equals its ledger sum).
//   npx tsx bench/money/run.ts [--buyers 20 --per-buyer 25]
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/money/run.ts
import { randomBytes, randomUUID } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { seedCatalogue } from "@tazama/db";
import { buildApp } from "@tazama/server/app";
import { loadConfig } from "@tazama/server/config";
import { openBenchDatabase } from "../lib/bench-database.ts";

const { values } = parseArgs({
  options: {
    buyers: { type: "string", default: "20" },
    "per-buyer": { type: "string", default: "25" },
  },
});
const buyers = Number(values.buyers);
const perBuyer = Number(values["per-buyer"]);

const { database, drop } = await openBenchDatabase("money");
await seedCatalogue(database.db);
const dataDir = mkdtempSync(path.join(tmpdir(), "tazama-bench-money-"));
const config = loadConfig({
  NODE_ENV: "test",
  DATA_DIR: dataDir,
  LOG_LEVEL: "silent",
  WEB_DIST_DIR: path.join(dataDir, "no-web-build"),
  SANDBOX_WEBHOOK_SECRET: randomBytes(32).toString("hex"),
});
const app = await buildApp({ config, database, logger: false });
const address = await app.listen({ host: "127.0.0.1", port: 0 });

const { rows: titles } = await database.raw.query<{ ref: string; rent: number }>(
  `select t.ref, p.rent_minor as rent from titles t join prices p on p.title_id = t.id and p.currency = 'NGN'
    where not t.is_free order by t.id limit $1`,
  [perBuyer],
);
if (titles.length < perBuyer) throw new Error(`only ${titles.length} priced titles`);
// Titles are sold only once their main video is ready (issue 12): mark these as having one.
await database.raw.query(
  `insert into media_assets (title_id, kind, status, source_path, storage_key, key_hex, duration_s)
   select t.id, 'main', 'ready', '/nonexistent/bench.mp4', 'bench-' || t.id, md5(t.ref), 60
     from titles t where t.ref = any($1) on conflict do nothing`,
  [titles.map((t) => t.ref)],
);
const budget = titles.reduce((n, t) => n + t.rent, 0);

async function makeBuyer(i: number): Promise<string> {
  const signup = await app.inject({
    method: "POST",
    url: "/api/v1/users/signup",
    remoteAddress: `10.77.${i >> 8}.${i & 255}`,
    payload: {
      name: `Bench Buyer ${i}`,
      email: `bench.${randomUUID()}@example.test`,
      phone_number: `+2547${String(10_000_000 + i * 7919).slice(-8)}`,
      password: "tall-baobab-river-42",
      affiliateCodeUsed: null,
      source: "tazama-web",
    },
  });
  if (signup.statusCode !== 201) throw new Error(`sign-up: ${signup.statusCode} ${signup.body}`);
  const cookie = signup.cookies.map((c) => `${c.name}=${c.value}`).join("; ");
  // Top up through the sandbox: checkout → hosted page → Approve → signed webhook.
  const checkout = await fetch(`${address}/api/v1/mps/checkout`, {
    method: "POST",
    headers: {
      cookie,
      "content-type": "application/json",
      "idempotency-key": `bench-${randomUUID()}`,
    },
    body: JSON.stringify({ amount: budget, currency: "NGN", provider: "sandbox" }),
  });
  const { reference } = (await checkout.json()) as { reference: string };
  const approve = await fetch(`${address}/sandbox/checkout/${reference}/approve`, {
    method: "POST",
    headers: { cookie },
    redirect: "manual",
  });
  if (approve.status !== 303) throw new Error(`approve: ${approve.status}`);
  return cookie;
}

const cookies: string[] = [];
for (let i = 0; i < buyers; i += 1) cookies.push(await makeBuyer(i + 1));

async function purchase(cookie: string, ref: string): Promise<{ ms: number; status: number }> {
  const started = performance.now();
  const res = await fetch(`${address}/api/v1/users/buy`, {
    method: "POST",
    headers: {
      cookie,
      "content-type": "application/json",
      "idempotency-key": `bench-${randomUUID()}`,
    },
    body: JSON.stringify({ ref, kind: "rent" }),
  });
  await res.arrayBuffer();
  return { ms: performance.now() - started, status: res.status };
}

// No warm-up round: the budget covers exactly the measured purchases (the first round is 1/25th).
const wall = performance.now();
const samples = (
  await Promise.all(
    cookies.map(async (cookie) => {
      const mine: { ms: number; status: number }[] = [];
      for (const title of titles) mine.push(await purchase(cookie, title.ref));
      return mine;
    }),
  )
).flat();
const seconds = (performance.now() - wall) / 1000;

const ok = samples.filter((s) => s.status === 201);
const sorted = ok.map((s) => s.ms).sort((a, b) => a - b);
const pct = (p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
const { rows: books } = await database.raw.query<{ bad: string; negative: string }>(
  `select count(*) filter (where w.balance_minor <> coalesce(l.sum, 0)) as bad,
          count(*) filter (where w.balance_minor < 0) as negative
     from wallets w left join (select wallet_id, sum(amount_minor) as sum from ledger_entries group by wallet_id) l
       on l.wallet_id = w.id`,
);

await app.close();
await database.close();
await drop();

console.log(`database ${process.env.BENCH_DATABASE_URL ? "PostgreSQL" : "PGlite (embedded)"}`);
console.log(
  `${buyers} concurrent buyers × ${perBuyer} rentals = ${samples.length} purchases over HTTP`,
);
console.log(`succeeded ${ok.length}, other statuses ${samples.length - ok.length}`);
console.log(
  `latency p50 ${pct(50).toFixed(1)} ms  p95 ${pct(95).toFixed(1)} ms  p99 ${pct(99).toFixed(1)} ms  max ${sorted.at(-1)!.toFixed(1)} ms`,
);
console.log(`throughput ${(ok.length / seconds).toFixed(0)} purchases/s`);
console.log(`books: ${books[0]!.bad} wallets off their ledger, ${books[0]!.negative} negative`);
process.exit(ok.length === samples.length && Number(books[0]!.bad) === 0 ? 0 : 1);
