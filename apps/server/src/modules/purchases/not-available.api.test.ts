import { randomUUID } from "node:crypto";
import { schema } from "@tazama/db";
import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { type TestUser, createTestUser } from "../../../test/accounts.ts";
import { type TestApp, getTestApp } from "../../../test/harness.ts";
import { addMediaAsset } from "../../../test/factories/media-asset.ts";
import { fundWallet } from "../../../test/factories/wallet.ts";
import { walletBooks } from "../../../test/money-fixtures.ts";
import { TITLE_NOT_AVAILABLE } from "./purchases.service.ts";

const { mediaAssets, titles } = schema;

let t: TestApp;
beforeAll(async () => {
  t = await getTestApp();
});

/**
 * A priced title with no video: from the middle of the catalogue, after the first 50 that
 * `playableTitles` gives a video and before the last ones other files use.
 */
async function titleWithoutVideo(skip: number): Promise<{ id: number; ref: string }> {
  const { rows } = await t.database.raw.query<{ id: number; ref: string }>(
    `select t.id, t.ref from titles t
      where not t.is_free and t.status = 'published'
        and exists (select 1 from prices p where p.title_id = t.id and p.currency = 'NGN')
      order by t.id offset 55 + $1 limit 1`,
    [skip],
  );
  return rows[0]!;
}

const addMain = (titleId: number, status: "queued" | "processing") =>
  addMediaAsset(t.database, titleId, { status });

const markReady = (titleId: number) =>
  t.database.db
    .update(mediaAssets)
    .set({ status: "ready" })
    .where(eq(mediaAssets.titleId, titleId));

const buy = (user: TestUser, ref: string, key = `k-${randomUUID()}`) =>
  t.app.inject({
    method: "POST",
    url: "/api/v1/users/buy",
    headers: { cookie: user.cookie, "idempotency-key": key },
    payload: { ref, kind: "rent" },
  });

async function entitlementsOf(userId: string): Promise<number> {
  const { rows } = await t.database.raw.query<{ n: number }>(
    "select count(*)::int as n from entitlements where user_id = $1",
    [userId],
  );
  return rows[0]!.n;
}

describe("a title is not sold until its main video plays", () => {
  it("no main video, or one still being prepared → 409 content/not-available, nothing charged", async () => {
    const none = await titleWithoutVideo(0);
    const preparing = await titleWithoutVideo(1);
    await addMain(preparing.id, "queued");
    const user = await createTestUser(t.app, t.database);
    await fundWallet(t.database, user.uid, 1_000_000);
    for (const title of [none, preparing]) {
      const res = await buy(user, title.ref);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({
        error: { code: "content/not-available", message: TITLE_NOT_AVAILABLE },
      });
    }
    expect(await walletBooks(t.database, user.uid)).toMatchObject({
      balance: 1_000_000,
      entries: 1,
    });
    expect(await entitlementsOf(user.uid)).toBe(0);
  });

  it("before the first top-up too: not-available, not a shortfall to top up", async () => {
    const title = await titleWithoutVideo(2);
    const user = await createTestUser(t.app, t.database);
    const res = await buy(user, title.ref);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ error: { code: "content/not-available" } });
  });

  it("the refused request's Idempotency-Key is not burned: once ready, the same key buys", async () => {
    const title = await titleWithoutVideo(3);
    await addMain(title.id, "processing");
    const user = await createTestUser(t.app, t.database);
    await fundWallet(t.database, user.uid, 1_000_000);
    const key = `k-${randomUUID()}`;
    expect((await buy(user, title.ref, key)).statusCode).toBe(409);
    await markReady(title.id);
    const bought = await buy(user, title.ref, key);
    expect(bought.statusCode).toBe(201);
    expect(bought.headers["idempotent-replayed"]).toBeUndefined();
    expect(await entitlementsOf(user.uid)).toBe(1);
    expect((await walletBooks(t.database, user.uid))!.entries).toBe(2);
  });

  it("a pass holder streams a title once its main video is ready", async () => {
    const title = await titleWithoutVideo(4);
    await addMain(title.id, "queued");
    const user = await createTestUser(t.app, t.database);
    await fundWallet(t.database, user.uid, 10_000_000);
    const pass = await t.app.inject({
      method: "POST",
      url: "/api/v1/users/bundle",
      headers: { cookie: user.cookie, "idempotency-key": `k-${randomUUID()}` },
      payload: { pass: await passSlug() },
    });
    expect(pass.statusCode).toBe(201);
    const stream = () =>
      t.app.inject({
        method: "POST",
        url: "/api/v1/content/stream/request",
        headers: { cookie: user.cookie },
        payload: { ref: title.ref },
      });
    const early = await stream();
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ error: { code: "media/not-ready" } });
    await markReady(title.id);
    const ready = await stream();
    expect(ready.statusCode).toBe(200);
    expect(ready.json<{ manifestUrl: string }>().manifestUrl).toMatch(/master\.m3u8$/);
  });

  it("free titles are unaffected: still free to watch, never sold", async () => {
    const [free] = await t.database.db
      .select({ ref: titles.ref })
      .from(titles)
      .where(sql`${titles.isFree}`)
      .limit(1);
    const user = await createTestUser(t.app, t.database);
    const res = await buy(user, free!.ref);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ error: { code: "purchase/free-title" } });
  });
});

async function passSlug(): Promise<string> {
  const res = await t.app.inject({ url: "/api/v1/users/bundle" });
  return res.json<{ passes: { slug: string }[] }>().passes[0]!.slug;
}
