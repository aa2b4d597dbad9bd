import { randomUUID } from "node:crypto";
import { rm } from "node:fs/promises";
import type { ApiError, NotificationList, RefundResult } from "@tazama/contracts";
import { schema } from "@tazama/db";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestUser, buildClockedApp, createTestUser } from "../../../test/accounts.ts";
import { fundWallet } from "../../../test/factories/wallet.ts";
import { type TestApp, getTestApp } from "../../../test/harness.ts";
import { playableTitles, walletBooks } from "../../../test/money-fixtures.ts";
import type { ManualClock } from "../../lib/clock.ts";
import "./refunds.public.ts";

// Issue 19, fair rentals: a rental given back in its first 2 minutes, and one our playback
// failures kept from 2 minutes refunded without being asked — once, in full, books balanced.

let t: TestApp;
let app: FastifyInstance;
let clock: ManualClock;
let dataDir: string;
let titles: Awaited<ReturnType<typeof playableTitles>>;
let next = 0;

beforeAll(async () => {
  t = await getTestApp();
  ({ app, clock, dataDir } = await buildClockedApp(t.database));
  titles = await playableTitles(t.database, "NGN", 12);
}, 60_000);

afterAll(async () => {
  await app.close();
  await rm(dataDir, { recursive: true, force: true });
});

const post = (user: TestUser | null, url: string, payload: object, key?: string) =>
  app.inject({
    method: "POST",
    url,
    headers: {
      ...(user ? { cookie: user.cookie } : {}),
      ...(key ? { "idempotency-key": key } : {}),
    },
    payload,
  });

/** A viewer who rented a title through the API and pressed Play (the window starts). */
async function renter() {
  const viewer = await createTestUser(app, t.database);
  const title = titles[next++ % titles.length]!;
  await fundWallet(t.database, viewer.uid, title.rent * 2);
  const bought = await post(
    viewer,
    "/api/v1/users/buy",
    { ref: title.ref, kind: "rent" },
    `k-${randomUUID()}`,
  );
  expect(bought.statusCode, bought.body).toBe(201);
  const purchaseId = bought.json<{ entitlement: { id: string } }>().entitlement.id;
  const stream = await post(viewer, "/api/v1/content/stream/request", { ref: title.ref });
  expect(stream.statusCode, stream.body).toBe(200);
  return { viewer, title, purchaseId };
}

const giveBack = (viewer: TestUser, purchaseId: string, key = `k-${randomUUID()}`) =>
  post(viewer, "/api/v1/users/rentals/refund", { purchaseId }, key);
const refundsOf = (purchaseId: string) =>
  t.database.db.select().from(schema.refunds).where(eq(schema.refunds.entitlementId, purchaseId));
const balanced = async (userId: string) => {
  const books = (await walletBooks(t.database, userId))!;
  expect(books.balance).toBe(books.sum);
  return books;
};

describe("a rental started by mistake", () => {
  it("comes back whole within 2 minutes of its first frame, once, and ends the rental", async () => {
    const { viewer, title, purchaseId } = await renter();
    const before = await balanced(viewer.uid);
    clock.advance(90_000);
    const key = `k-${randomUUID()}`;
    const res = await giveBack(viewer, purchaseId, key);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<RefundResult>()).toMatchObject({
      purchaseId,
      amountMinor: title.rent,
      refundableMinor: 0,
      revoked: true,
      balance: { amount: before.balance + title.rent },
    });
    // The same request again answers the same; a new one finds nothing left to give back.
    expect((await giveBack(viewer, purchaseId, key)).json<RefundResult>().id).toBe(
      res.json<RefundResult>().id,
    );
    const again = await giveBack(viewer, purchaseId);
    expect(again.statusCode).toBe(409);
    expect(again.json<ApiError>().error.code).toBe("refunds/not-refundable");
    const after = await balanced(viewer.uid);
    expect(after.entries).toBe(before.entries + 1);
    expect(await refundsOf(purchaseId)).toMatchObject([
      { cause: "started-by-mistake", refundedBy: null },
    ]);
    const stream = await post(viewer, "/api/v1/content/stream/request", { ref: title.ref });
    expect(stream.statusCode).toBe(403);
  });

  it("is refused after 2 minutes, for someone else's rental, and without a key", async () => {
    const { viewer, purchaseId } = await renter();
    const stranger = await createTestUser(app, t.database);
    expect((await giveBack(stranger, purchaseId)).statusCode).toBe(404);
    expect((await post(viewer, "/api/v1/users/rentals/refund", { purchaseId })).statusCode).toBe(
      400,
    );
    expect(
      (await post(viewer, "/api/v1/users/rentals/refund", { purchaseId: "x" }, "k-1")).statusCode,
    ).toBe(400);
    clock.advance(2 * 60_000 + 1_000);
    const late = await giveBack(viewer, purchaseId);
    expect(late.statusCode).toBe(409);
    expect(late.json<ApiError>().error).toEqual({
      code: "refunds/too-late",
      message: "A rental can be given back only in the first 2 minutes after it starts playing.",
    });
    expect(await refundsOf(purchaseId)).toEqual([]);
    await balanced(viewer.uid);
  });
});

