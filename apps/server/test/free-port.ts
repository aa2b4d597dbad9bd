import { createServer } from "node:net";

/** Whether nothing listens on 127.0.0.1:`port` now. */
async function canListen(port: number): Promise<boolean> {
  const server = createServer();
  const bound = await new Promise<boolean>((resolve) => {
    server.once("error", () => {
      resolve(false);
    });
    server.listen(port, "127.0.0.1", () => {
      resolve(true);
    });
  });
  if (bound) {
    await new Promise<void>((resolve) => {
      server.close(() => {
        resolve();
      });
    });
  }
  return bound;
}

/**
 * A port a test server can take a moment later. Not one the kernel hands out: listen(0) draws
 * from the ephemeral range (32768–60999 on Linux), and an outgoing connection — a PostgreSQL
 * client's, another worker's fetch — may take it between the probe and the server's own listen
 * (EADDRINUSE, seen in CI with maildev). One from below that range is only ever taken by a
 * listener, and the probe checks there is none.
 */
export async function freePort(): Promise<number> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const port = 20_000 + Math.floor(Math.random() * 12_000);
    if (await canListen(port)) return port;
  }
  throw new Error("no free port between 20000 and 32000");
}
