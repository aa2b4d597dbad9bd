import { constants, generateKeyPairSync, privateDecrypt, randomUUID } from "node:crypto";
import { rm } from "node:fs/promises";
import type {
  ApiError,
  DownloadGrant,
  DownloadLicence,
  LicenceStatus,
  PurchasesResponse,
} from "@tazama/contracts";
import { schema } from "@tazama/db";
import { inArray } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestUser, buildClockedApp, createTestUser } from "../../../test/accounts.ts";
import { fundWallet } from "../../../test/factories/wallet.ts";
import { type TestApp, getTestApp } from "../../../test/harness.ts";
import { playableTitles, walletBooks } from "../../../test/money-fixtures.ts";
import type { ManualClock } from "../../lib/clock.ts";

// Issue 39, items 1–2 (ADR 0053): a licence follows the right it came from. A rental that sent a
// licence to a device is not given back "by mistake"; a refund, a closed or disabled account, a
// removed device or download revokes it, and a device asking about its licences (no session:
// the account may be gone) hears `revoked` with the reason.

let t: TestApp;
let app: FastifyInstance;
let clock: ManualClock;
let dataDir: string;
let admin: TestUser;
let titles: Awaited<ReturnType<typeof playableTitles>>;
let next = 0;

beforeAll(async () => {
  t = await getTestApp();
  ({ app, clock, dataDir } = await buildClockedApp(t.database));
  titles = await playableTitles(t.database, "NGN", 40);
  const rows = await t.database.db
    .select({ id: schema.titles.id })
    .from(schema.titles)
    .where(
      inArray(
        schema.titles.ref,
        titles.map((x) => x.ref),
      ),
    );
  const rung = { width: 0, averageBandwidth: 0, durationS: 60, codecs: "" };
  await t.database.db
    .update(schema.mediaAssets)
    .set({
      keyHex: "00112233445566778899aabbccddeeff",
      renditions: [
        { ...rung, name: "v144", height: 144, bandwidth: 150_000, bytes: 1_000_000 },
        { ...rung, name: "audio", height: 0, bandwidth: 56_000, bytes: 400_000 },
      ],
    })
    .where(
      inArray(
        schema.mediaAssets.titleId,
        rows.map((r) => r.id),
      ),
    );
  admin = await createTestUser(app, t.database, { role: "admin" });
}, 60_000);

afterAll(async () => {
  await app.close();
  await rm(dataDir, { recursive: true, force: true });
});

type Method = "GET" | "POST" | "DELETE" | "PATCH" | "PUT";
const call = (user: TestUser, method: Method, url: string, payload?: object, key?: string) =>
  app.inject({
    method,
    url,
    headers: { cookie: user.cookie, ...(key ? { "idempotency-key": key } : {}) },
    ...(payload ? { payload } : {}),
  });

