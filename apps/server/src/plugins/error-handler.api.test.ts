import type { AddressInfo } from "node:net";
import { apiErrorSchema } from "@tazama/contracts";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestUser, buildClockedApp, createTestUser, uniqueIp } from "../../test/accounts.ts";
import { type TestApp, getTestApp } from "../../test/harness.ts";
import { rawExchange } from "../../test/raw-socket.ts";

let t: TestApp;
let viewer: TestUser;

beforeAll(async () => {
  t = await getTestApp();
  viewer = await createTestUser(t.app, t.database);
});

/** The `{ error: { code, message } }` of a response, which never names a framework code. */
function errorOf(response: LightMyRequestResponse) {
  expect(response.headers["content-type"]).toBe("application/json; charset=utf-8");
  expect(response.body).not.toMatch(/FST_|statusCode/);
  return apiErrorSchema.parse(response.json()).error;
}

describe("a NUL character in request text (issue 12, finding 7)", () => {
  // Each of these reached PostgreSQL (text cannot hold NUL) and answered 500.
  const cases = [
    { method: "POST", url: "/api/v1/views/store", payload: { ref: "a\u0000b" } },
    { method: "POST", url: "/api/v1/content/stream/request", payload: { ref: "\u0000" } },
    {
      method: "POST",
      url: "/api/v1/content/progress",
      payload: { ref: "x\u0000", positionS: 1, durationS: 10 },
    },
    { method: "PATCH", url: "/api/v1/users/me", payload: { name: "Amina\u0000" } },
    {
      method: "POST",
      url: "/api/v1/handleVoucherTransaction",
      payload: { code: "AB\u0000CD" },
      headers: { "idempotency-key": "nul-byte-voucher-1" },
    },
  ] as const;

  it.each(cases)("$method $url → 400 request/invalid naming the field", async (c) => {
    const response = await t.app.inject({
      method: c.method,
      url: c.url,
      payload: c.payload,
      headers: { cookie: viewer.cookie, ...("headers" in c ? c.headers : {}) },
      remoteAddress: uniqueIp(),
    });
    expect(response.statusCode).toBe(400);
    const error = errorOf(response);
    expect(error.code).toBe("request/invalid");
    expect(error.message).toMatch(/^Invalid body: \w+: text cannot contain the NUL character/);
  });

  it("is refused anonymously too, before the database (registrations)", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/v1/registrations/animation-day",
      payload: { name: "Zo\u0000ë", email: "nul@example.test", phone: "+254712345678" },
      remoteAddress: uniqueIp(),
    });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).code).toBe("request/invalid");
  });

  it("is refused in the query and in path parameters", async () => {
    const query = await t.app.inject({ url: "/api/v1/media?id=a%00b" });
    expect(query.statusCode).toBe(400);
    expect(errorOf(query).message).toMatch(/^Invalid querystring: id: text cannot contain/);
    const params = await t.app.inject({ url: "/api/v1/content/a%00b" });
    expect(params.statusCode).toBe(400);
    expect(errorOf(params).message).toMatch(/^Invalid params: ref: text cannot contain/);
  });
});

describe("clip ids that are not UUIDs (issue 12, finding 7)", () => {
  it.each(["------------------------------------", "zzzzzzzz-zzzz-zzzz-zzzz-zzzzzzzzzzzz"])(
    "%s → 400, on the clip and on its file",
    async (id) => {
      expect(id).toHaveLength(36);
      for (const url of [`/api/v1/content/clip/${id}`, `/api/v1/content/clip/${id}/file`]) {
        const response = await t.app.inject({ url, headers: { cookie: viewer.cookie } });
        expect(response.statusCode).toBe(400);
        expect(errorOf(response).code).toBe("request/invalid");
      }
    },
  );
});

describe("Fastify's own errors in our shape (issue 12, finding 8)", () => {
  it("answers a malformed %-escape in the path with 400", async () => {
    for (const url of ["/api/v1/content/%E0%A4%A", "/api/v1/content/%", "/media/%zz/x/y"]) {
      const response = await t.app.inject({ url });
      expect(response.statusCode).toBe(400);
      expect(errorOf(response)).toEqual({
        code: "request/invalid",
        message: "The address is not valid (a malformed %-escape).",
      });
    }
  });

  it("answers a path parameter past the router's limit with 414", async () => {
    const response = await t.app.inject({ url: `/api/v1/content/${"a".repeat(200)}` });
    expect(response.statusCode).toBe(414);
    expect(errorOf(response)).toEqual({
      code: "request/uri-too-long",
      message: "A part of the address is too long.",
    });
  });

  it("answers unknown /api paths with 404 in the error shape, whatever the method", async () => {
    for (const method of ["GET", "POST", "DELETE"] as const) {
      const response = await t.app.inject({ method, url: "/api/v1/no-such-thing", payload: {} });
      expect(response.statusCode).toBe(404);
      expect(errorOf(response).code).toBe("not_found");
    }
  });
});

describe("requests Node's HTTP parser refuses (issue 12, finding 8)", () => {
  let app: FastifyInstance;
  let port: number;

  beforeAll(async () => {
    ({ app } = await buildClockedApp(t.database));
    await app.listen({ host: "127.0.0.1", port: 0 });
    port = (app.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await app.close();
  });

  /** Writes raw bytes and resolves with everything the server answered before closing. */
  const raw = async (request: string) => (await rawExchange(port, request)).answer;

  const bodyOf = (answer: string) =>
    apiErrorSchema.parse(JSON.parse(answer.slice(answer.indexOf("\r\n\r\n") + 4))).error;

  it("answers headers larger than Node allows with 431 in the error shape", async () => {
    const answer = await raw(
      `GET /api/v1/genres HTTP/1.1\r\nHost: x\r\nX-Big: ${"a".repeat(20_000)}\r\n\r\n`,
    );
    expect(answer).toMatch(/^HTTP\/1\.1 431 Request Header Fields Too Large\r\n/);
    expect(answer).toContain("Content-Type: application/json; charset=utf-8");
    expect(bodyOf(answer)).toEqual({
      code: "request/headers-too-large",
      message: "The request headers are too large.",
    });
  });

  it("answers an unreadable request with 400 in the error shape", async () => {
    const answer = await raw("NOT HTTP AT ALL\r\n\r\n");
    expect(answer).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
    expect(bodyOf(answer)).toEqual({
      code: "request/invalid",
      message: "The request could not be read.",
    });
  });
});
