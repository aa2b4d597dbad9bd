// bench/watch-party/storm.ts (issue 39, item 5): one guest storms a watch party, as in the
// finding: 50 sockets, 4,800 buffering toggles in 5 s (96 a socket, one every ~52 ms). Measured,
// for each server: GET /api/v1/genres (median, p95) while nothing happens, then during the storm;
// how many of the guest's sockets the room lets in and how it closes the rest; the pause/resume
// (`timeline`) messages the host's socket gets; the writes of the party's row (a trigger counts
// every UPDATE, from the play before the storm to the room's close after it).
// With --baseline DIR (a checkout of the code before the change, with node_modules), the same
// storm runs against it and this checkout alternately, --rounds times each; medians are quoted.
//   npm run bench:party-storm -- --baseline /tmp/party-base [--rounds 3] [--db postgres]
// --db postgres runs each server on its own database under BENCH_DATABASE_URL (default
// postgres://postgres@127.0.0.1:5432/postgres) instead of the embedded one.
import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { loadavg } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import type { PartyServerMessage } from "@tazama/contracts";
import { openDatabase } from "@tazama/db";
import pg from "pg";
import WebSocket from "ws";
import { median, percentile } from "../lib/bench-database.ts";
import { type BenchAccount, signUp, startParty } from "./accounts.ts";

const FREE_REF = "highlife-at-the-palm-grove";
const here = path.resolve(import.meta.dirname, "../..");
const { values } = parseArgs({
  options: {
    baseline: { type: "string" },
    rounds: { type: "string", default: "2" },
    port: { type: "string", default: "4330" },
    data: { type: "string", default: "/tmp/tazama-bench-storm" },
    db: { type: "string", default: "pglite" },
    sockets: { type: "string", default: "50" },
    toggles: { type: "string", default: "4800" },
    seconds: { type: "string", default: "5" },
    "gap-ms": { type: "string", default: "50" },
  },
});
const SOCKETS = Number(values.sockets);
const TOGGLES = Number(values.toggles);
const STORM_MS = Number(values.seconds) * 1000;
const GAP_MS = Number(values["gap-ms"]);
const usePostgres = values.db === "postgres";
const serverUrl = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Counts every UPDATE of a party's row, by its code. */
const COUNT_WRITES_SQL = `
  create table if not exists bench_party_writes (code text not null);
  create or replace function bench_count_party_write() returns trigger language plpgsql as $$
    begin insert into bench_party_writes values (new.code); return new; end $$;
  drop trigger if exists bench_count_party_writes on watch_parties;
  create trigger bench_count_party_writes after update on watch_parties
    for each row execute function bench_count_party_write();`;

interface Target {
  label: string;
  root: string;
  port: number;
  dataDir: string;
  /** PostgreSQL: this server's own database. */
  databaseUrl?: string;
}

/** The server of checkout `root` (its own code, this machine's node_modules), as the benches run it. */
function start(target: Target): { child: ChildProcess; origin: string } {
  const child = spawn(process.execPath, ["--import", "tsx", "apps/server/src/server.ts"], {
    cwd: target.root,
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      ...process.env,
      NODE_ENV: "test",
      HOST: "127.0.0.1",
      PORT: String(target.port),
      DATA_DIR: target.dataDir,
      DATABASE_URL: target.databaseUrl ?? "",
      LOG_LEVEL: "warn",
      TRUST_PROXY: "true",
      // No transcoding meanwhile: the free film's party needs no video to be joined.
      DEMO_MEDIA: "false",
    },
  });
  return { child, origin: `http://127.0.0.1:${target.port}` };
}

async function ready(origin: string, child: ChildProcess) {
  const deadline = Date.now() + 600_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode})`);
    const ok = await fetch(`${origin}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await sleep(500);
  }
  throw new Error("the server did not start");
}

/** SIGTERM, and until it has exited (its shutdown writes what waits). */
async function stop(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  await exited;
}

type Query = (text: string, params?: unknown[]) => Promise<{ rows: unknown[] }>;

/** Runs `work` on the target's database (the embedded one only while no server holds it). */
async function onDatabase<T>(target: Target, work: (query: Query) => Promise<T>): Promise<T> {
  if (target.databaseUrl) {
    const client = new pg.Client({ connectionString: target.databaseUrl });
    await client.connect();
    try {
      return await work((text, params) => client.query(text, params));
    } finally {
      await client.end();
    }
  }
  const database = await openDatabase({ kind: "pglite", dataDir: pgliteDir(target) });
  try {
    return await work((text, params) => database.raw.query(text, params));
  } finally {
    await database.close();
  }
}