/** A viewer who rented (or bought) a title and downloaded it to a device: its grant. */
async function downloaded(kind: "rent" | "buy") {
  const viewer = await createTestUser(app, t.database);
  const title = titles[next++ % titles.length]!;
  await fundWallet(t.database, viewer.uid, title.buy * 2);
  const bought = await call(
    viewer,
    "POST",
    "/api/v1/users/buy",
    { ref: title.ref, kind },
    `k-${randomUUID()}`,
  );
  expect(bought.statusCode, bought.body).toBe(201);
  const { publicKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
  const spki = publicKey.export({ type: "spki", format: "der" }).toString("base64");
  const device = await call(viewer, "POST", "/api/v1/users/downloads/devices", {
    name: "Chrome on Android",
    publicKey: spki,
  });
  expect(device.statusCode, device.body).toBe(201);
  const deviceId = device.json<{ id: string }>().id;
  const res = await call(viewer, "POST", "/api/v1/users/downloads", {
    deviceId,
    ref: title.ref,
    rendition: "v144",
  });
  expect(res.statusCode, res.body).toBe(200);
  // Time goes on after the purchase (a first play cannot come before it).
  clock.advance(10_000);
  const purchases = (await call(viewer, "GET", "/api/v1/purchases")).json<PurchasesResponse>();
  const purchase = [...purchases.rented, ...purchases.owned].find((p) => p.ref === title.ref)!;
  return { viewer, title, deviceId, grant: res.json<DownloadGrant>(), purchaseId: purchase.id };
}

/** What the server says of these licences, asked as a device with no session. */
async function status(...licences: DownloadLicence[]) {
  const res = await app.inject({
    method: "POST",
    url: "/api/v1/users/downloads/licences/status",
    payload: { licences },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<LicenceStatus>().licences;
}

/** The rental's first offline play, `agoMs` ago, reported with a renewal: its window starts. */
async function playedOffline(viewer: TestUser, downloadId: string, agoMs: number) {
  const at = new Date(clock.now().getTime() - agoMs).toISOString();
  const res = await call(viewer, "POST", `/api/v1/users/downloads/${downloadId}/licence`, {
    firstPlayedAt: at,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<DownloadGrant>();
}

describe("licences follow the right they came from", () => {
  it("a downloaded rental is not given back as started by mistake, and the button can say why", async () => {
    const { viewer, grant, purchaseId } = await downloaded("rent");
    await playedOffline(viewer, grant.download.id, 5_000);
    const before = await walletBooks(t.database, viewer.uid);
    const res = await call(
      viewer,
      "POST",
      "/api/v1/users/rentals/refund",
      { purchaseId },
      `k-${randomUUID()}`,
    );
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json<ApiError>().error).toEqual({
      code: "refunds/downloaded",
      message: "This rental was downloaded to a device, so it cannot be given back.",
    });
    expect(await walletBooks(t.database, viewer.uid)).toEqual(before);
    const rented = (await call(viewer, "GET", "/api/v1/purchases")).json<PurchasesResponse>()
      .rented;
    expect(rented.find((r) => r.id === purchaseId)).toMatchObject({
      downloaded: true,
      state: "active",
    });
    expect((await status(grant.licence))[0]).toEqual({
      downloadId: grant.download.id,
      status: "valid",
      reason: null,
    });
  });

  it("a rental not downloaded is still given back in its first 2 minutes", async () => {
    const viewer = await createTestUser(app, t.database);
    const title = titles[next++ % titles.length]!;
    await fundWallet(t.database, viewer.uid, title.buy);
    await call(
      viewer,
      "POST",
      "/api/v1/users/buy",
      { ref: title.ref, kind: "rent" },
      `k-${randomUUID()}`,
    );
    const played = await call(viewer, "POST", "/api/v1/content/stream/request", { ref: title.ref });
    expect(played.statusCode, played.body).toBe(200);
    const rental = (await call(viewer, "GET", "/api/v1/purchases")).json<PurchasesResponse>()
      .rented[0]!;
    expect(rental.downloaded).toBe(false);
    const res = await call(
      viewer,
      "POST",
      "/api/v1/users/rentals/refund",
      { purchaseId: rental.id },
      `k-${randomUUID()}`,
    );
    expect(res.statusCode, res.body).toBe(201);
  });

  it("an admin's refund revokes the download's licence: `refunded`, and renewal is refused", async () => {
    const { viewer, grant, purchaseId, title } = await downloaded("buy");
    const refund = await call(
      admin,
      "POST",
      "/api/v1/admin/refunds",
      { purchaseId, amountMinor: title.buy, reason: "Charged twice" },
      `k-${randomUUID()}`,
    );
    expect(refund.statusCode, refund.body).toBe(201);
    expect(await status(grant.licence)).toEqual([
      { downloadId: grant.download.id, status: "revoked", reason: "refunded" },
    ]);
    const renew = await call(
      viewer,
      "POST",
      `/api/v1/users/downloads/${grant.download.id}/licence`,
      {},
    );
    expect(renew.statusCode).toBe(403);
  });

  it("a closed account's licences are revoked: `account-closed`, asked with no session", async () => {
    const { viewer, grant } = await downloaded("buy");
    const del = await call(viewer, "DELETE", "/api/v1/users/me", {
      confirm: "DELETE",
      password: viewer.password,
    });
    expect(del.statusCode, del.body).toBe(204);
    expect(await status(grant.licence)).toEqual([
      { downloadId: grant.download.id, status: "revoked", reason: "account-closed" },
    ]);
  });

  it("a disabled account's licences are revoked: `account-disabled`", async () => {
    const { viewer, grant } = await downloaded("buy");
    const off = await call(admin, "PATCH", `/api/v1/admin/users/${viewer.uid}`, { disabled: true });
    expect(off.statusCode, off.body).toBe(200);
    expect(await status(grant.licence)).toEqual([
      { downloadId: grant.download.id, status: "revoked", reason: "account-disabled" },
    ]);
  });

  it("a removed device's and a removed download's licences are revoked, each with its reason", async () => {
    const first = await downloaded("buy");
    const second = await downloaded("buy");
    expect(
      (await call(first.viewer, "DELETE", `/api/v1/users/downloads/devices/${first.deviceId}`))
        .statusCode,
    ).toBe(204);
    expect(
      (await call(second.viewer, "DELETE", `/api/v1/users/downloads/${second.grant.download.id}`))
        .statusCode,
    ).toBe(204);
    expect(await status(first.grant.licence, second.grant.licence)).toEqual([
      { downloadId: first.grant.download.id, status: "revoked", reason: "device-removed" },
      { downloadId: second.grant.download.id, status: "revoked", reason: "removed" },
    ]);
  });

  it("a rental that ran out is `ended`, not revoked (its files may serve a new rental)", async () => {
    const { viewer, grant } = await downloaded("rent");
    clock.advance(2 * 3_600_000);
    await playedOffline(viewer, grant.download.id, 60 * 60_000);
    clock.advance(49 * 3_600_000);
    expect(await status(grant.licence)).toEqual([
      { downloadId: grant.download.id, status: "ended", reason: null },
    ]);
  });

  it("answers `unknown` for a licence it did not sign, an edited one, or one re-encoded", async () => {
    const { grant } = await downloaded("buy");
    const { terms, signature } = grant.licence;
    // The last character's spare bits changed: the same bytes, not the text we signed.
    const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
    const alias = alphabet[alphabet.indexOf(signature.at(-1)!) ^ 1]!;
    expect(Buffer.from(`${signature.slice(0, -1)}${alias}`, "base64url")).toEqual(
      Buffer.from(signature, "base64url"),
    );
    const reencoded = { terms, signature: `${signature.slice(0, -1)}${alias}` };
    const edited = {
      terms: Buffer.from(
        Buffer.from(terms, "base64url")
          .toString()
          .replace(/"ref":"/, '"ref":"x'),
      ).toString("base64url"),
      signature,
    };
    const answers = await status(reencoded, edited, { terms: "e30", signature: "AAAA" });
    expect(answers.map((a) => a.status)).toEqual(["unknown", "unknown", "unknown"]);
  });

  it("an account back on a browser where it signed out re-keys its device: same place, a licence for the new key", async () => {
    const { viewer, deviceId, grant } = await downloaded("buy");
    const { publicKey, privateKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
    const spki = publicKey.export({ type: "spki", format: "der" }).toString("base64");
    const stranger = await createTestUser(app, t.database);
    expect(
      (
        await call(stranger, "PUT", `/api/v1/users/downloads/devices/${deviceId}`, {
          publicKey: spki,
        })
      ).statusCode,
    ).toBe(404);
    const bad = await call(viewer, "PUT", `/api/v1/users/downloads/devices/${deviceId}`, {
      publicKey: "A".repeat(300),
    });
    expect(bad.statusCode).toBe(400);
    const res = await call(viewer, "PUT", `/api/v1/users/downloads/devices/${deviceId}`, {
      publicKey: spki,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ id: string; downloads: number }>()).toMatchObject({
      id: deviceId,
      downloads: 1,
    });
    const renewed = await call(
      viewer,
      "POST",
      `/api/v1/users/downloads/${grant.download.id}/licence`,
      {},
    );
    const terms = JSON.parse(
      Buffer.from(renewed.json<DownloadGrant>().licence.terms, "base64url").toString(),
    ) as { wrappedKey: string; deviceId: string };
    expect(terms.deviceId).toBe(deviceId);
    const key = privateDecrypt(
      { key: privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: "sha256" },
      Buffer.from(terms.wrappedKey, "base64"),
    );
    expect(key.toString("hex")).toBe("00112233445566778899aabbccddeeff");
    const list = (await call(viewer, "GET", "/api/v1/users/downloads")).json<{ userId: string }>();
    expect(list.userId).toBe(viewer.uid);
  });

  it("refuses a malformed or oversized question with a 400, never a 500", async () => {
    const ask = (payload: unknown) =>
      app.inject({
        method: "POST",
        url: "/api/v1/users/downloads/licences/status",
        payload: payload as object,
      });
    expect((await ask({ licences: [] })).statusCode).toBe(400);
    const many = Array.from({ length: 101 }, () => ({ terms: "e30", signature: "AAAA" }));
    expect((await ask({ licences: many })).statusCode).toBe(400);
    expect((await ask({ licences: [{ terms: 1 }] })).statusCode).toBe(400);
  });
});
