import { spawn } from "node:child_process";
import { setPriority } from "node:os";

const STDERR_TAIL = 2000;

/**
 * Runs ffmpeg or ffprobe; resolves with stdout, rejects with the tail of stderr. `niceness`
 * (0–19) lowers the child's CPU priority so a server stays responsive while it transcodes.
 */
export function runTool(
  command: string,
  args: readonly string[],
  options: {
    niceness?: number;
    /** Each complete stdout line as it arrives; stdout is then not kept (resolves with ""). */
    onLine?: (line: string) => void;
    /** Aborting it stops the tool (SIGTERM) and rejects with an AbortError. */
    signal?: AbortSignal;
  } = {},
): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      stdio: ["ignore", "pipe", "pipe"],
      signal: options.signal,
    });
    if (options.niceness && child.pid !== undefined) {
      try {
        setPriority(child.pid, options.niceness);
      } catch {
        // Not permitted here: run at normal priority.
      }
    }
    const out: Buffer[] = [];
    let err = "";
    let partial = "";
    const { onLine } = options;
    child.stdout.on("data", (chunk: Buffer) => {
      if (!onLine) {
        out.push(chunk);
        return;
      }
      const lines = (partial + chunk.toString("utf8")).split("\n");
      partial = lines.pop() ?? "";
      for (const line of lines) onLine(line);
    });
    child.stderr.on("data", (chunk: Buffer) => {
      err = (err + chunk.toString("utf8")).slice(-STDERR_TAIL);
    });
    child.on("error", (error: NodeJS.ErrnoException) => {
      reject(
        error.code === "ENOENT"
          ? new Error(`${command} is not installed (not found on PATH)`)
          : error,
      );
    });
    child.on("close", (code, signal) => {
      if (code === 0) resolve(Buffer.concat(out).toString("utf8"));
      else {
        const why = signal ? `killed by ${signal}` : `exited with ${code}`;
        reject(new Error(`${command} ${why}: ${err.trim() || "no output"}`));
      }
    });
  });
}
