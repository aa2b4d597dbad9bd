// bench/segments: MB/s of HLS segments (wrk, no pipelining) from (a) nginx serving the media folder
// plainly, (b) nginx with the deploy/ config (njs token check, by-asset link), (c) the Node server,
// all on the same transcoded files in the same run, alternating; prints b/a (target ≥ 0.9) and c/a
// (target ≥ 0.2). Issue 6.
//   npm run bench:segments [-- --seconds 10 --runs 3 --connections 32]
import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, readdirSync, statSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { openDatabase, schema, seedCatalogue } from "@tazama/db";
import { buildDemoSourceArgs, runTool, signMediaToken } from "@tazama/media";
import { buildApp } from "@tazama/server/app";
import { loadConfig } from "@tazama/server/config";
import { asc, eq } from "drizzle-orm";
import { freePort, renderEdgeConfig, startNginx, stopNginx } from "../../deploy/edge-process.ts";
import { median, rotatingPathsScript, wrk, type WrkResult } from "../lib/wrk.ts";

const { values } = parseArgs({
  options: {
    seconds: { type: "string", default: "10" },
    runs: { type: "string", default: "3" },
    connections: { type: "string", default: "32" },
  },
});
const seconds = Number(values.seconds);
const runs = Number(values.runs);
const connections = Number(values.connections);

execFileSync("bash", ["scripts/ensure-system-deps.sh", "wrk", "nginx", "ffmpeg"], {
  stdio: "inherit",
});

const work = mkdtempSync(path.join(tmpdir(), "tazama-bench-segments-"));
const database = await openDatabase({ kind: "pglite" });
await seedCatalogue(database.db);
const config = loadConfig({
  NODE_ENV: "production",
  DATA_DIR: path.join(work, "data"),
  LOG_LEVEL: "silent",
  // Throw-away secrets: production mode requires them.
  AUTH_SECRET: randomBytes(32).toString("hex"),
  MEDIA_TOKEN_SECRET: randomBytes(32).toString("hex"),
  TICKET_SIGNING_KEY: randomBytes(32).toString("base64url"),
});
const app = await buildApp({ config, database, logger: false });
const nodeAddress = await app.listen({ host: "127.0.0.1", port: 0 });

// One real 720p trailer through the real pipeline (ingest → queue → transcode → link).
const source = path.join(work, "source.mp4");
await runTool(
  "ffmpeg",
  buildDemoSourceArgs({
    output: source,
    title: "Segments bench",
    durationS: 16,
    width: 1280,
    height: 720,
    pattern: "testsrc2",
    fontFile: createRequire(import.meta.url).resolve(
      "@fontsource/inter/files/inter-latin-600-normal.woff",
    ),
  }),
);
const [title] = await database.db
  .select({ ref: schema.titles.ref })
  .from(schema.titles)
  .orderBy(asc(schema.titles.id))
  .limit(1);
const asset = await app.ingest.service.ingest({
  sourcePath: source,
  titleRef: title!.ref,
  kind: "trailer",
});
await app.ingest.startWorkers();
const started = Date.now();
for (;;) {
  const [row] = await database.db
    .select({ status: schema.mediaAssets.status, storageKey: schema.mediaAssets.storageKey })
    .from(schema.mediaAssets)
    .where(eq(schema.mediaAssets.id, asset.id));
  if (row?.status === "ready") break;
  if (row?.status === "failed") throw new Error("the bench trailer failed to transcode");
  if (Date.now() - started > 600_000) throw new Error("the bench trailer took over 10 minutes");
  await new Promise((resolve) => setTimeout(resolve, 500));
}
await app.jobs.queue.stop();
console.log(`transcoded in ${((Date.now() - started) / 1000).toFixed(0)} s`);

// The top rung's media segments: what a player fetches most.
const rung = "720p";
const folder = path.join(config.mediaDir, asset.storageKey, rung);
const segments = readdirSync(folder)
  .filter((f) => f.endsWith(".m4s"))
  .sort();
const meanBytes =
  segments.reduce((n, f) => n + statSync(path.join(folder, f)).size, 0) / segments.length;
const token = signMediaToken(config.mediaTokenSecret, {
  assetId: asset.id,
  user: "anon",
  expiresAt: Math.floor(Date.now() / 1000) + 3600,
});

