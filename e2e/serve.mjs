// Starts the built app for the end-to-end specs on a fresh embedded database (artwork is kept
// between runs: it is deterministic and slow-ish to draw).
import { spawn } from "node:child_process";
import { createWriteStream, mkdirSync, rmSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
// E2E_DATA_DIR lets several runs on one machine keep apart (each with its own E2E_PORT).
const dataDir = path.resolve(root, process.env.E2E_DATA_DIR ?? "e2e/.tmp/data");
rmSync(path.join(dataDir, "db"), { recursive: true, force: true });
rmSync(path.join(dataDir, "first-admin.json"), { force: true });
mkdirSync(dataDir, { recursive: true });
// The server's log, kept where the specs read it: the first-admin link is printed there, as a
// newcomer would find it in their terminal.
const log = createWriteStream(path.join(dataDir, "server.log"));

const server = spawn(process.execPath, ["--import", "tsx", "apps/server/src/server.ts"], {
  cwd: root,
  stdio: ["ignore", "pipe", "inherit"],
  env: {
    ...process.env,
    NODE_ENV: "test",
    HOST: "127.0.0.1",
    PORT: process.env.E2E_PORT ?? "3999",
    DATA_DIR: dataDir,
    DATABASE_URL: "",
    LOG_LEVEL: "warn",
    // As behind the edge: the fixture's API sign-ups say which address they come from, so the
    // per-address sign-up limit (20 an hour) meets many viewers, as in life, not one machine.
    TRUST_PROXY: "true",
  },
});
server.stdout.on("data", (chunk) => {
  process.stdout.write(chunk);
  log.write(chunk);
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
