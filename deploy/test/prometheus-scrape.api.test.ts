// Issue 44: a real Prometheus (Debian's, installed by scripts/ensure-system-deps.sh) scrapes a
// running app's /metrics, and a query for the startup-time metric returns the viewing a player
// reported. The scrape config's shape is deploy/prometheus/prometheus.yml's, on loopback (no
// token needed from this machine).
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { buildClockedApp } from "../../apps/server/test/accounts.ts";
import { getTestApp } from "../../apps/server/test/harness.ts";
import { freePort } from "../edge-process.ts";

let app: FastifyInstance;
let appPort: number;
let prometheusPort: number;
let work: string;
let prometheus: ChildProcess | undefined;
let prometheusLog = "";

beforeAll(async () => {
  const { database } = await getTestApp();
  ({ app } = await buildClockedApp(database));
  await app.listen({ host: "127.0.0.1", port: 0 });
  appPort = (app.server.address() as { port: number }).port;
  prometheusPort = await freePort();
  work = await mkdtemp(path.join(tmpdir(), "tazama-prometheus-"));
  const config = path.join(work, "prometheus.yml");
  await writeFile(
    config,
    [
      "global:",
      "  scrape_interval: 1s",
      "  scrape_timeout: 1s",
      "scrape_configs:",
      "  - job_name: tazama-api",
      "    metrics_path: /metrics",
      "    scheme: http",
      "    static_configs:",
      `      - targets: ["127.0.0.1:${appPort}"]`,
      "        labels:",
      "          site: tazama",
      "",
    ].join("\n"),
  );
  prometheus = spawn(
    "prometheus",
    [
      `--config.file=${config}`,
      `--storage.tsdb.path=${path.join(work, "data")}`,
      `--web.listen-address=127.0.0.1:${prometheusPort}`,
    ],
    { stdio: ["ignore", "ignore", "pipe"] },
  );
  prometheus.stderr?.on("data", (chunk: Buffer) => {
    prometheusLog = (prometheusLog + chunk.toString()).slice(-4000);
  });
  await vi.waitFor(
    async () => {
      if (prometheus?.exitCode !== null) {
        throw new Error(`prometheus exited (${prometheus?.exitCode}): ${prometheusLog}`);
      }
      const ready = await fetch(`http://127.0.0.1:${prometheusPort}/-/ready`);
      expect(ready.status).toBe(200);
    },
    { timeout: 30_000, interval: 250 },
  );
}, 60_000);

afterAll(async () => {
  prometheus?.kill("SIGTERM");
  await app.close();
  if (work) await rm(work, { recursive: true, force: true });
});

/** One instant query's samples: their labels and value. */
async function query(expr: string): Promise<{ metric: Record<string, string>; value: number }[]> {
  const url = `http://127.0.0.1:${prometheusPort}/api/v1/query?query=${encodeURIComponent(expr)}`;
  const body = (await (await fetch(url)).json()) as {
    status: string;
    data: { result: { metric: Record<string, string>; value: [number, string] }[] };
  };
  expect(body.status).toBe("success");
  return body.data.result.map((r) => ({ metric: r.metric, value: Number(r.value[1]) }));
}

describe("a real Prometheus scraping the app", () => {
  it("finds the startup time a player reported, from the app's own /metrics", async () => {
    const beacon = {
      v: 1,
      id: `prom${Math.random().toString(36).slice(2, 10)}`,
      s: 0,
      ref: "highlife-at-the-palm-grove",
      k: "m",
      n: "3g",
      su: 1234,
      w: 20_000,
      r: "360p avc1",
    };
    const sent = await fetch(`http://127.0.0.1:${appPort}/api/v1/quality/beacons`, {
      method: "POST",
      headers: { "content-type": "text/plain;charset=UTF-8" },
      body: JSON.stringify(beacon),
    });
    expect(sent.status).toBe(204);
    await app.qualityBeacons.flush();

    // The next scrape (every second) carries it.
    await vi.waitFor(
      async () => {
        const count = await query('tazama_quality_startup_seconds_count{network="3g"}');
        expect(count.map((s) => s.value)).toEqual([1]);
      },
      { timeout: 30_000, interval: 500 },
    );
    const [sum] = await query('tazama_quality_startup_seconds_sum{network="3g"}');
    expect(sum?.value).toBeCloseTo(1.234, 6);
    expect(sum?.metric).toMatchObject({ job: "tazama-api", site: "tazama" });
    // Within its bucket: at most 1.5 s, more than 1 s.
    const [under] = await query('tazama_quality_startup_seconds_bucket{network="3g",le="1.5"}');
    const [over] = await query('tazama_quality_startup_seconds_bucket{network="3g",le="1"}');
    expect(under?.value).toBe(1);
    expect(over?.value).toBe(0);
    // Prometheus saw the target up.
    const up = await query(`up{instance="127.0.0.1:${appPort}"}`);
    expect(up.map((s) => s.value)).toEqual([1]);
  });
});
