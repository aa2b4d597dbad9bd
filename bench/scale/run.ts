// bench/scale (issue 20): the scaled-out site (deploy/stack.ts: this machine's PostgreSQL and
// Redis, one worker, N API processes behind the deploy/ nginx edge) under a mixed load, all
// through nginx at once for --seconds:
//   catalogue   GET the app's catalogue JSON            (wrk)
//   title       GET title pages (HTML), 25 titles        (wrk, rotating)
//   sign-in     POST log-ins of the bench's viewers      (Node, each from an address of its own)
//   rent        POST rentals from funded wallets         (Node, an Idempotency-Key each)
//   stream      POST a stream request, GET its playlist  (Node)
// Three rounds on one database: one API process; two; two with one killed (SIGKILL) at
// --kill-at s. Prints requests/s, p50/p99 and errors per kind and round, then checks the books:
// every wallet equals its ledger, none is negative, and no rental is half-done (an entitlement
// paid from a wallet without its ledger entry, or an entry without its entitlement).
//   npm run bench:scale [-- --seconds 20 --kill-at 10]
import { execFileSync } from "node:child_process";
import { randomInt, randomUUID } from "node:crypto";
import { writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import pg from "pg";
import { type Stack, startStack } from "../../deploy/stack.ts";
import { rotatingPathsScript, wrk, type WrkResult } from "../lib/wrk.ts";

const { values } = parseArgs({
  options: {
    seconds: { type: "string", default: "20" },
    "kill-at": { type: "string", default: "10" },
    buyers: { type: "string", default: "12" },
    postgres: {
      type: "string",
      default: process.env.BENCH_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/postgres",
    },
    redis: { type: "string", default: process.env.BENCH_REDIS_URL ?? "redis://127.0.0.1:6379" },
  },
});
const seconds = Number(values.seconds);
const killAt = Number(values["kill-at"]);
const buyers = Number(values.buyers);
const root = path.resolve(import.meta.dirname, "../..");
const DATABASE = "tazama_bench_scale";

execFileSync("bash", ["scripts/ensure-system-deps.sh", "wrk", "nginx"], {
  cwd: root,
  stdio: "inherit",
});

interface KindResult {
  requests: number;
  errors: number;
  rps: number;
  p50Ms: number;
  p99Ms: number;
  note?: string;
}

function percentile(sorted: number[], p: number): number {
  return sorted.length === 0
    ? 0
    : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

function fromWrk(result: WrkResult): KindResult {
  return {
    requests: Math.round(result.requestsPerSec * seconds),
    errors: result.errors,
    rps: result.requestsPerSec,
    p50Ms: result.p50Ms,
    p99Ms: result.p99Ms,
    note: result.errorKinds,
  };
}

/** Runs `one` in `workers` loops until `endsAt`; times each call; counts non-2xx and failures. */
async function loop(
  workers: number,
  endsAt: number,
  one: (worker: number, n: number) => Promise<number>,
): Promise<KindResult> {
  const times: number[] = [];
  let errors = 0;
  const statuses = new Map<string, number>();
  const started = performance.now();
  await Promise.all(
    Array.from({ length: workers }, async (_, worker) => {
      for (let n = 0; Date.now() < endsAt; n += 1) {
        const t0 = performance.now();
        const status = await one(worker, n).catch(() => 0);
        times.push(performance.now() - t0);
        if (status < 200 || status >= 300) {
          errors += 1;
          statuses.set(String(status), (statuses.get(String(status)) ?? 0) + 1);
        }
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  times.sort((a, b) => a - b);
  return {
    requests: times.length,
    errors,
    rps: times.length / elapsed,
    p50Ms: percentile(times, 50),
    p99Ms: percentile(times, 99),
    note: [...statuses].map(([s, n]) => `${s === "0" ? "failed" : s} ${n}`).join(", "),
  };
}

interface Viewer {
  email: string;
  password: string;
  cookie: string;
  address: string;
}

const PASSWORD = "tall-baobab-river-42";

/** Signs a viewer up through the edge and funds their wallet through the sandbox checkout. */
async function makeViewer(stack: Stack, i: number, amount: number): Promise<Viewer> {
  const address = `10.91.${i >> 8}.${i & 255}`;
  const email = `scale.${randomUUID()}@example.test`;
  const signup = await fetch(`${stack.origin}/api/v1/users/signup`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": address },
    body: JSON.stringify({
      name: `Scale Viewer ${i}`,
      email,
      phone_number: `+2547${String(randomInt(10_000_000, 99_999_999))}`,
      password: PASSWORD,
      affiliateCodeUsed: null,
      source: "tazama-web",
    }),
  });
  if (signup.status !== 201) throw new Error(`sign-up ${signup.status}: ${await signup.text()}`);
  const cookie = signup.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  const checkout = await fetch(`${stack.origin}/api/v1/mps/checkout`, {
    method: "POST",
    headers: {
      cookie,
      "content-type": "application/json",
      "idempotency-key": `scale-${randomUUID()}`,
      "x-forwarded-for": address,
    },
    body: JSON.stringify({ amount, currency: "NGN", provider: "sandbox" }),
  });
  if (!checkout.ok) throw new Error(`checkout ${checkout.status}: ${await checkout.text()}`);
  const { reference } = (await checkout.json()) as { reference: string };
  // The sandbox's approval answers on loopback only: straight to an API process.
  const approve = await fetch(
    `http://127.0.0.1:${stack.apis[0]!.port}/sandbox/checkout/${reference}/approve`,
    { method: "POST", headers: { cookie }, redirect: "manual" },
  );
  if (approve.status !== 303) throw new Error(`approve ${approve.status}`);
  return { email, password: PASSWORD, cookie, address };
}

async function books(client: pg.Client) {
  const { rows } = await client.query<{
    off: string;
    negative: string;
    unpaid: string;
    orphan: string;
  }>(
    `select
       (select count(*) from wallets w
          left join (select wallet_id, sum(amount_minor) s from ledger_entries group by wallet_id) l
            on l.wallet_id = w.id
         where w.balance_minor <> coalesce(l.s, 0)) as off,
       (select count(*) from wallets where balance_minor < 0) as negative,
       (select count(*) from entitlements e
         where e.source = 'wallet' and e.kind <> 'pass'
           and not exists (select 1 from ledger_entries l where l.reference = 'entitlement:' || e.id)) as unpaid,
       (select count(*) from ledger_entries l
         where l.reference like 'entitlement:%'
           and not exists (select 1 from entitlements e where 'entitlement:' || e.id = l.reference)) as orphan`,
  );
  return rows[0]!;
}

const stackOptions = (apis: number, fresh: boolean, demoMedia: boolean) => ({
  apis,
  port: 0,
  dataDir: path.join(tmpdir(), "tazama-bench-scale"),
  postgresUrl: values.postgres,
  database: DATABASE,
  fresh,
  redisUrl: values.redis,
  env: { DEMO_MEDIA: String(demoMedia) },
});

function benchDatabase(): pg.Client {
  const url = new URL(values.postgres);
  url.pathname = `/${DATABASE}`;
  return new pg.Client({ connectionString: url.toString() });
}

const STREAM_REF = "oshodi-overtime";
const streamRequest = (origin: string) =>
  fetch(`${origin}/api/v1/content/stream/request`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": "10.92.0.1" },
    body: JSON.stringify({ ref: STREAM_REF, kind: "trailer" }),
  });

/**
 * A fresh site whose worker transcodes the first demo trailer; then the rest of the demo's
 * transcodes are called off, so the rounds measure the site without ffmpeg on the same cores.
 */
async function prepare(): Promise<void> {
  const stack = await startStack(stackOptions(1, true, true));
  try {
    const waitUntil = Date.now() + 600_000;
    while (!(await streamRequest(stack.origin)).ok) {
      if (Date.now() > waitUntil) throw new Error("no trailer after 10 minutes");
      await new Promise((resolve) => setTimeout(resolve, 2_000));
    }
  } finally {
    await stack.stop();
  }
  const client = benchDatabase();
  await client.connect();
  try {
    await client.query(
      "update media_assets set status = 'failed' where status not in ('ready', 'failed')",
    );
    await client.query("delete from pgboss.job where state in ('created', 'retry', 'active')");
  } finally {
    await client.end();
  }
}

async function round(label: string, apis: number, kill: boolean) {
  const stack = await startStack(stackOptions(apis, false, false));
  const client = benchDatabase();
  await client.connect();
  try {
    const { rows: titles } = await client.query<{ ref: string; rent: number }>(
      `select t.ref, p.rent_minor as rent from titles t
         join prices p on p.title_id = t.id and p.currency = 'NGN'
        where not t.is_free and t.status = 'published' order by t.id limit 25`,
    );
    // Rentable: sold only once a main video is ready (as bench/money, a stand-in row).
    await client.query(
      `insert into media_assets (title_id, kind, status, source_path, storage_key, key_hex, duration_s)
       select t.id, 'main', 'ready', '/nonexistent/bench.mp4', 'bench-' || t.id, md5(t.ref), 60
         from titles t where t.ref = any($1) on conflict do nothing`,
      [titles.map((t) => t.ref)],
    );
    const budget = titles.reduce((n, t) => n + t.rent, 0) * 4;
    const viewers: Viewer[] = [];
    for (let i = 0; i < buyers; i += 1) viewers.push(await makeViewer(stack, i + 1, budget));

    if (!(await streamRequest(stack.origin)).ok) throw new Error("the prepared trailer is gone");

    const pathsFile = path.join(tmpdir(), `tazama-scale-paths-${process.pid}.lua`);
    writeFileSync(
      pathsFile,
      rotatingPathsScript(titles.map((t) => `/view/${encodeURIComponent(t.ref)}`)),
    );
    const endsAt = Date.now() + seconds * 1000;
    const death = { killed: null as string | null };
    if (kill) {
      setTimeout(() => {
        const victim = stack.apis[0]!;
        victim.child.kill("SIGKILL");
        death.killed = `API on ${victim.port} killed at ${killAt} s`;
      }, killAt * 1000).unref();
    }
    let rentals = 0;
    const [catalogue, title, signIn, rent, stream] = await Promise.all([
      wrk(`${stack.origin}/api/tazama-app-cache?build=1&platform=web`, {
        connections: 8,
        seconds,
        threads: 1,
        headers: { "accept-encoding": "br, gzip" },
      }).then(fromWrk),
      wrk(`${stack.origin}/`, {
        connections: 8,
        seconds,
        threads: 1,
        script: pathsFile,
        headers: { "accept-encoding": "br, gzip" },
      }).then(fromWrk),
      loop(4, endsAt, async (worker, n) => {
        const viewer = viewers[(worker * 97 + n) % viewers.length]!;
        const res = await fetch(`${stack.origin}/api/v1/users/login`, {
          method: "POST",
          headers: {
            "content-type": "application/json",
            "x-forwarded-for": `10.93.${worker}.${n % 250}`,
          },
          body: JSON.stringify({ email: viewer.email, password: viewer.password }),
        });
        await res.arrayBuffer();
        return res.status;
      }),
      loop(4, endsAt, async (worker, n) => {
        const viewer = viewers[(worker + n * 4) % viewers.length]!;
        const title = titles[(n + worker * 7) % titles.length]!;
        const res = await fetch(`${stack.origin}/api/v1/users/buy`, {
          method: "POST",
          headers: {
            cookie: viewer.cookie,
            "content-type": "application/json",
            "idempotency-key": `scale-${randomUUID()}`,
            "x-forwarded-for": viewer.address,
          },
          body: JSON.stringify({ ref: title.ref, kind: "rent" }),
        });
        await res.arrayBuffer();
        if (res.status === 201) rentals += 1;
        // Renting what one already rents is refused (409): a normal answer, not an error.
        return res.status === 409 ? 200 : res.status;
      }),
      loop(4, endsAt, async () => {
        const res = await streamRequest(stack.origin);
        if (!res.ok) return res.status;
        const grant = (await res.json()) as { manifestUrl: string };
        const playlist = await fetch(new URL(grant.manifestUrl, stack.origin));
        await playlist.arrayBuffer();
        return playlist.status;
      }),
    ]);
    const after = await books(client);
    return {
      label,
      killed: death.killed,
      rentals,
      kinds: { catalogue, title, "sign-in": signIn, rent, stream },
      books: after,
    };
  } finally {
    await client.end();
    await stack.stop();
  }
}

await prepare();
const results = [
  await round("1 API process", 1, false),
  await round("2 API processes", 2, false),
  await round("2 API processes, one killed", 2, true),
];

for (const result of results) {
  console.log(`\n${result.label}${result.killed ? ` (${result.killed})` : ""}, ${seconds} s:`);
  for (const [kind, r] of Object.entries(result.kinds)) {
    console.log(
      `  ${kind.padEnd(10)} ${r.rps.toFixed(0).padStart(6)} req/s  p50 ${r.p50Ms.toFixed(1).padStart(6)} ms  p99 ${r.p99Ms.toFixed(1).padStart(7)} ms  errors ${r.errors}${r.note ? ` (${r.note})` : ""}`,
    );
  }
  const b = result.books;
  console.log(
    `  books: ${result.rentals} rentals; wallets off their ledger ${b.off}, negative ${b.negative}, half-done rentals ${Number(b.unpaid) + Number(b.orphan)}`,
  );
}
const total = (r: (typeof results)[number]) =>
  Object.values(r.kinds).reduce((n, k) => n + k.rps, 0);
console.log(
  `\nscaling 1 → 2 API processes: ${(total(results[1]!) / total(results[0]!)).toFixed(2)}× requests/s (2 cores: nginx, PostgreSQL, the worker, wrk and this generator share them)`,
);
const bad = results.some(
  (r) =>
    Number(r.books.off) +
      Number(r.books.negative) +
      Number(r.books.unpaid) +
      Number(r.books.orphan) >
    0,
);
const killedRound = results[2]!;
const getErrors = killedRound.kinds.catalogue.errors + killedRound.kinds.title.errors;
console.log(`idempotent GETs failed while an API process died: ${getErrors}`);
if (bad || getErrors > 0) process.exitCode = 1;
