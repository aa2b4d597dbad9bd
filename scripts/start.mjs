// `npm start`: installs ffmpeg when it is missing (as `npm test` does), builds the web app when its
// build is missing or older than its sources, then runs the server (embedded PGlite, demo
// catalogue) in this process's place.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const dist = path.join(root, "apps/web/dist/index.html");
const sources = [
  "apps/web/src",
  "apps/web/index.html",
  "apps/web/vite.config.ts",
  "apps/web/public",
  "packages/contracts/src",
];

function newestMtime(target) {
  const full = path.join(root, target);
  if (!existsSync(full)) return 0;
  const stat = statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(full).map((name) => newestMtime(path.join(target, name))));
}

// ffmpeg: Debian's package as root with apt, else the exact command is printed. Never fatal: without
// it the server starts all the same and video waits. An explicit FFMPEG_PATH is the caller's choice.
const ffmpegPath = process.env.FFMPEG_PATH ?? "";
if (ffmpegPath === "" || ffmpegPath === "ffmpeg") {
  spawnSync("bash", [path.join(root, "scripts/ensure-system-deps.sh"), "ffmpeg"], {
    cwd: root,
    stdio: "inherit",
  });
}

// WEB_DIST_DIR: a build made elsewhere is served as it is.
const builtAt = existsSync(dist) ? statSync(dist).mtimeMs : 0;
if (!process.env.WEB_DIST_DIR && builtAt < Math.max(...sources.map(newestMtime))) {
  console.log("Building the web app…");
  const build = spawnSync("npm", ["run", "build", "-w", "@tazama/web"], {
    cwd: root,
    stdio: "inherit",
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(process.execPath, ["--import", "tsx", "apps/server/src/server.ts"], {
  cwd: root,
  stdio: "inherit",
  env: { NODE_ENV: "development", ...process.env },
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
