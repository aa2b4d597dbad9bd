import { type IncomingMessage, type ServerResponse, createServer } from "node:http";
import type { AddressInfo } from "node:net";

export interface FakeRequest {
  method: string;
  path: string;
  headers: IncomingMessage["headers"];
  body: unknown;
}

export type FakeHandler = (
  request: FakeRequest,
) => { status: number; body: unknown } | Promise<{ status: number; body: unknown }>;

/**
 * A third party's HTTP API on a random local port, recording each call: a JSON body arrives
 * parsed, any other (a form) as its text; answers are JSON.
 */
export async function startFakeHttpServer(handler: FakeHandler) {
  const requests: FakeRequest[] = [];
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const raw = Buffer.concat(chunks).toString("utf8");
      let body: unknown;
      try {
        body = raw ? (JSON.parse(raw) as unknown) : null;
      } catch {
        body = raw;
      }
      const request = {
        method: req.method ?? "GET",
        path: req.url ?? "/",
        headers: req.headers,
        body,
      };
      requests.push(request);
      void Promise.resolve(handler(request)).then(({ status, body: out }) => {
        res.writeHead(status, { "content-type": "application/json" });
        res.end(JSON.stringify(out));
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => {
          resolve();
        });
      }),
  };
}
