import { rm } from "node:fs/promises";
import type { DataUsage } from "@tazama/contracts";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestUser, buildClockedApp, createTestUser } from "../../../test/accounts.ts";
import { publishedFilmRef } from "../../../test/factories/film.ts";
import { getTestApp } from "../../../test/harness.ts";
import type { ManualClock } from "../../lib/clock.ts";

// Issue 19: the media bytes a viewer's players fetched, added up per calendar month (UTC) from
// their progress reports, for My Membership.

let app: FastifyInstance;
let clock: ManualClock;
let dataDir: string;
let ref: string;
let viewer: TestUser;

beforeAll(async () => {
  const t = await getTestApp();
  ({ app, clock, dataDir } = await buildClockedApp(t.database));
  clock.advance(Date.parse("2026-11-30T23:59:00Z") - clock.now().getTime());
  ref = await publishedFilmRef(t.database);
  viewer = await createTestUser(app, t.database);
}, 60_000);

afterAll(async () => {
  await app.close();
  await rm(dataDir, { recursive: true, force: true });
});

const report = (user: TestUser, body: object) =>
  app.inject({
    method: "POST",
    url: "/api/v1/content/progress",
    headers: { cookie: user.cookie },
    payload: { ref, positionS: 30, durationS: 5400, ...body },
  });
const usage = async (user: TestUser) =>
  (
    await app.inject({ url: "/api/v1/users/data-usage", headers: { cookie: user.cookie } })
  ).json<DataUsage>();

describe("data used this month", () => {
  it("adds each report's bytes to the month's total, and starts again in a new month", async () => {
    expect(await usage(viewer)).toEqual({ month: "2026-11", bytes: 0 });
    expect((await report(viewer, { mediaBytes: 1_500_000 })).statusCode).toBe(204);
    expect((await report(viewer, { mediaBytes: 2_500_000 })).statusCode).toBe(204);
    expect((await report(viewer, {})).statusCode).toBe(204);
    expect(await usage(viewer)).toEqual({ month: "2026-11", bytes: 4_000_000 });

    clock.advance(2 * 60_000);
    expect(await usage(viewer)).toEqual({ month: "2026-12", bytes: 0 });
    await report(viewer, { mediaBytes: 700_000 });
    expect(await usage(viewer)).toEqual({ month: "2026-12", bytes: 700_000 });
  });

  it("is each viewer's own, needs a session, and refuses a bad count", async () => {
    const other = await createTestUser(app, (await getTestApp()).database);
    expect((await usage(other)).bytes).toBe(0);
    expect((await app.inject({ url: "/api/v1/users/data-usage" })).statusCode).toBe(401);
    expect((await report(viewer, { mediaBytes: -1 })).statusCode).toBe(400);
    expect((await report(viewer, { mediaBytes: 1.5 })).statusCode).toBe(400);
  });
});
