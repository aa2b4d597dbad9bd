import { execFile } from "node:child_process";
import { promisify } from "node:util";

const execFileAsync = promisify(execFile);

export interface WrkResult {
  requestsPerSec: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  /** What the errors were, e.g. "non-2xx 4, read 2, timeout 1" ("" when none). */
  errorKinds: string;
  bytesPerSec: number;
}

const UNIT_MS: Record<string, number> = { us: 0.001, ms: 1, s: 1000, m: 60_000 };
const UNIT_BYTES: Record<string, number> = { B: 1, KB: 1024, MB: 1024 ** 2, GB: 1024 ** 3 };

/** Parses wrk's report (run with --latency). Exported for its unit test. */
export function parseWrk(output: string): WrkResult {
  const rps = /Requests\/sec:\s+([\d.]+)/.exec(output);
  const p50 = /^\s+50%\s+([\d.]+)(us|ms|s|m)\b/m.exec(output);
  const p99 = /^\s+99%\s+([\d.]+)(us|ms|s|m)\b/m.exec(output);
  const transfer = /Transfer\/sec:\s+([\d.]+)(B|KB|MB|GB)/.exec(output);
  if (!rps || !p50 || !p99 || !transfer) throw new Error(`Unexpected wrk output:\n${output}`);
  const non2xx = /Non-2xx or 3xx responses:\s+(\d+)/.exec(output);
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(
    output,
  );
  const socketErrors = socket ? socket.slice(1).reduce((n, v) => n + Number(v), 0) : 0;
  return {
    requestsPerSec: Number(rps[1]),
    p50Ms: Number(p50[1]) * (UNIT_MS[p50[2]!] ?? 1),
    p99Ms: Number(p99[1]) * (UNIT_MS[p99[2]!] ?? 1),
    errors: Number(non2xx?.[1] ?? 0) + socketErrors,
    errorKinds: [
      ["non-2xx", Number(non2xx?.[1] ?? 0)] as const,
      ...["connect", "read", "write", "timeout"].map(
        (kind, i) => [kind, Number(socket?.[i + 1] ?? 0)] as const,
      ),
    ]
      .filter(([, n]) => n > 0)
      .map(([kind, n]) => `${kind} ${n}`)
      .join(", "),
    bytesPerSec: Number(transfer[1]) * (UNIT_BYTES[transfer[2]!] ?? 1),
  };
}

/**
 * Runs wrk (Debian package; no pipelining) and parses its report. Asynchronous on purpose: the
 * server under test may live in this very process, and a synchronous spawn would block its
 * event loop (wrk then measures a server that cannot accept a connection).
 */
export async function wrk(
  url: string,
  opts: {
    connections: number;
    seconds: number;
    threads?: number;
    headers?: Record<string, string>;
    /** A wrk Lua script (e.g. one that rotates through several paths of the URL's host). */
    script?: string;
    /** wrk's per-request timeout (its default, 2 s, is short for megabyte-sized responses). */
    timeoutS?: number;
  },
): Promise<WrkResult> {
  const args = [
    `-t${opts.threads ?? 2}`,
    `-c${opts.connections}`,
    `-d${opts.seconds}s`,
    "--latency",
    ...Object.entries(opts.headers ?? {}).flatMap(([k, v]) => ["-H", `${k}: ${v}`]),
    ...(opts.script ? ["-s", opts.script] : []),
    ...(opts.timeoutS ? ["--timeout", `${opts.timeoutS}s`] : []),
    url,
  ];
  const { stdout } = await execFileAsync("wrk", args, { encoding: "utf8" });
  const result = parseWrk(stdout);
  if (result.requestsPerSec === 0) throw new Error(`wrk completed no request:\n${stdout}`);
  return result;
}

/** A wrk Lua script that sends GETs to `paths` in turn (each wrk thread its own cycle). */
export function rotatingPathsScript(paths: readonly string[]): string {
  const list = paths.map((p) => JSON.stringify(p)).join(",\n  ");
  return `local paths = {\n  ${list}\n}\nlocal i = 0\nrequest = function()\n  i = i % #paths + 1\n  return wrk.format("GET", paths[i])\nend\n`;
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}
