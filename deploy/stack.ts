// The scaled-out site on one machine, on loopback (issue 20): this machine's PostgreSQL and Redis,
// one worker process (ROLES=worker: jobs, sweeps, the demo seed), N API processes (ROLES=api)
// and the deploy/ nginx edge in front of them. `npm run stack` runs it until Ctrl-C;
// bench/scale starts it with startStack() and kills an API process in the middle of a load.
// With `store: "bucket"` media lives in an S3-compatible server (s3rver, deploy/s3-server.ts)
// and every Node process has its own DATA_DIR: nothing is shared but the database and the bucket.
import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import { freePort, renderEdgeConfig, startNginx, stopNginx } from "./edge-process.ts";

const ROOT = path.resolve(import.meta.dirname, "..");

export interface StackOptions {
  /** How many API processes (ROLES=api). */
  apis: number;
  /** The edge's loopback port (0: any free one). */
  port: number;
  /** Everything the processes write: media, uploads, caches, nginx's prefix. */
  dataDir: string;
  /** The PostgreSQL server (its `postgres` database is used to create `database`). */
  postgresUrl: string;
  database: string;
  /** Drop the database and the data folder first. */
  fresh: boolean;
  redisUrl?: string;
  /** Where media lives: one DATA_DIR on this disk (default), or a bucket (ADR 0050, 0051). */
  store?: "folder" | "bucket";
  /** Extra environment for every Node process (e.g. DEMO_MEDIA=false). */
  env?: Record<string, string>;
}

export interface Stack {
  /** The edge: every request goes through nginx. */
  origin: string;
  /** The API processes, in the order of their ports. */
  apis: { port: number; child: ChildProcess }[];
  worker: ChildProcess;
  /** The S3-compatible server's endpoint, when media is in a bucket. */
  bucket?: string;
  /** Stops everything (nginx, the API processes, the worker). */
  stop(): Promise<void>;
}

function databaseUrl(server: string, name: string): string {
  const url = new URL(server);
  url.pathname = `/${name}`;
  return url.toString();
}

async function createDatabase(server: string, name: string, fresh: boolean): Promise<void> {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`bad database name ${name}`);
  const admin = new pg.Client({ connectionString: databaseUrl(server, "postgres") });
  await admin.connect();
  try {
    if (fresh) await admin.query(`drop database if exists "${name}" with (force)`);
    const { rows } = await admin.query("select 1 from pg_database where datname = $1", [name]);
    if (rows.length === 0) await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
}

/** A Node process of the site with its role; the tail of its output is printed if it fails. */
function startNode(role: "api" | "worker", env: Record<string, string>): ChildProcess {
  const child = spawn(process.execPath, ["--import", "tsx", "apps/server/src/server.ts"], {
    cwd: ROOT,
    stdio: ["ignore", "pipe", "pipe"],
    env: { ...process.env, ...env, ROLES: role },
  });
  let output = "";
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000);
  };
  child.stdout.on("data", keep);
  child.stderr.on("data", keep);
  child.once("exit", (code) => {
    if (code && code !== 0) process.stderr.write(`${role} exited ${code}: ${output}\n`);
  });
  return child;
}

const S3_KEYS = { S3_ACCESS_KEY_ID: "S3RVER", S3_SECRET_ACCESS_KEY: "S3RVER" };

/** s3rver in its own process (deploy/s3-server.ts); resolves with its endpoint. */
async function startBucket(dir: string): Promise<{ endpoint: string; child: ChildProcess }> {
  const child = spawn(
    process.execPath,
    ["--import", "tsx", "deploy/s3-server.ts", "--dir", dir, "--bucket", "tazama-media"],
    { cwd: ROOT, stdio: ["ignore", "pipe", "inherit"] },
  );
  const endpoint = await new Promise<string>((resolve, reject) => {
    let out = "";
    child.stdout.on("data", (chunk: Buffer) => {
      out += chunk.toString();
      const match = /s3 listening on (\S+)/.exec(out);
      if (match) resolve(match[1]!);
    });
    child.once("exit", (code) => {
      reject(new Error(`the S3 server exited (${code}) before it listened`));
    });
  });
  return { endpoint, child };
}

