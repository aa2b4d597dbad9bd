import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildClockedApp } from "../test/accounts.ts";
import { type TestApp, getTestApp } from "../test/harness.ts";
import { rawExchange } from "../test/raw-socket.ts";

let t: TestApp;
let app: Awaited<ReturnType<typeof buildClockedApp>>["app"];
let port: number;

// The deadline is shortened from 10 s so the test waits for the server's answer, not for a timer.
const HEADERS_TIMEOUT_MS = 400;

beforeAll(async () => {
  t = await getTestApp();
  ({ app } = await buildClockedApp(t.database, {}, { headersTimeoutMs: HEADERS_TIMEOUT_MS }));
  await app.listen({ host: "127.0.0.1", port: 0 });
  port = (app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await app.close();
});

/** Sends `head` and never finishes the headers; resolves with what the server wrote before closing. */
const slowClient = (head: string) => rawExchange(port, head);

describe("slow clients (issue 12, finding 13)", () => {
  it("closes a connection whose headers do not arrive within the deadline, with 408", async () => {
    const { answer, elapsedMs } = await slowClient("GET /readyz HTTP/1.1\r\nHost: localhost\r\n");
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(elapsedMs).toBeGreaterThanOrEqual(HEADERS_TIMEOUT_MS * 0.9);
  });

  it("defaults to 10 s on a built app", () => {
    expect(t.app.server.headersTimeout).toBe(10_000);
  });
});
