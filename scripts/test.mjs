// `npm test`: unit, component and API tests (Vitest), then end-to-end specs (Playwright in
// Debian's Chromium) against the built app. API tests use PostgreSQL when TEST_DATABASE_URL is set.
import { spawnSync } from "node:child_process";
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

// ffmpeg: media tests; chromium: Playwright; nginx (+ njs): the deploy/ edge test.
step("system dependencies", "bash", [
  "scripts/ensure-system-deps.sh",
  "ffmpeg",
  "chromium",
  "nginx",
]);
step("vitest", "npx", ["vitest", "run"]);
if (step("build web app", "npm", ["run", "build", "-w", "@tazama/web"])) {
  step("playwright", "npx", ["playwright", "test", "-c", "e2e/playwright.config.ts"]);
}

const failed = results.filter(([, status]) => status !== 0);
console.log("\n=== summary ===");
for (const [name, status] of results) console.log(`${status === 0 ? "ok  " : "FAIL"} ${name}`);
console.log(`steps ok: ${results.length - failed.length} of ${results.length}`);
process.exit(failed.length === 0 ? 0 : 1);
