import { beforeAll, describe, expect, it } from "vitest";
import { type TestApp, getTestApp } from "../../test/harness.ts";

interface Operation {
  responses: Record<
    string,
    { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> }
  >;
}
interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string };
  paths: Record<string, Record<string, Operation>>;
}

let t: TestApp;
let doc: OpenApiDocument;

beforeAll(async () => {
  t = await getTestApp();
  const res = await t.app.inject({ url: "/api/docs/json" });
  expect(res.statusCode).toBe(200);
  expect(res.headers["content-type"]).toMatch(/^application\/json/);
  doc = res.json<OpenApiDocument>();
});

const apiOperations = () =>
  Object.entries(doc.paths)
    .filter(([path]) => path.startsWith("/api/"))
    .flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, op]) => ({ name: `${method} ${path}`, op })),
    );

describe("GET /api/docs/json (DESIGN §5)", () => {
  it("is an OpenAPI 3 document of the API, generated from the routes", () => {
    expect(doc.openapi).toMatch(/^3\.\d+\.\d+$/);
    expect(doc.info.title).toBe(`${t.config.PRODUCT_NAME} API`);
    expect(doc.paths["/api/v1/content/{ref}"]?.get).toBeDefined();
    expect(doc.paths["/api/v1/users/signup"]?.post).toBeDefined();
    expect(apiOperations().length).toBeGreaterThan(30);
  });

  it("gives every API operation a success (2xx/3xx) and an error (4xx) response", () => {
    const incomplete = apiOperations()
      .filter(({ op }) => {
        const codes = Object.keys(op.responses);
        return !codes.some((c) => /^[23]\d\d$/.test(c)) || !codes.some((c) => /^4\d\d$/.test(c));
      })
      .map(({ name }) => name);
    expect(incomplete).toEqual([]);
  });

  it("describes every 4xx as the one error body { error: { code, message } }", () => {
    for (const { name, op } of apiOperations()) {
      for (const [code, response] of Object.entries(op.responses)) {
        if (!/^4\d\d$/.test(code)) continue;
        const schema = response.content?.["application/json"]?.schema;
        expect(schema?.properties, `${name} ${code}`).toHaveProperty("error");
      }
    }
  });

  it("leaves out hidden routes: development helpers, pages, the document itself", () => {
    const paths = Object.keys(doc.paths);
    expect(paths.filter((p) => p.startsWith("/dev/") || p.startsWith("/sandbox/"))).toEqual([]);
    expect(paths).not.toContain("/api/docs/json");
    expect(paths).not.toContain("/api/auth/callback/google");
  });

  it("is found from /api/docs", async () => {
    const res = await t.app.inject({ url: "/api/docs" });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe("/api/docs/json");
  });
});
