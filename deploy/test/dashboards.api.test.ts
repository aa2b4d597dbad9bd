import { readFile } from "node:fs/promises";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { getTestApp } from "../../apps/server/test/harness.ts";
import { type YamlValue, parseYamlSubset } from "./yaml-subset.ts";

// Issue 44 (ADR 0076): the Prometheus scrape config and the Grafana dashboard in deploy/ ask only
// for metrics the app exposes. A renamed metric fails here, not on an operator's empty panel.

const deployDir = path.resolve(import.meta.dirname, "..");

/** Metric names of a scrape: each `# TYPE`, and a histogram's or summary's sample suffixes. */
function exposedNames(text: string): Set<string> {
  const names = new Set<string>();
  for (const match of text.matchAll(/^# TYPE (\S+) (\S+)$/gm)) {
    const name = match[1]!;
    const type = match[2];
    names.add(name);
    if (type === "histogram") for (const s of ["_bucket", "_sum", "_count"]) names.add(name + s);
    if (type === "summary") for (const s of ["_sum", "_count"]) names.add(name + s);
  }
  return names;
}

const KEYWORDS = new Set(["by", "without", "on", "ignoring", "group_left", "group_right"]);
const OPERATORS = new Set(["and", "or", "unless", "bool", "offset", "inf", "nan"]);

/**
 * The metric names a PromQL expression reads: label matchers ({…}), ranges ([…]), strings and
 * grouping clauses (by (…)) are dropped; of the identifiers left, a function is followed by "(".
 */
export function metricNamesIn(expr: string): string[] {
  const stripped = expr
    .replace(/"(?:[^"\\]|\\.)*"/g, '""')
    .replace(/\{[^}]*\}/g, " ")
    .replace(/\[[^\]]*\]/g, " ")
    .replace(/\b(by|without|on|ignoring|group_left|group_right)\s*\([^)]*\)/g, " ");
  return [...stripped.matchAll(/(?<![\w:.$])([A-Za-z_:][\w:]*)(?![\w:])(?!\s*\()/g)]
    .map((m) => m[1]!)
    .filter((name) => !KEYWORDS.has(name) && !OPERATORS.has(name.toLowerCase()));
}

interface Panel {
  title: string;
  type: string;
  targets?: { expr: string }[];
  panels?: Panel[];
}

let exposed: Set<string>;
interface Dashboard {
  uid: string;
  panels: Panel[];
  templating: { list: { name: string; query: string | object }[] };
}
let dashboard: Dashboard;
let prometheus: YamlValue;

beforeAll(async () => {
  const { app } = await getTestApp();
  // A direct connection from this machine, as a local Prometheus scrapes.
  const scrape = await app.inject({ url: "/metrics" });
  expect(scrape.statusCode).toBe(200);
  exposed = exposedNames(scrape.body);
  dashboard = JSON.parse(
    await readFile(path.join(deployDir, "grafana/tazama.json"), "utf8"),
  ) as Dashboard;
  prometheus = parseYamlSubset(
    await readFile(path.join(deployDir, "prometheus/prometheus.yml"), "utf8"),
  );
});

describe("the expression reader", () => {
  it("finds the metrics, not the functions, labels, ranges or variables", () => {
    expect(
      metricNamesIn(
        'histogram_quantile(0.95, sum by (route, le) (rate(http_request_duration_seconds_bucket{site="$site", route!~"/a|b"}[$__rate_interval])))',
      ),
    ).toEqual(["http_request_duration_seconds_bucket"]);
    expect(
      metricNamesIn("sum(rate(a_total[15m])) / sum(rate(b_total[15m])) and on (x) c > 0.5"),
    ).toEqual(["a_total", "b_total", "c"]);
  });
});

describe("deploy/grafana/tazama.json", () => {
  const panels = () => dashboard.panels.flatMap((p) => [p, ...(p.panels ?? [])]);

  it("reads only metrics the app exposes", () => {
    const used = new Map<string, string>();
    for (const panel of panels()) {
      for (const target of panel.targets ?? []) {
        for (const name of metricNamesIn(target.expr)) used.set(name, panel.title);
      }
    }
    for (const variable of dashboard.templating.list) {
      const query = typeof variable.query === "string" ? variable.query : "";
      const metric = /label_values\(\s*([A-Za-z_:][\w:]*)\s*,/.exec(query)?.[1];
      if (metric) used.set(metric, `$${variable.name}`);
    }
    const missing = [...used].filter(([name]) => !exposed.has(name));
    expect(missing).toEqual([]);
    // Everything issue 44 asks to see is on it.
    for (const name of [
      "http_request_duration_seconds_count",
      "http_request_duration_seconds_bucket",
      "nodejs_eventloop_lag_p99_seconds",
      "nodejs_heap_size_used_bytes",
      "tazama_jobs_waiting",
      "tazama_jobs_oldest_waiting_seconds",
      "tazama_quality_startup_seconds_bucket",
      "tazama_quality_stalls_total",
      "tazama_quality_failures_total",
      "tazama_quality_alerts_total",
      "tazama_transcode_seconds_per_source_minute_bucket",
      "tazama_party_sockets_open",
      "tazama_sms_total",
      "tazama_mail_total",
    ]) {
      expect([...used.keys()]).toContain(name);
    }
  });

  it("has a query on every panel, and panels that do not overlap", () => {
    const seen = new Set<string>();
    for (const panel of panels()) {
      if (panel.type !== "row") expect(panel.targets?.length, panel.title).toBeGreaterThan(0);
      const { x, y, w, h } = (panel as Panel & { gridPos: Record<string, number> }).gridPos;
      for (let row = y!; row < y! + h!; row += 1) {
        for (let col = x!; col < x! + w!; col += 1) {
          const cell = `${row}:${col}`;
          expect(seen.has(cell), `${panel.title} overlaps at ${cell}`).toBe(false);
          seen.add(cell);
        }
      }
    }
    expect(dashboard.uid).toBe("tazama-ops");
  });
});

describe("deploy/prometheus/prometheus.yml", () => {
  it("scrapes the API and the worker processes' /metrics with the token from a file", () => {
    const config = prometheus as {
      scrape_configs: {
        job_name: string;
        metrics_path: string;
        authorization: { type: string; credentials_file?: string; credentials?: string };
        static_configs: { targets: string[] }[];
      }[];
    };
    const jobs = new Map(config.scrape_configs.map((job) => [job.job_name, job]));
    expect([...jobs.keys()].sort()).toEqual(["tazama-api", "tazama-worker"]);
    for (const job of jobs.values()) {
      expect(job.metrics_path).toBe("/metrics");
      expect(job.authorization.type).toBe("Bearer");
      // Never the token itself in the file.
      expect(job.authorization.credentials).toBeUndefined();
      expect(job.authorization.credentials_file).toMatch(/^\/\S+$/);
      const targets = job.static_configs.flatMap((s) => s.targets);
      expect(targets.length).toBeGreaterThan(0);
      for (const target of targets) expect(target).toMatch(/^[\w.-]+:\d{2,5}$/);
    }
  });

  it("is read by a YAML reader that refuses what it does not know", () => {
    expect(parseYamlSubset("a:\n  - b: 1\n    c: x\n  - 2\n")).toEqual({
      a: [{ b: "1", c: "x" }, "2"],
    });
    expect(() => parseYamlSubset("a: {b: 1}\n")).toThrow(/outside the YAML/);
    expect(() => parseYamlSubset("a: 1\n   b: 2\n")).toThrow();
  });
});
