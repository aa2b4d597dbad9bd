// Runs the deploy/ edge locally: renders the template and starts Debian's nginx on loopback (the
// deploy test and bench/segments use it).
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { createServer } from "node:net";
import path from "node:path";

const DEPLOY = import.meta.dirname;

/** A free loopback port (the kernel's choice; nginx binds it right after). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => {
        if (address && typeof address === "object") resolve(address.port);
        else reject(new Error("no port"));
      });
    });
  });
}

export interface EdgeOptions {
  /** nginx's prefix: config, pid, temp paths and logs all go here. */
  prefix: string;
  port: number;
  upstream: string;
  mediaRoot: string;
  /** Media from a bucket instead of mediaRoot (ADR 0051): MEDIA_STORE and its endpoint. */
  mediaStore?: { url: string; endpoint: string; cacheSize?: string };
  workers?: string;
  accessLog?: string;
}

/** Renders deploy/nginx/tazama.conf.template with deploy/render-nginx.sh (as production does). */
export function renderEdgeConfig(options: EdgeOptions): string {
  return execFileSync("bash", [path.join(DEPLOY, "render-nginx.sh")], {
    encoding: "utf8",
    env: {
      PATH: process.env.PATH,
      TAZAMA_LISTEN: `127.0.0.1:${options.port}`,
      TAZAMA_UPSTREAM: options.upstream,
      TAZAMA_MEDIA_ROOT: options.mediaRoot,
      ...(options.mediaStore
        ? {
            TAZAMA_MEDIA_STORE: options.mediaStore.url,
            TAZAMA_S3_ENDPOINT: options.mediaStore.endpoint,
            TAZAMA_MEDIA_CACHE_SIZE: options.mediaStore.cacheSize ?? "64m",
          }
        : {}),
      TAZAMA_STATE_DIR: options.prefix,
      TAZAMA_ERROR_LOG: path.join(options.prefix, "error.log"),
      TAZAMA_ACCESS_LOG: options.accessLog ?? "off",
      // Workers run as whoever runs the test (nginx ignores `user` when not root).
      TAZAMA_NGINX_USER: process.getuid?.() === 0 ? "root" : "nobody",
      TAZAMA_WORKERS: options.workers ?? "1",
    },
  });
}

/** Debian's nginx in the foreground with a config file; resolves once the port answers. */
export async function startNginx(
  prefix: string,
  conf: string,
  port: number,
  secret: string,
  /** More of nginx's environment: the bucket's key pair (S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY). */
  env: Record<string, string> = {},
): Promise<ChildProcess> {
  const child = spawn("nginx", ["-p", prefix, "-c", conf, "-g", "daemon off;"], {
    stdio: ["ignore", "ignore", "pipe"],
    env: { PATH: process.env.PATH, ...env, MEDIA_TOKEN_SECRET: secret },
  });
  let stderr = "";
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const until = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited (${child.exitCode}): ${stderr}`);
    const up = await fetch(`http://127.0.0.1:${port}/media/`).then(
      () => true,
      () => false,
    );
    if (up) return child;
    if (Date.now() > until) throw new Error(`nginx did not answer on ${port}: ${stderr}`);
    // Polls the port (no fixed sleep): the next attempt waits for the event loop's next turn.
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/** Stops nginx gracefully and waits for it to exit. */
export async function stopNginx(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGQUIT");
  await exited;
}