// nginx: the shipped config, plus one plain server block on the same workers for (a).
const edgePort = await freePort();
const plainPort = await freePort();
const prefix = path.join(work, "nginx");
execFileSync("mkdir", ["-p", prefix]);
const shipped = renderEdgeConfig({
  prefix,
  port: edgePort,
  upstream: new URL(nodeAddress).host,
  mediaRoot: config.mediaDir,
  workers: "auto",
});
const plainServer = `
    server {
        listen 127.0.0.1:${plainPort};
        location /plain/ {
            alias ${config.mediaDir}/;
            types { video/iso.segment m4s; }
        }
    }
}
`;
const conf = path.join(prefix, "nginx.conf");
writeFileSync(conf, shipped.replace(/}\s*$/, plainServer));
const nginx = await startNginx(prefix, conf, edgePort, config.mediaTokenSecret);

const targets = {
  "a nginx plain": {
    origin: `http://127.0.0.1:${plainPort}`,
    paths: segments.map((f) => `/plain/${asset.storageKey}/${rung}/${f}`),
  },
  "b nginx + token": {
    origin: `http://127.0.0.1:${edgePort}`,
    paths: segments.map((f) => `/media/${asset.id}/${token}/${rung}/${f}`),
  },
  "c node": {
    origin: nodeAddress,
    paths: segments.map((f) => `/media/${asset.id}/${token}/${rung}/${f}`),
  },
};
type Target = keyof typeof targets;
const names = Object.keys(targets) as Target[];
const scripts = Object.fromEntries(
  names.map((name, i) => {
    const file = path.join(work, `paths-${i}.lua`);
    writeFileSync(file, rotatingPathsScript(targets[name].paths));
    return [name, file];
  }),
) as Record<Target, string>;

// Every target answers 200 with the same bytes before anything is measured.
for (const name of names) {
  const { origin, paths } = targets[name];
  const res = await fetch(`${origin}${paths[0]!}`);
  const size = (await res.arrayBuffer()).byteLength;
  const expected = statSync(path.join(folder, segments[0]!)).size;
  if (res.status !== 200 || size !== expected) {
    throw new Error(`${name}: ${res.status}, ${size} bytes instead of ${expected}`);
  }
}

const results: Record<Target, WrkResult[]> = {
  "a nginx plain": [],
  "b nginx + token": [],
  "c node": [],
};
try {
  for (const name of names) {
    await wrk(targets[name].origin, {
      connections,
      seconds: 3,
      script: scripts[name],
      timeoutS: 10,
    });
  }
  for (let run = 1; run <= runs; run += 1) {
    for (const name of names) {
      const r = await wrk(targets[name].origin, {
        connections,
        seconds,
        script: scripts[name],
        // A player waits far longer than wrk's 2 s for a 1 MB segment (hls.js: 20 s).
        timeoutS: 10,
      });
      results[name].push(r);
      console.log(
        `run ${run} ${name.padEnd(16)} ${(r.bytesPerSec / 1024 ** 2).toFixed(0).padStart(6)} MB/s  ` +
          `${r.requestsPerSec.toFixed(0).padStart(6)} req/s  p99 ${r.p99Ms.toFixed(1)} ms  errors ${r.errors}` +
          (r.errors ? ` (${r.errorKinds})` : ""),
      );
    }
  }
} finally {
  await stopNginx(nginx);
  await app.close();
  await database.close();
}

const mbps = (name: Target) => median(results[name].map((r) => r.bytesPerSec)) / 1024 ** 2;
const errors = names.reduce((n, name) => n + results[name].reduce((m, r) => m + r.errors, 0), 0);
const [a, b, c] = names.map(mbps) as [number, number, number];
console.log(
  `\nmedian of ${runs} × ${seconds}s, ${connections} connections, ${segments.length} segments of ` +
    `${rung} (mean ${(meanBytes / 1024).toFixed(0)} KB), no pipelining`,
);
for (const name of names)
  console.log(`${name.padEnd(16)} ${mbps(name).toFixed(0).padStart(6)} MB/s`);
const ba = b / a;
const ca = c / a;
console.log(
  `b/a nginx+token / plain = ${ba.toFixed(2)} (target ≥ 0.9) ${ba >= 0.9 ? "PASS" : "FAIL"}`,
);
console.log(
  `c/a node / plain nginx  = ${ca.toFixed(2)} (target ≥ 0.2) ${ca >= 0.2 ? "PASS" : "FAIL"}`,
);
console.log(`errors ${errors}`);
process.exit(ba >= 0.9 && ca >= 0.2 && errors === 0 ? 0 : 1);
