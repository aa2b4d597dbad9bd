// `npm test`: unit, component and API tests (Vitest), then end-to-end specs (Playwright in
// Debian's Chromium) against the built app. API tests use PostgreSQL when TEST_DATABASE_URL is set.
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const run = (cmd, args) => spawnSync(cmd, args, { cwd: root, stdio: "inherit" }).status ?? 1;

const results = [];
const step = (name, cmd, args) => {
  console.log(`\n=== ${name} ===`);
  const status = run(cmd, args);
  results.push([name, status]);
  return status === 0;
};

// ffmpeg: media tests; chromium: Playwright; nginx (+ njs): the deploy/ edge test; prometheus:
// the deploy/ scrape test.
step("system dependencies", "bash", [
  "scripts/ensure-system-deps.sh",
  "ffmpeg",
  "chromium",
  "nginx",
  "prometheus",
]);
// The JSON report lets the summary name what failed: a CI log is often read from its tail only.
const vitestReport = path.join(root, "node_modules", ".cache", "tazama-vitest-report.json");
rmSync(vitestReport, { force: true });
step("vitest", "npx", [
  ...["vitest", "run", "--reporter=default", "--reporter=json"],
  `--outputFile.json=${vitestReport}`,
]);
const e2eReport = path.join(root, "node_modules", ".cache", "tazama-playwright-report.json");
rmSync(e2eReport, { force: true });
if (step("build web app", "npm", ["run", "build", "-w", "@tazama/web"])) {
  process.env.E2E_JSON_REPORT = e2eReport;
  step("playwright", "npx", ["playwright", "test", "-c", "e2e/playwright.config.ts"]);
}

const failed = results.filter(([, status]) => status !== 0);
console.log("\n=== summary ===");
for (const [name, status] of results) console.log(`${status === 0 ? "ok  " : "FAIL"} ${name}`);
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
