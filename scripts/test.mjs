// `npm test`: end-to-end specs (Playwright in Debian's Chromium) against the built app, then
// unit, component and API tests (Vitest). API tests use PostgreSQL when
// TEST_DATABASE_URL is set.
import { spawn } from "node:child_process";
import { existsSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

const results = [];
const minutes = (ms) => `${(ms / 60_000).toFixed(1)} min`;
/** Settles when `child`, started at `started`, ends: its exit and minutes go in the summary. */
const ended = (name, started, child) =>
  new Promise((resolve) => {
    child.on("close", (code) => {
      results.push([name, code ?? 1, Date.now() - started]);
      resolve(code === 0);
    });
  });

/** A step: its output as it is; `env` is added to the environment. */
const step = (name, cmd, args, env = {}) => {
  console.log(`\n=== ${name} ===`);
  const started = Date.now();
  const child = spawn(cmd, args, { cwd: root, env: { ...process.env, ...env }, stdio: "inherit" });
  return ended(name, started, child);
};

// ffmpeg: media tests; chromium: Playwright; nginx (+ njs): the deploy/ edge test; prometheus:
// the deploy/ scrape test.
await step("system dependencies", "bash", [
  "scripts/ensure-system-deps.sh",
  "ffmpeg",
  "chromium",
  "nginx",
  "prometheus",
]);
// The JSON reports let the summary name what failed: a CI log is often read from its tail only.
const vitestReport = path.join(root, "node_modules", ".cache", "tazama-vitest-report.json");
const e2eReport = path.join(root, "node_modules", ".cache", "tazama-playwright-report.json");
rmSync(vitestReport, { force: true });
rmSync(e2eReport, { force: true });
// One suite after the other, each with the whole machine (ADR 0082, amended): run side by side,
// with Vitest at a lower priority, a busy Playwright starved Vitest's heaviest tests (a fresh
// demo start, a 10,000-row import) past their limits on a slow day (two CI failures, 31-33 min).
// The web build and Playwright first, then Vitest, whatever Playwright's outcome.
if (await step("build web app", "npm", ["run", "build", "-w", "@tazama/web"])) {
  await step("playwright", "npx", ["playwright", "test", "-c", "e2e/playwright.config.ts"], {
    E2E_JSON_REPORT: e2eReport,
  });
}
await step("vitest", "npx", [
  ...["vitest", "run", "--reporter=default", "--reporter=json"],
  `--outputFile.json=${vitestReport}`,
]);

const failed = results.filter(([, status]) => status !== 0);
console.log("\n=== summary ===");
for (const [name, status, ms] of results) {
  console.log(`${status === 0 ? "ok  " : "FAIL"} ${name} (${minutes(ms)})`);
}
for (const line of [...vitestFailures(), ...playwrightFailures()]) console.log(`  ${line}`);
console.log(`steps ok: ${results.length - failed.length} of ${results.length}`);
process.exit(failed.length === 0 ? 0 : 1);

/** What failed in Vitest, a line or two each, from its JSON report. */
function vitestFailures() {
  if (!existsSync(vitestReport)) return [];
  const report = JSON.parse(readFileSync(vitestReport, "utf8"));
  const lines = [];
  for (const file of report.testResults ?? []) {
    const where = path.relative(root, file.name);
    const failed = (file.assertionResults ?? []).filter((t) => t.status === "failed");
    if (file.status === "failed" && failed.length === 0) {
      lines.push(`vitest ${where}: ${firstLine(file.message)}`);
    }
    for (const test of failed) {
      lines.push(`vitest ${where} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
    }
  }
  if (lines.length === 0 && report.success === false) {
    lines.push("vitest: an error outside any test (an unhandled rejection?); see its log above");
  }
  return lines;
}

/** What failed in Playwright, from its JSON report: the test, its project and its first error lines. */
function playwrightFailures() {
  if (!existsSync(e2eReport)) return [];
  const report = JSON.parse(readFileSync(e2eReport, "utf8"));
  const lines = [];
  const walk = (suite) => {
    for (const child of suite.suites ?? []) walk(child);
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests ?? []) {
        const failed = (t.results ?? []).filter(
          (r) => r.status !== "passed" && r.status !== "skipped",
        );
        for (const r of failed) {
          const error = r.errors?.[0]?.message ?? r.error?.message ?? r.status;
          lines.push(
            `playwright [${t.projectName}] ${spec.file}:${spec.line} › ${spec.title}: ${stripAnsi(error).split("\n").slice(0, 6).join(" | ").slice(0, 600)}`,
          );
        }
      }
    }
  };
  for (const suite of report.suites ?? []) walk(suite);
  return lines;
}

function stripAnsi(text) {
  // eslint-disable-next-line no-control-regex
  return String(text).replace(/\u001b\[[0-9;]*m/g, "");
}

function firstLine(text) {
  return (text ?? "").split("\n").slice(0, 2).join(" ").slice(0, 300);
}
