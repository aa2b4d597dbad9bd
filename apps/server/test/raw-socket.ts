import { connect } from "node:net";

/**
 * Writes raw bytes to a listening server (what `inject` cannot send: broken request lines, huge or
 * unfinished headers) and resolves when the server closes the connection, with all it answered.
 * A client-side timeout is only a safety net: tests assert on the server closing first.
 */
export function rawExchange(
  port: number,
  request: string,
  safetyTimeoutMs = 15_000,
): Promise<{ answer: string; elapsedMs: number }> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const socket = connect(port, "127.0.0.1", () => socket.write(request));
    let answer = "";
    socket.setEncoding("utf8");
    socket.on("data", (chunk: string) => {
      answer += chunk;
    });
    socket.on("error", reject);
    socket.on("close", () => {
      resolve({ answer, elapsedMs: performance.now() - started });
    });
    socket.setTimeout(safetyTimeoutMs, () => {
      socket.destroy(new Error("the server never closed the connection"));
    });
  });
}
