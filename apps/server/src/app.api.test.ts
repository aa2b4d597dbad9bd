import { beforeAll, describe, expect, it } from "vitest";
import { type TestApp, getTestApp } from "../test/harness.ts";
import { buildApp } from "./app.ts";
import { currentRequestId } from "./lib/request-context.ts";

let t: TestApp;
beforeAll(async () => {
  t = await getTestApp();
});

describe("health", () => {
  it("answers /healthz and /readyz when the database is reachable", async () => {
    expect((await t.app.inject({ url: "/healthz" })).json()).toEqual({ status: "ok" });
    const ready = await t.app.inject({ url: "/readyz" });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: "ok" });
  });

  it("answers /readyz with 503 when the database is not", async () => {
    const app = await buildApp({
      config: t.config,
      database: {
        ...t.database,
        ping: () => Promise.reject(new Error("connection refused")),
      },
      logger: false,
    });
    const res = await app.inject({ url: "/readyz" });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: "unavailable" });
    await app.close();
  });
});

describe("every response", () => {
  it("carries a request id (kept from a well-formed X-Request-Id) and security headers", async () => {
    const res = await t.app.inject({
      url: "/healthz",
      headers: { "x-request-id": "abc12345-xyz" },
    });
    expect(res.headers["x-request-id"]).toBe("abc12345-xyz");
    const fresh = await t.app.inject({ url: "/healthz", headers: { "x-request-id": "bad id\n" } });
    expect(fresh.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.headers["content-security-policy"]).toContain("default-src 'self'");
    expect(res.headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
  });

  it("answers an unknown API path with a 404 JSON error", async () => {
    const res = await t.app.inject({ url: "/api/v1/nothing-here" });
    expect(res.statusCode).toBe(404);
    expect(res.json<{ error: { code: string } }>().error.code).toBe("not_found");
  });

  it("hides the internals of a 500", async () => {
    const app = await buildApp({ config: t.config, database: t.database, logger: false });
    app.get("/api/v1/boom", async () => {
      throw new Error("secret connection string postgres://user:pw@db");
    });
    const res = await app.inject({ url: "/api/v1/boom" });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain("postgres://");
    expect(res.json<{ error: { code: string } }>().error.code).toBe("internal");
    await app.close();
  });

  it("rejects malformed JSON bodies with 400", async () => {
    const app = await buildApp({ config: t.config, database: t.database, logger: false });
    app.post("/api/v1/echo", async (request) => ({ got: request.body }));
    const res = await app.inject({
      method: "POST",
      url: "/api/v1/echo",
      headers: { "content-type": "application/json" },
      payload: "{not json",
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ error: { code: string } }>().error.code).toBe("request/invalid");
    await app.close();
  });

  it("serves a request in its context: the code it runs knows its id, as its answer says", async () => {
    const app = await buildApp({ config: t.config, database: t.database, logger: false });
    app.get("/api/v1/which-request", async () => {
      await new Promise((resolve) => setImmediate(resolve));
      return { id: currentRequestId() ?? null };
    });
    const res = await app.inject({ url: "/api/v1/which-request" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: res.headers["x-request-id"] });
    expect(currentRequestId()).toBeUndefined();
    await app.close();
  });
});