describe("a rental our failures kept from 2 minutes", () => {
  const fail = (viewer: TestUser, ref: string, positionS: number) =>
    post(viewer, "/api/v1/content/stream/failure", {
      ref,
      kind: "main",
      code: "networkError/fragLoadError",
      positionS,
    });
  const progress = (viewer: TestUser, ref: string, positionS: number) =>
    post(viewer, "/api/v1/content/progress", { ref, positionS, durationS: 5400 });

  it("is refunded once the viewer has given up, told in a notification, and only once", async () => {
    const { viewer, title, purchaseId } = await renter();
    const before = await balanced(viewer.uid);
    expect((await progress(viewer, title.ref, 40)).statusCode).toBe(204);
    expect((await fail(viewer, title.ref, 41)).statusCode).toBe(204);
    // A rewind lowers the position, not how far it got.
    expect((await progress(viewer, title.ref, 10)).statusCode).toBe(204);

    clock.advance(29 * 60_000);
    await app.fairRentals.sweep();
    expect(await refundsOf(purchaseId)).toEqual([]);

    clock.advance(60_000);
    expect(await app.fairRentals.sweep()).toBeGreaterThanOrEqual(1);
    expect(await refundsOf(purchaseId)).toMatchObject([
      { cause: "playback-failed", amountMinor: title.rent, refundedBy: null },
    ]);
    const after = await balanced(viewer.uid);
    expect(after.balance).toBe(before.balance + title.rent);
    const bell = await app.inject({
      url: "/api/v1/users/notifications",
      headers: { cookie: viewer.cookie },
    });
    const told = bell.json<NotificationList>().items.filter((n) => n.kind === "rental-refunded");
    expect(told).toHaveLength(1);
    expect(told[0]!.body).toMatch(/did not play because of a problem on our side/);

    clock.advance(60 * 60_000);
    await app.fairRentals.sweep();
    expect(await refundsOf(purchaseId)).toHaveLength(1);
    expect((await balanced(viewer.uid)).balance).toBe(after.balance);
  });

  it("is not refunded once it got past 2 minutes, nor without a failure after its first frame", async () => {
    const watched = await renter();
    await progress(watched.viewer, watched.title.ref, 150);
    await fail(watched.viewer, watched.title.ref, 151);
    const quiet = await renter();
    await progress(quiet.viewer, quiet.title.ref, 30);
    clock.advance(3 * 60 * 60_000);
    await app.fairRentals.sweep();
    expect(await refundsOf(watched.purchaseId)).toEqual([]);
    expect(await refundsOf(quiet.purchaseId)).toEqual([]);
  });

  it("is not refunded by the sweep once a licence for it went to a device (ADR 0053)", async () => {
    const { viewer, title, purchaseId } = await renter();
    await progress(viewer, title.ref, 40);
    await fail(viewer, title.ref, 41);
    // A download of it, whose licence left for a device while the rental ran.
    await t.database.raw.query(
      `with device as (
         insert into download_devices (user_id, name, public_key, created_at, last_seen_at)
         values ($1, 'Chrome on Android', 'spki', $3, $3) returning id)
       insert into downloads (user_id, device_id, title_id, asset_id, rendition, height, bytes,
                              created_at, licence_expires_at, licensed_at)
       select $1, device.id, t.id, a.id, 'v144', 144, 1000, $3, $3, $3
         from device, titles t join media_assets a on a.title_id = t.id
        where t.ref = $2 limit 1`,
      [viewer.uid, title.ref, clock.now().toISOString()],
    );
    const kept = await t.database.db
      .select()
      .from(schema.downloads)
      .where(eq(schema.downloads.userId, viewer.uid));
    expect(kept).toHaveLength(1);
    clock.advance(3 * 60 * 60_000);
    await app.fairRentals.sweep();
    expect(await refundsOf(purchaseId)).toEqual([]);
  });

  it("takes failure reports only from signed-in viewers, well formed, for a title that exists", async () => {
    const { viewer, title } = await renter();
    const body = { ref: title.ref, kind: "main", code: "networkError/fragLoadError", positionS: 3 };
    expect((await post(null, "/api/v1/content/stream/failure", body)).statusCode).toBe(401);
    expect(
      (await post(viewer, "/api/v1/content/stream/failure", { ...body, code: "<script>" }))
        .statusCode,
    ).toBe(400);
    expect(
      (await post(viewer, "/api/v1/content/stream/failure", { ...body, positionS: -1 })).statusCode,
    ).toBe(400);
    const unknown = await post(viewer, "/api/v1/content/stream/failure", {
      ...body,
      ref: "no-such-title",
    });
    expect(unknown.statusCode).toBe(404);
    expect(
      (await post(viewer, "/api/v1/content/stream/failure", { ...body, kind: "trailer" }))
        .statusCode,
    ).toBe(204);
  });
});
