// Type-checks every workspace with its own tsconfig (web needs DOM + JSX, the rest Node).
import { spawnSync } from "node:child_process";
import path from "node:path";

const projects = [
  "packages/contracts",
  "packages/db",
  "packages/artwork",
  "apps/server",
  "apps/web",
  "scripts",
  "bench",
  "e2e",
  "deploy",
  ".",
];
let failed = false;
for (const project of projects) {
  const result = spawnSync("npx", ["tsc", "-p", path.join(project, "tsconfig.json")], {
    stdio: "inherit",
  });
  if (result.status !== 0) failed = true;
}
process.exit(failed ? 1 : 0);