const pgliteDir = (target: Target) => path.join(target.dataDir, "db");

async function writesOf(target: Target, code: string): Promise<number> {
  return onDatabase(target, async (query) => {
    const { rows } = await query(
      "select count(*)::int as n from bench_party_writes where code = $1",
      [code],
    );
    return (rows[0] as { n: number } | undefined)?.n ?? 0;
  });
}

/** CPU time (user + system, ms) the server process has used so far (Linux /proc, 100 ticks/s). */
function cpuMs(child: ChildProcess): number {
  const fields = readFileSync(`/proc/${child.pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  // utime and stime, fields 14 and 15 of stat (11 and 12 after the command's name).
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** GET /api/v1/genres one after another, one every GAP_MS at most, for `ms`. */
async function genresLatency(origin: string, ms: number): Promise<number[]> {
  const samples: number[] = [];
  const until = Date.now() + ms;
  while (Date.now() < until) {
    const next = Date.now() + GAP_MS;
    const t0 = performance.now();
    const response = await fetch(`${origin}/api/v1/genres`);
    await response.arrayBuffer();
    samples.push(performance.now() - t0);
    await sleep(Math.max(0, next - Date.now()));
  }
  return samples;
}

interface Member {
  socket: WebSocket;
  received: PartyServerMessage[];
  /** "in" once welcomed; the close code if the room closed it first. */
  outcome: Promise<"in" | number>;
}

function member(origin: string, code: string, account: BenchAccount): Member {
  const url = `${origin.replace(/^http/, "ws")}/api/v1/watch-party/socket?party=${code}`;
  const socket = new WebSocket(url, { headers: { cookie: account.cookie } });
  const received: PartyServerMessage[] = [];
  const outcome = new Promise<"in" | number>((resolve) => {
    socket.on("message", (data: Buffer) => {
      const message = JSON.parse(data.toString()) as PartyServerMessage;
      received.push(message);
      if (message.type === "welcome") resolve("in");
    });
    socket.on("close", (closeCode: number) => {
      resolve(closeCode);
    });
    socket.on("error", () => {
      resolve(-1);
    });
  });
  return { socket, received, outcome };
}

interface Result {
  label: string;
  quiet: number[];
  storm: number[];
  admitted: number;
  closed: Record<string, number>;
  sent: number;
  pausesAndResumes: number;
  peopleSeen: number;
  writes: number;
  /** The server's CPU time (ms) while nothing happened, and during the storm (as long). */
  cpuQuiet: number;
  cpuStorm: number;
}

async function run(
  target: Target,
  origin: string,
  child: ChildProcess,
): Promise<Omit<Result, "writes"> & { code: string }> {
  const host = await signUp(origin, "Storm host");
  const guest = await signUp(origin, "Storm guest");
  const code = await startParty(origin, host, FREE_REF);
  const lead = member(origin, code, host);
  if ((await lead.outcome) !== "in") throw new Error("the host was not let in");
  lead.socket.send(JSON.stringify({ type: "command", action: "play", position: 0 }));
  await sleep(500);

  const cpu0 = cpuMs(child);
  const quiet = await genresLatency(origin, STORM_MS);
  const cpuQuiet = cpuMs(child) - cpu0;

  const sockets = Array.from({ length: SOCKETS }, () => member(origin, code, guest));
  const outcomes = await Promise.all(sockets.map((s) => s.outcome));
  const closed: Record<string, number> = {};
  for (const outcome of outcomes) {
    if (outcome !== "in") closed[String(outcome)] = (closed[String(outcome)] ?? 0) + 1;
  }
  const open = sockets.filter((_, i) => outcomes[i] === "in");
  const before = lead.received.filter((m) => m.type === "timeline").length;
  // 4,800 toggles in 5 s from the 50 sockets (96 each); a closed socket sends nothing.
  const perSocket = Math.round(TOGGLES / SOCKETS);
  let sent = 0;
  const storming = sockets.map(async (s) => {
    for (let i = 0; i < perSocket; i += 1) {
      if (s.socket.readyState === WebSocket.OPEN) {
        s.socket.send(JSON.stringify({ type: "buffering", buffering: i % 2 === 0 }));
        sent += 1;
      }
      await sleep(STORM_MS / perSocket);
    }
  });
  const cpu1 = cpuMs(child);
  const [storm] = await Promise.all([genresLatency(origin, STORM_MS), ...storming]);
  const cpuStorm = cpuMs(child) - cpu1;
  await sleep(1000);
  const pausesAndResumes = lead.received.filter((m) => m.type === "timeline").length - before;
  const last = lead.received.findLast((m) => m.type === "room");
  const peopleSeen = last?.type === "room" ? last.room.count : 0;
  for (const s of [lead, ...sockets]) s.socket.close();
  await sleep(1500);
  return {
    label: target.label,
    code,
    quiet,
    storm,
    admitted: open.length,
    closed,
    sent,
    pausesAndResumes,
    peopleSeen,
    cpuQuiet,
    cpuStorm,
  };
}

async function prepare(target: Target) {
  if (target.databaseUrl) {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database "${new URL(target.databaseUrl).pathname.slice(1)}"`);
    await admin.end();
  }
  // The first start migrates and seeds (an embedded database is kept between runs).
  if (target.databaseUrl || !existsSync(pgliteDir(target))) {
    const first = start(target);
    try {
      await ready(first.origin, first.child);
    } finally {
      await stop(first.child);
    }
  }
  // Then the trigger that counts the party's writes.
  await onDatabase(target, async (query) => {
    for (const statement of COUNT_WRITES_SQL.split(/;\s*$/m)) {
      if (statement.trim()) await query(statement);
    }
  });
}

