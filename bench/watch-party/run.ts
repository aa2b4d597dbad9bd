// bench/watch-party (issue 15): how closely the members of a watch party stay together, and how
// fast a host's command reaches a big room.
//  (1) Drift: --members viewers (default 5) in Debian's Chromium, the last one on a 1.6 Mbps /
//      150 ms network, watch the demo film together for --seconds (default 60; the 30-s film is
//      started again by the host when it ends). Each player is sampled every 250 ms; pairwise drift
//      counts after the first 10 s of each start, and the slow member's samples while it stalls
//      are left out. Targets: p95 ≤ 100 ms between unthrottled members, ≤ 250 ms with the slow one.
//  (2) Fan-out: --fanout members without video (WebSockets from this process) in one party; the
//      host sends --commands seeks; each member's wait from a send to the message carrying it is a
//      sample. Target: p95 ≤ 50 ms.
// Both on one server (embedded database), then, when BENCH_DATABASE_URL is set, with the members
// split across two server processes on one PostgreSQL database (rooms fan out by LISTEN/NOTIFY).
// Exits 1 when a target is missed.
//   npm run build -w @tazama/web
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:watch-party
import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import path from "node:path";
import { parseArgs } from "node:util";
import { chromium } from "@playwright/test";
import { PARTY_SOCKETS_PER_PERSON } from "@tazama/contracts";
import pg from "pg";
import { CHROMIUM_ARGS } from "../../e2e/playwright.config.ts";
import { type AppServer, serverReady, startAppServer } from "../lib/app-server.ts";
import { percentile } from "../lib/bench-database.ts";
import { type BenchAccount, signUp, startParty } from "./accounts.ts";
import { driftSamples } from "./drift.ts";
import { measureFanOut } from "./fan-out.ts";
import { watchTogether } from "./members.ts";

const TARGETS = { steadyP95: 100, throttledP95: 250, fanOutP95: 50 };
const FREE_REF = "highlife-at-the-palm-grove";
const root = path.resolve(import.meta.dirname, "../..");
const { values } = parseArgs({
  options: {
    dist: { type: "string", default: process.env.WEB_DIST_DIR ?? "apps/web/dist" },
    port: { type: "string", default: "4310" },
    data: { type: "string", default: "/tmp/tazama-bench-party" },
    members: { type: "string", default: "5" },
    seconds: { type: "string", default: "60" },
    fanout: { type: "string", default: "500" },
    commands: { type: "string", default: "20" },
    height: { type: "string", default: "360" },
  },
});
const port = Number(values.port);

execFileSync("bash", ["scripts/ensure-system-deps.sh", "chromium", "ffmpeg"], {
  cwd: root,
  stdio: "inherit",
});

const env = { TRUST_PROXY: "true" };

/** Until the demo film's main video is ready (the first start transcodes it). */
async function filmReady(server: AppServer) {
  await serverReady(server);
  await server.until("the demo film", 900_000, async () => {
    const response = await fetch(`${server.origin}/api/v1/content/stream/request`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ ref: FREE_REF, kind: "main" }),
    });
    return response.ok;
  });
}

const ms = (n: number) => `${Math.round(n)} ms`;
const stats = (list: number[]) =>
  list.length === 0
    ? "no samples"
    : `p50 ${ms(percentile(list, 50))}, p95 ${ms(percentile(list, 95))} (${list.length} samples)`;

interface Result {
  label: string;
  steady: number[];
  throttled: number[];
  fanOut: number[];
}

async function measure(label: string, origins: string[]): Promise<Result> {
  const browser = await chromium.launch({
    executablePath: "/usr/bin/chromium",
    args: [...CHROMIUM_ARGS, "--autoplay-policy=no-user-gesture-required"],
  });
  try {
    const members = Number(values.members);
    const rounds = await watchTogether({
      browser,
      origins,
      ref: FREE_REF,
      members,
      seconds: Number(values.seconds),
      height: Number(values.height),
    });
    const drift = driftSamples(rounds, { settleS: 10, throttled: new Set([members - 1]) });
    const host = await signUp(origins[0]!, "Fan-out host");
    // A person may open PARTY_SOCKETS_PER_PERSON sockets in a room: one guest per three members.
    const guests: BenchAccount[] = [];
    const fanout = Number(values.fanout);
    for (let i = 1; i < fanout; i += PARTY_SOCKETS_PER_PERSON) {
      guests.push(await signUp(origins[0]!, `Fan-out guest ${guests.length + 1}`));
    }
    const code = await startParty(origins[0]!, host, FREE_REF);
    const fanOut = await measureFanOut({
      origins,
      code,
      host,
      guests,
      members: fanout,
      commands: Number(values.commands),
    });
    return { label, ...drift, fanOut };
  } finally {
    await browser.close();
  }
}

const results: Result[] = [];
const one = startAppServer({ port: String(port), dataDir: values.data, distDir: values.dist, env });
try {
  await filmReady(one);
  results.push(await measure("one server (embedded database)", [one.origin]));
} finally {
  one.stop();
}

const serverUrl = process.env.BENCH_DATABASE_URL;
if (serverUrl) {
  const name = `tazama_bench_party_${randomBytes(3).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const shared = {
    dataDir: values.data,
    distDir: values.dist,
    env: { ...env, DATABASE_URL: url.toString() },
  };
  const first = startAppServer({ ...shared, port: String(port + 1) });
  let second: AppServer | null = null;
  try {
    await filmReady(first);
    second = startAppServer({ ...shared, port: String(port + 2) });
    await serverReady(second);
    results.push(await measure("two processes, PostgreSQL", [first.origin, second.origin]));
  } finally {
    first.stop();
    second?.stop();
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.end();
  }
}

let missed = false;
for (const r of results) {
  console.log(`\n${r.label}`);
  console.log(`  drift between unthrottled members: ${stats(r.steady)}`);
  console.log(`  drift with the 1.6 Mbps member (outside its stalls): ${stats(r.throttled)}`);
  console.log(`  command fan-out to ${values.fanout} members: ${stats(r.fanOut)}`);
  missed ||=
    percentile(r.steady, 95) > TARGETS.steadyP95 ||
    percentile(r.throttled, 95) > TARGETS.throttledP95 ||
    percentile(r.fanOut, 95) > TARGETS.fanOutP95;
}
console.log(
  `\ntargets: p95 ≤ ${TARGETS.steadyP95} ms unthrottled, ≤ ${TARGETS.throttledP95} ms throttled, fan-out p95 ≤ ${TARGETS.fanOutP95} ms`,
);
process.exit(missed ? 1 : 0);