/** Resolves when `check` does, polling on each turn of the event loop; fails after `ms`. */
async function until(what: string, ms: number, check: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + ms;
  for (;;) {
    if (await check().catch(() => false)) return;
    if (Date.now() > deadline) throw new Error(`${what} not ready after ${ms / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const ready = (port: number) => () =>
  fetch(`http://127.0.0.1:${port}/readyz`).then((res) => res.ok);

export async function startStack(options: StackOptions): Promise<Stack> {
  if (options.fresh) rmSync(options.dataDir, { recursive: true, force: true });
  mkdirSync(options.dataDir, { recursive: true });
  await createDatabase(options.postgresUrl, options.database, options.fresh);
  // Secrets for this run only, shared by every process (never printed).
  const env: Record<string, string> = {
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    DATA_DIR: path.join(options.dataDir, "site"),
    DATABASE_URL: databaseUrl(options.postgresUrl, options.database),
    AUTH_SECRET: process.env.AUTH_SECRET ?? randomBytes(32).toString("base64url"),
    MEDIA_TOKEN_SECRET: process.env.MEDIA_TOKEN_SECRET ?? randomBytes(32).toString("base64url"),
    TICKET_SIGNING_KEY: process.env.TICKET_SIGNING_KEY ?? randomBytes(32).toString("base64url"),
    TRUST_PROXY: "true",
    PAYMENTS_SANDBOX: "true",
    LOG_LEVEL: "warn",
    ...(options.redisUrl ? { REDIS_URL: options.redisUrl } : {}),
    ...options.env,
  };
  const edgePort = options.port || (await freePort());
  env.PUBLIC_URL = `http://127.0.0.1:${edgePort}`;
  const bucket =
    options.store === "bucket" ? await startBucket(path.join(options.dataDir, "s3")) : undefined;
  if (bucket) {
    Object.assign(env, S3_KEYS, {
      MEDIA_STORE: "s3://tazama-media/site",
      S3_ENDPOINT: bucket.endpoint,
      S3_REGION: "us-east-1",
      S3_FORCE_PATH_STYLE: "true",
    });
  }
  /** With a bucket, each process its own disk; else one DATA_DIR for all (the media folder). */
  const dataDir = (name: string) =>
    bucket ? path.join(options.dataDir, name) : path.join(options.dataDir, "site");

  // The worker migrates the database and seeds the demo before the API processes start.
  // It says when it runs in its log (info): the API processes keep to warnings.
  const worker = startNode("worker", { ...env, DATA_DIR: dataDir("worker"), LOG_LEVEL: "info" });
  const workerUp = new Promise<void>((resolve, reject) => {
    let out = "";
    worker.stdout?.on("data", (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes("Tazama worker is running")) resolve();
    });
    worker.once("exit", (code) => {
      reject(new Error(`the worker exited (${code}) before it was running`));
    });
  });
  await workerUp;

  const apis: Stack["apis"] = [];
  for (let i = 0; i < options.apis; i += 1) {
    const port = await freePort();
    const own = { DATA_DIR: dataDir(`api-${i + 1}`), PORT: String(port) };
    apis.push({ port, child: startNode("api", { ...env, ...own }) });
  }
  try {
    for (const api of apis) await until(`API on ${api.port}`, 180_000, ready(api.port));
  } catch (error) {
    // Leave nothing running behind a stack that did not start.
    for (const child of [...apis.map((a) => a.child), worker, bucket?.child]) child?.kill();
    throw error;
  }

  const prefix = path.join(options.dataDir, "nginx");
  mkdirSync(path.join(prefix, "logs"), { recursive: true });
  const conf = path.join(prefix, "nginx.conf");
  writeFileSync(
    conf,
    renderEdgeConfig({
      prefix,
      port: edgePort,
      upstream: apis.map((a) => `127.0.0.1:${a.port}`).join(","),
      mediaRoot: path.join(dataDir("site"), "media"),
      ...(bucket ? { mediaStore: { url: env.MEDIA_STORE!, endpoint: bucket.endpoint } } : {}),
    }),
  );
  const nginx = await startNginx(
    prefix,
    conf,
    edgePort,
    env.MEDIA_TOKEN_SECRET!,
    bucket ? S3_KEYS : {},
  );

  return {
    origin: `http://127.0.0.1:${edgePort}`,
    apis,
    worker,
    ...(bucket ? { bucket: bucket.endpoint } : {}),
    async stop() {
      await stopNginx(nginx);
      const children = [...apis.map((a) => a.child), worker].filter(
        (c) => c.exitCode === null && c.signalCode === null,
      );
      await Promise.all(
        children.map(
          (child) =>
            new Promise((resolve) => {
              child.once("exit", resolve);
              child.kill("SIGTERM");
            }),
        ),
      );
      if (bucket && bucket.child.exitCode === null) {
        const exited = new Promise((resolve) => bucket.child.once("exit", resolve));
        bucket.child.kill("SIGTERM");
        await exited;
      }
    },
  };
}
