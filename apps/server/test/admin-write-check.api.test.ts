import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../src/app.ts";
import { loadConfig } from "../src/config.ts";
import { adminRoute } from "../src/modules/audit/audit.public.ts";
import { requireAccess } from "../src/plugins/access.ts";
import { type TestApp, getTestApp } from "./harness.ts";

/**
 * Issue 39, item 10: an admin write declared without `adminRoute` (so not audited) makes the
 * whole app refuse to start, naming the route.
 */
let t: TestApp;
let built: FastifyInstance | undefined;

beforeAll(async () => {
  t = await getTestApp();
});
afterEach(async () => {
  await built?.close().catch(() => undefined);
  built = undefined;
});

/** The real app, with one more plugin registered after every module. */
async function startWith(plugin: FastifyPluginAsyncZod): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "tazama-write-check-"));
  const config = loadConfig({
    NODE_ENV: "test",
    DATA_DIR: dataDir,
    LOG_LEVEL: "silent",
    WEB_DIST_DIR: path.join(dataDir, "no-web-build"),
    SEED_DEMO: "false",
  });
  built = await buildApp({ config, database: t.database, logger: false });
  await built.register(plugin);
  await built.ready();
}

describe("an admin write that is not audited", () => {
  it("under /api/v1/admin: the app refuses to start", async () => {
    await expect(
      startWith(async (app) => {
        app.post("/api/v1/admin/vouchers/free-money", async () => ({ ok: true }));
      }),
    ).rejects.toThrow(/POST \/api\/v1\/admin\/vouchers\/free-money .*adminRoute/);
  });

  it("elsewhere with a permission only admins hold: the app refuses to start", async () => {
    await expect(
      startWith(async (app) => {
        app.put("/api/v1/users/role", { preHandler: requireAccess("users.manage") }, async () => ({
          ok: true,
        }));
      }),
    ).rejects.toThrow(/PUT \/api\/v1\/users\/role .*adminRoute/);
  });

  it("declared with adminRoute (or a read): the app starts", async () => {
    await startWith(async (app) => {
      app.get("/api/v1/admin/extra", { schema: { hide: true } }, async () => ({ ok: true }));
      adminRoute(
        app,
        {
          method: "POST",
          url: "/api/v1/admin/extra",
          permission: "users.manage",
          schema: { summary: "A test route" },
          audit: { action: "test.extra", target: "test" },
        },
        async () => ({ ok: true }),
      );
    });
    expect(built?.hasRoute({ method: "POST", url: "/api/v1/admin/extra" })).toBe(true);
  });
});
