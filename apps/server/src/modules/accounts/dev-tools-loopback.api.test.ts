import type { Database } from "@tazama/db";
import type { FastifyInstance, InjectOptions } from "fastify";
import { beforeAll, describe, expect, it } from "vitest";
import { buildClockedApp } from "../../../test/accounts.ts";
import { getTestApp } from "../../../test/harness.ts";

let app: FastifyInstance;
let database: Database;

beforeAll(async () => {
  ({ database } = await getTestApp());
  // Development defaults: dev outbox (no SMTP_URL) and the Google stand-in (no GOOGLE_CLIENT_ID).
  ({ app } = await buildClockedApp(database));
});

const DEV_TOOLS: InjectOptions[] = [
  { method: "GET", url: "/dev/mailbox" },
  { method: "GET", url: "/dev/mailbox.json" },
  { method: "GET", url: "/dev/oidc/.well-known/openid-configuration" },
  { method: "GET", url: "/dev/oidc/jwks" },
  { method: "GET", url: "/dev/oidc/interaction/some-uid" },
];

describe("development tools answer only this machine (issue 12, finding D)", () => {
  it.each(DEV_TOOLS)("$method $url answers a loopback request", async (request) => {
    const response = await app.inject(request);
    expect(response.statusCode).toBe(200);
  });

  it.each(DEV_TOOLS)("$method $url is 404 from another address", async (request) => {
    const response = await app.inject({ ...request, remoteAddress: "192.0.2.7" });
    expect(response.statusCode).toBe(404);
  });

  it.each(DEV_TOOLS)("$method $url is 404 when forwarded by a local proxy", async (request) => {
    const response = await app.inject({
      ...request,
      headers: { "x-forwarded-for": "192.0.2.7" },
    });
    expect(response.statusCode).toBe(404);
  });

  it("refuses the stand-in's sign-in form and token endpoint from another address", async () => {
    for (const url of ["/dev/oidc/interaction/some-uid", "/dev/oidc/token"]) {
      const response = await app.inject({
        method: "POST",
        url,
        remoteAddress: "192.0.2.7",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        payload: "name=Eve&email=eve%40example.test",
      });
      expect(response.statusCode, url).toBe(404);
    }
  });
});
