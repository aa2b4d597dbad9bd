// The real server (apps/server) as the benches start it: its own port and data folder, the embedded
// database, the built web app when a dist folder is given.
import { type ChildProcess, spawn } from "node:child_process";
import { rmSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "../..");

export interface AppServerOptions {
  port: string;
  /** DATA_DIR: demo media and artwork are kept there between runs. */
  dataDir: string;
  /** The built web app (WEB_DIST_DIR), when pages are measured. */
  distDir?: string;
  /** Start on an empty database (the seed runs again); media and artwork stay. */
  freshDatabase?: boolean;
  /** More environment, e.g. DEMO_MEDIA=false. */
  env?: Record<string, string>;
  /** Keep what the server prints (e.g. the first admin's setup link); else it is dropped. */
  keepOutput?: boolean;
  /** Another checkout of the repository to run (e.g. the code before a fix); this one by default. */
  root?: string;
}

export interface AppServer {
  origin: string;
  child: ChildProcess;
  /** What the server printed so far (with `keepOutput`). */
  output(): string;
  /** Polls until `check` holds (the server starting, a transcode finishing); fails if it exits. */
  until(what: string, ms: number, check: () => Promise<boolean>): Promise<void>;
  stop(): void;
}

export function startAppServer(options: AppServerOptions): AppServer {
  if (options.freshDatabase)
    rmSync(path.join(options.dataDir, "db"), { recursive: true, force: true });
  const child = spawn(process.execPath, ["--import", "tsx", "apps/server/src/server.ts"], {
    cwd: options.root ?? root,
    stdio: ["ignore", options.keepOutput ? "pipe" : "ignore", "inherit"],
    env: {
      ...process.env,
      NODE_ENV: "test",
      HOST: "127.0.0.1",
      PORT: options.port,
      DATA_DIR: options.dataDir,
      DATABASE_URL: "",
      LOG_LEVEL: "warn",
      ...(options.distDir ? { WEB_DIST_DIR: path.resolve(root, options.distDir) } : {}),
      ...options.env,
    },
  });
  const origin = `http://127.0.0.1:${options.port}`;
  let printed = "";
  child.stdout?.setEncoding("utf8").on("data", (text: string) => {
    printed += text;
  });
  return {
    origin,
    child,
    output: () => printed,
    async until(what, ms, check) {
      const deadline = Date.now() + ms;
      while (Date.now() < deadline) {
        if (child.exitCode !== null)
          throw new Error(`the server exited with code ${child.exitCode}`);
        if (await check().catch(() => false)) return;
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
      throw new Error(`${what} not within ${ms / 1000} s`);
    },
    stop() {
      child.kill("SIGTERM");
    },
  };
}

/** Until GET /readyz answers 200. */
export function serverReady(server: AppServer, ms = 600_000): Promise<void> {
  return server.until("the server", ms, async () => (await fetch(`${server.origin}/readyz`)).ok);
}
