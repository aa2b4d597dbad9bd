import { randomUUID } from "node:crypto";
import type { CatalogueResponse } from "@tazama/contracts";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestUser, createTestUser, injectAs } from "../../test/accounts.ts";
import { type TestApp, getTestApp } from "../../test/harness.ts";
import { buildApp } from "../app.ts";

let t: TestApp;
let other: FastifyInstance;
let admin: TestUser;
const tag = randomUUID().slice(0, 5).replace(/\d/g, "x");

beforeAll(async () => {
  t = await getTestApp();
  // A second API process on the same database: its own catalogue cache, its own listener.
  other = await buildApp({
    config: { ...t.config, roles: { api: true, worker: false } },
    database: t.database,
    logger: false,
  });
  await other.ready();
  admin = await createTestUser(t.app, t.database, { role: "admin" });
});

afterAll(async () => {
  await other.close();
});

const catalogueOf = async (app: FastifyInstance) => {
  const res = await app.inject({ url: "/api/tazama-app-cache?build=1&platform=web" });
  return { etag: res.headers.etag, genres: res.json<CatalogueResponse>().genres };
};

/** Asks `read` until it answers true, for at most `ms` (a notice takes a moment to arrive). */
async function within(ms: number, read: () => Promise<boolean>): Promise<boolean> {
  const deadline = Date.now() + ms;
  for (;;) {
    if (await read()) return true;
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setImmediate(resolve));
  }
}

describe("caches of several API processes", () => {
  it("a catalogue change in one process is served by the other within a second", async () => {
    const before = await catalogueOf(other);
    expect((await catalogueOf(other)).etag).toBe(before.etag); // cached until told
    const made = await injectAs(t.app)(admin, "POST", "/api/v1/admin/genres", {
      name: `Kano Cinema ${tag}`,
    });
    expect(made.statusCode).toBe(201);
    const seen = await within(1_000, async () =>
      (await catalogueOf(other)).genres.includes(`Kano Cinema ${tag}`),
    );
    expect(seen).toBe(true);
    expect((await catalogueOf(other)).etag).not.toBe(before.etag);
    expect((await catalogueOf(other)).etag).toBe((await catalogueOf(t.app)).etag);
  });
});
