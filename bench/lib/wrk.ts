import { execFile } from "node:child_process";
import { promisify } from "node:util";

const execFileAsync = promisify(execFile);

export interface WrkResult {
  requestsPerSec: number;
  p99Ms: number;
  errors: number;
  bytesPerSec: number;
}

const UNIT_MS: Record<string, number> = { us: 0.001, ms: 1, s: 1000, m: 60_000 };
const UNIT_BYTES: Record<string, number> = { B: 1, KB: 1024, MB: 1024 ** 2, GB: 1024 ** 3 };

/** Parses wrk's report (run with --latency). Exported for its unit test. */
export function parseWrk(output: string): WrkResult {
  const rps = /Requests\/sec:\s+([\d.]+)/.exec(output);
  const p99 = /^\s+99%\s+([\d.]+)(us|ms|s|m)\b/m.exec(output);
  const transfer = /Transfer\/sec:\s+([\d.]+)(B|KB|MB|GB)/.exec(output);
  if (!rps || !p99 || !transfer) throw new Error(`Unexpected wrk output:\n${output}`);
  const non2xx = /Non-2xx or 3xx responses:\s+(\d+)/.exec(output);
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(
    output,
  );
  const socketErrors = socket ? socket.slice(1).reduce((n, v) => n + Number(v), 0) : 0;
  return {
    requestsPerSec: Number(rps[1]),
    p99Ms: Number(p99[1]) * (UNIT_MS[p99[2]!] ?? 1),
    errors: Number(non2xx?.[1] ?? 0) + socketErrors,
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
  },
): Promise<WrkResult> {
  const args = [
    `-t${opts.threads ?? 2}`,
    `-c${opts.connections}`,
    `-d${opts.seconds}s`,
    "--latency",
    ...Object.entries(opts.headers ?? {}).flatMap(([k, v]) => ["-H", `${k}: ${v}`]),
    url,
  ];
  const { stdout } = await execFileAsync("wrk", args, { encoding: "utf8" });
  const result = parseWrk(stdout);
  if (result.requestsPerSec === 0) throw new Error(`wrk completed no request:\n${stdout}`);
  return result;
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}
