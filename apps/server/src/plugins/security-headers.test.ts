import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { registerSecurityHeaders } from "./security-headers.ts";

// The headers @fastify/helmet sent with the same options (ADR 0084: helmet is now built once).

const CSP =
  "default-src 'self';script-src 'self';style-src 'self' 'unsafe-inline';img-src 'self' data: blob:;" +
  "media-src 'self' blob:;connect-src 'self';font-src 'self';worker-src 'self' blob:;" +
  "object-src 'none';base-uri 'self';form-action 'self';frame-ancestors 'none'";
const COMMON = {
  "cross-origin-opener-policy": "same-origin",
  "cross-origin-resource-policy": "same-origin",
  "origin-agent-cluster": "?1",
  "referrer-policy": "same-origin",
  "x-content-type-options": "nosniff",
  "x-dns-prefetch-control": "off",
  "x-download-options": "noopen",
  "x-frame-options": "SAMEORIGIN",
  "x-permitted-cross-domain-policies": "none",
  "x-xss-protection": "0",
};

async function headersOf(production: boolean) {
  const app = Fastify();
  await registerSecurityHeaders(app, { production });
  app.get("/page", async () => ({ ok: true }));
  app.post("/beacon", async (_request, reply) => reply.status(204).send());
  const answers = [
    await app.inject({ url: "/page" }),
    await app.inject({ method: "POST", url: "/beacon" }),
    await app.inject({ url: "/nowhere" }),
  ];
  await app.close();
  return answers.map((res) =>
    Object.fromEntries(
      Object.entries(res.headers).filter(
        ([name]) =>
          !["content-type", "content-length", "date", "connection", "keep-alive"].includes(name),
      ),
    ),
  );
}

describe("security headers", () => {
  it("are helmet's for our options on every answer, 200, 204 or 404", async () => {
    for (const headers of await headersOf(false)) {
      expect(headers).toEqual({ "content-security-policy": CSP, ...COMMON });
    }
  });

  it("in production add HSTS and upgrade-insecure-requests", async () => {
    for (const headers of await headersOf(true)) {
      expect(headers).toEqual({
        "content-security-policy": `${CSP};upgrade-insecure-requests`,
        "strict-transport-security": "max-age=31536000; includeSubDomains",
        ...COMMON,
      });
    }
  });
});
