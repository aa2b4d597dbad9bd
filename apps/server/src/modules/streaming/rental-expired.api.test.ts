import { rm } from "node:fs/promises";
import { schema } from "@tazama/db";
import { and, asc, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestUser, buildClockedApp, createTestUser } from "../../../test/accounts.ts";
import { grantEntitlement } from "../../../test/factories/entitlement.ts";
import { addMediaAsset } from "../../../test/factories/media-asset.ts";
import { getTestApp } from "../../../test/harness.ts";
import type { ManualClock } from "../../lib/clock.ts";
import { streamGrantSchema } from "@tazama/contracts";

const { titles } = schema;
const HOUR = 3600_000;

let app: FastifyInstance;
let clock: ManualClock;
let dataDir: string;
let title: { id: number; ref: string };
let renter: TestUser;
let stranger: TestUser;

const codeOf = (res: { json: () => unknown }) =>
  (res.json() as { error: { code: string; message: string } }).error;

function streamRequest(user: TestUser) {
  return app.inject({
    method: "POST",
    url: "/api/v1/content/stream/request",
    payload: { ref: title.ref },
    headers: { cookie: user.cookie },
  });
}

beforeAll(async () => {
  const t = await getTestApp();
  ({ app, clock, dataDir } = await buildClockedApp(t.database));
  // A paid title of its own (the last one), with a ready main video: the key route needs no files.
  const paid = await t.database.db
    .select({ id: titles.id, ref: titles.ref })
    .from(titles)
    .where(and(eq(titles.isFree, false), eq(titles.status, "published")))
    .orderBy(asc(titles.id));
  title = paid[paid.length - 2]!;
  await addMediaAsset(t.database, title.id);
  renter = await createTestUser(app, t.database);
  stranger = await createTestUser(app, t.database);
  await grantEntitlement(t.database, {
    userId: renter.uid,
    titleId: title.id,
    kind: "rent",
    startsAt: clock.now(),
  });
}, 60_000);

afterAll(async () => {
  await app.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe("a rental that has ended (issue 6)", () => {
  it("plays during the window; after it the stream request says content/rental-expired", async () => {
    const first = await streamRequest(renter);
    expect(first.statusCode).toBe(200);
    const keyUrl = streamGrantSchema
      .parse(first.json())
      .manifestUrl.replace(/master\.m3u8$/, "key");
    expect((await app.inject({ url: keyUrl, headers: { cookie: renter.cookie } })).statusCode).toBe(
      200,
    );

    // One minute before the 48-hour window ends a new grant is issued (its token outlives the rental)…
    clock.advance(48 * HOUR - 60_000);
    const late = await streamRequest(renter);
    expect(late.statusCode).toBe(200);
    const lateKey = streamGrantSchema
      .parse(late.json())
      .manifestUrl.replace(/master\.m3u8$/, "key");

    // …and mid-playback, once the window is over, the key is refused with the same code.
    clock.advance(2 * 60_000);
    const key = await app.inject({ url: lateKey, headers: { cookie: renter.cookie } });
    expect(key.statusCode).toBe(403);
    expect(codeOf(key)).toEqual({
      code: "content/rental-expired",
      message: "Your rental has ended.",
    });

    const again = await streamRequest(renter);
    expect(again.statusCode).toBe(403);
    expect(codeOf(again)).toEqual({
      code: "content/rental-expired",
      message: "Your rental has ended.",
    });
  });

  it("still tells a viewer who never rented it to buy or rent", async () => {
    const res = await streamRequest(stranger);
    expect(res.statusCode).toBe(403);
    expect(codeOf(res).code).toBe("content/not-entitled");
  });
});