async function measureOnce(target: Target): Promise<Result> {
  const server = start(target);
  let outcome: Awaited<ReturnType<typeof run>>;
  try {
    await ready(server.origin, server.child);
    outcome = await run(target, server.origin, server.child);
  } finally {
    await stop(server.child);
  }
  const { code, ...rest } = outcome;
  return { ...rest, writes: await writesOf(target, code) };
}

const targets: Target[] = [];
const base = Number(values.port);
const suffix = randomBytes(3).toString("hex");
const dbUrl = (name: string) => {
  const url = new URL(serverUrl);
  url.pathname = `/tazama_bench_storm_${name}_${suffix}`;
  return url.toString();
};
if (values.baseline) {
  targets.push({
    label: "baseline",
    root: path.resolve(values.baseline),
    port: base,
    dataDir: `${values.data}-baseline`,
    ...(usePostgres ? { databaseUrl: dbUrl("baseline") } : {}),
  });
}
targets.push({
  label: "this checkout",
  root: here,
  port: base + 1,
  dataDir: `${values.data}-new`,
  ...(usePostgres ? { databaseUrl: dbUrl("new") } : {}),
});

const ms = (n: number) => `${Math.round(n)} ms`;
const results: Result[] = [];
try {
  for (const target of targets) await prepare(target);
  for (let round = 0; round < Number(values.rounds); round += 1) {
    for (const target of targets) {
      const result = await measureOnce(target);
      results.push(result);
      console.log(
        `${result.label} #${round + 1}: genres quiet p50 ${ms(median(result.quiet))} p95 ${ms(percentile(result.quiet, 95))}` +
          ` · storm p50 ${ms(median(result.storm))} p95 ${ms(percentile(result.storm, 95))} (${result.storm.length} requests)` +
          ` · sockets let in ${result.admitted}/${SOCKETS}, closed ${JSON.stringify(result.closed)}` +
          ` · toggles sent ${result.sent} · host pause/resume ${result.pausesAndResumes}` +
          ` · people seen ${result.peopleSeen} · row writes ${result.writes}` +
          ` · server CPU ${ms(result.cpuQuiet)} quiet, ${ms(result.cpuStorm)} storm`,
      );
    }
  }
} finally {
  if (usePostgres) {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    for (const target of targets) {
      const name = new URL(target.databaseUrl!).pathname.slice(1);
      await admin.query(`drop database if exists "${name}" with (force)`);
    }
    await admin.end();
  }
}

const load = loadavg()
  .map((l) => l.toFixed(1))
  .join(" ");
console.log(`\nmedians over ${values.rounds} rounds (${values.db}; load at the end ${load}):`);
for (const target of targets) {
  const mine = results.filter((r) => r.label === target.label);
  const med = (pick: (r: Result) => number) => median(mine.map(pick));
  const quiet = med((r) => median(r.quiet));
  const storm = med((r) => median(r.storm));
  console.log(
    `  ${target.label}: genres p50 quiet ${ms(quiet)} → storm ${ms(storm)} (×${(storm / quiet).toFixed(2)}),` +
      ` p95 quiet ${ms(med((r) => percentile(r.quiet, 95)))} → storm ${ms(med((r) => percentile(r.storm, 95)))};` +
      ` sockets let in ${med((r) => r.admitted)}; host pause/resume ${med((r) => r.pausesAndResumes)};` +
      ` row writes ${med((r) => r.writes)}; people seen ${med((r) => r.peopleSeen)};` +
      ` server CPU in ${values.seconds} s quiet ${ms(med((r) => r.cpuQuiet))} → storm ${ms(med((r) => r.cpuStorm))}`,
  );
}
