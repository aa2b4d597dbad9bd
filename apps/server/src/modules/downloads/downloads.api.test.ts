import {
  createPublicKey,
  generateKeyPairSync,
  privateDecrypt,
  constants,
  randomUUID,
  verify,
} from "node:crypto";
import { rm } from "node:fs/promises";
import {
  type ApiError,
  DOWNLOAD_ERRORS,
  type DownloadGrant,
  type DownloadLicenceTerms,
  type DownloadOptions,
  type Downloads,
} from "@tazama/contracts";
import { schema } from "@tazama/db";
import { eq, inArray } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestUser, buildClockedApp, createTestUser } from "../../../test/accounts.ts";
import { fundWallet } from "../../../test/factories/wallet.ts";
import { type TestApp, getTestApp } from "../../../test/harness.ts";
import { playableTitles } from "../../../test/money-fixtures.ts";
import type { ManualClock } from "../../lib/clock.ts";

// Issue 19, offline downloads: devices (≤ 5) with their keys, downloads (≤ 25), licences whose
// terms follow the entitlement, the key wrapped to the device, signed by the server.

let t: TestApp;
let app: FastifyInstance;
let clock: ManualClock;
let dataDir: string;
let titles: Awaited<ReturnType<typeof playableTitles>>;
let next = 0;
const KEY_HEX = "00112233445566778899aabbccddeeff";
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

beforeAll(async () => {
  t = await getTestApp();
  ({ app, clock, dataDir } = await buildClockedApp(t.database));
  titles = await playableTitles(t.database, "NGN", 40);
  // Two video rungs and the audio, with their bytes, as a transcode writes them.
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
      keyHex: KEY_HEX,
      renditions: [
        { ...rung, name: "v144", height: 144, bandwidth: 150_000, bytes: 1_000_000 },
        { ...rung, name: "v360", height: 360, bandwidth: 600_000, bytes: 4_000_000 },
        { ...rung, name: "audio", height: 0, bandwidth: 56_000, bytes: 400_000 },
      ],
    })
    .where(
      inArray(
        schema.mediaAssets.titleId,
        rows.map((r) => r.id),
      ),
    );
}, 60_000);

afterAll(async () => {
  await app.close();
  await rm(dataDir, { recursive: true, force: true });
});

const call = (user: TestUser, method: "GET" | "POST" | "DELETE", url: string, payload?: object) =>
  app.inject({ method, url, headers: { cookie: user.cookie }, ...(payload ? { payload } : {}) });

function deviceKeys() {
  const { publicKey, privateKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
  return {
    spki: publicKey.export({ type: "spki", format: "der" }).toString("base64"),
    privateKey,
  };
}

async function device(user: TestUser, keys = deviceKeys(), name = "Chrome on Android") {
  const res = await call(user, "POST", "/api/v1/users/downloads/devices", {
    name,
    publicKey: keys.spki,
  });
  return { res, keys, id: res.statusCode === 201 ? res.json<{ id: string }>().id : "" };
}

async function owns(user: TestUser, kind: "buy" | "rent") {
  const title = titles[next++ % titles.length]!;
  await fundWallet(t.database, user.uid, (kind === "rent" ? title.rent : title.buy) * 2);
  const bought = await app.inject({
    method: "POST",
    url: "/api/v1/users/buy",
    headers: { cookie: user.cookie, "idempotency-key": `k-${randomUUID()}` },
    payload: { ref: title.ref, kind },
  });
  expect(bought.statusCode, bought.body).toBe(201);
  return title;
}

/** The licence's terms, after checking its signature with the key the list publishes. */
async function readLicence(user: TestUser, grant: DownloadGrant): Promise<DownloadLicenceTerms> {
  const { licenceKey } = (await call(user, "GET", "/api/v1/users/downloads")).json<Downloads>();
  const key = createPublicKey({ key: licenceKey, format: "jwk" });
  const json = Buffer.from(grant.licence.terms, "base64url");
  const signature = Buffer.from(grant.licence.signature, "base64url");
  expect(verify("sha256", json, { key, dsaEncoding: "ieee-p1363" }, signature)).toBe(true);
  const tampered = Buffer.from(json.toString().replace(/"expiresAt":"\d/, '"expiresAt":"3'));
  expect(verify("sha256", tampered, { key, dsaEncoding: "ieee-p1363" }, signature)).toBe(false);
  return JSON.parse(json.toString()) as DownloadLicenceTerms;
}

describe("users/downloads", () => {
  it("downloads a bought title: a 30-day licence with the key wrapped to the device", async () => {
    const viewer = await createTestUser(app, t.database);
    const title = await owns(viewer, "buy");
    const { id: deviceId, keys } = await device(viewer);
    // The qualities offered first, with the bytes each downloads (video and its audio), and the
    // audio-only renditions (a device playing the Opus master counts a rung with Opus, ADR 0083).
    const options = await call(viewer, "GET", `/api/v1/users/downloads/options/${title.ref}`);
    expect(options.json<DownloadOptions>().renditions.map((r) => [r.name, r.bytesTotal])).toEqual([
      ["audio", 400_000],
      ["v144", 1_400_000],
      ["v360", 4_400_000],
    ]);
    const res = await call(viewer, "POST", "/api/v1/users/downloads", {
      deviceId,
      ref: title.ref,
      rendition: "v144",
    });
    expect(res.statusCode, res.body).toBe(200);
    const grant = res.json<DownloadGrant>();
    // The size shown before starting: the rung's and its audio's bytes.
    expect(grant.download).toMatchObject({ ref: title.ref, rendition: "v144", height: 144 });
    expect(grant.download.bytes).toBe(1_400_000);
    expect(grant.manifestUrl).toMatch(/^\/media\/[0-9a-f-]{36}\/[^/]+\/master\.m3u8$/);
    const terms = await readLicence(viewer, grant);
    expect(terms).toMatchObject({
      downloadId: grant.download.id,
      deviceId,
      ref: title.ref,
      issuedAt: clock.now().toISOString(),
      expiresAt: new Date(clock.now().getTime() + 30 * DAY).toISOString(),
      startBy: null,
      playWindowS: null,
    });
    const key = privateDecrypt(
      { key: keys.privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: "sha256" },
      Buffer.from(terms.wrappedKey, "base64"),
    );
    expect(key.toString("hex")).toBe(KEY_HEX);
    // Downloading is not playing: no rental clock, no stream grant counted.
    const list = (await call(viewer, "GET", "/api/v1/users/downloads")).json<Downloads>();
    expect(list.downloads.map((d) => d.id)).toEqual([grant.download.id]);
    expect(list.devices).toMatchObject([{ id: deviceId, downloads: 1 }]);
    // The same title on the same device again: the same slot, a fresh licence.
    const again = await call(viewer, "POST", "/api/v1/users/downloads", {
      deviceId,
      ref: title.ref,
      rendition: "v360",
    });
    expect(again.json<DownloadGrant>().download).toMatchObject({
      id: grant.download.id,
      height: 360,
      bytes: 4_400_000,
    });
  });

  it("gives an unstarted rental a play window, and starts it from an offline first play", async () => {
    const viewer = await createTestUser(app, t.database);
    const title = await owns(viewer, "rent");
    const { id: deviceId } = await device(viewer);
    const res = await call(viewer, "POST", "/api/v1/users/downloads", {
      deviceId,
      ref: title.ref,
      rendition: "v144",
    });
    const grant = res.json<DownloadGrant>();
    const [rental] = await t.database.db
      .select()
      .from(schema.entitlements)
      .where(eq(schema.entitlements.userId, viewer.uid));
    expect(rental!.firstPlayedAt).toBeNull();
    const terms = await readLicence(viewer, grant);
    expect(terms.startBy).toBe(rental!.startBy!.toISOString());
    expect(terms.playWindowS).toBe(rental!.windowS);
    // Played offline an hour later; reported when back online 3 hours after that.
    clock.advance(HOUR);
    const playedAt = clock.now();
    clock.advance(3 * HOUR);
    const renewed = await call(
      viewer,
      "POST",
      `/api/v1/users/downloads/${grant.download.id}/licence`,
      {
        firstPlayedAt: playedAt.toISOString(),
      },
    );
    expect(renewed.statusCode, renewed.body).toBe(200);
    const after = await readLicence(viewer, renewed.json<DownloadGrant>());
    const windowEnd = new Date(playedAt.getTime() + rental!.windowS! * 1000).toISOString();
    expect(after).toMatchObject({
      startBy: null,
      playWindowS: null,
      firstPlayedAt: playedAt.toISOString(),
      expiresAt: windowEnd,
    });
    // Once the window is over, no renewal.
    clock.advance(rental!.windowS! * 1000);
    const late = await call(
      viewer,
      "POST",
      `/api/v1/users/downloads/${grant.download.id}/licence`,
      {},
    );
    expect(late.statusCode).toBe(403);
    expect(late.json<ApiError>().error.code).toBe("content/not-entitled");
  });

  it("downloads an AV1 rung by its name (av1-144p), and refuses a name that is not one", async () => {
    const viewer = await createTestUser(app, t.database);
    const title = await owns(viewer, "buy");
    const [row] = await t.database.db
      .select({ id: schema.titles.id })
      .from(schema.titles)
      .where(eq(schema.titles.ref, title.ref));
    const rung = { width: 0, averageBandwidth: 0, durationS: 60 };
    await t.database.db
      .update(schema.mediaAssets)
      .set({
        renditions: [
          { ...rung, name: "v144", height: 144, bandwidth: 150_000, bytes: 1_000_000, codecs: "" },
          {
            ...rung,
            name: "av1-144p",
            height: 144,
            bandwidth: 60_000,
            bytes: 300_000,
            codecs: "av01.0.00M.08",
          },
          { ...rung, name: "audio", height: 0, bandwidth: 56_000, bytes: 400_000, codecs: "" },
        ],
      })
      .where(eq(schema.mediaAssets.titleId, row!.id));
    const { id: deviceId } = await device(viewer);
    const res = await call(viewer, "POST", "/api/v1/users/downloads", {
      deviceId,
      ref: title.ref,
      rendition: "av1-144p",
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<DownloadGrant>().download).toMatchObject({
      rendition: "av1-144p",
      height: 144,
    });
    for (const rendition of ["../v144", "av1-", "-av1", "av1--144p", "AV1-144P", "a".repeat(21)]) {
      const bad = await call(viewer, "POST", "/api/v1/users/downloads", {
        deviceId,
        ref: title.ref,
        rendition,
      });
      expect(bad.statusCode, rendition).toBe(400);
    }
  });

  it("refuses a title the viewer may not watch, a wrong quality and someone else's device", async () => {
    const viewer = await createTestUser(app, t.database);
    const stranger = await createTestUser(app, t.database);
    const title = titles[next++ % titles.length]!;
    const { id: deviceId } = await device(viewer);
    const refused = await call(viewer, "POST", "/api/v1/users/downloads", {
      deviceId,
      ref: title.ref,
      rendition: "v144",
    });
    expect(refused.statusCode).toBe(403);
    const noOptions = await call(viewer, "GET", `/api/v1/users/downloads/options/${title.ref}`);
    expect(noOptions.statusCode).toBe(200);
    expect(noOptions.json<DownloadOptions>()).toEqual({
      ref: title.ref,
      downloadable: false,
      durationS: 0,
      renditions: [],
    });
    const unknown = await call(viewer, "GET", "/api/v1/users/downloads/options/no-such-title");
    expect(unknown.statusCode).toBe(404);
    const owned = await owns(viewer, "buy");
    const audio = await call(viewer, "POST", "/api/v1/users/downloads", {
      deviceId,
      ref: owned.ref,
      rendition: "audio",
    });
    expect(audio.statusCode).toBe(400);
    expect(audio.json<ApiError>().error).toEqual(DOWNLOAD_ERRORS.rendition);
    const theirs = await call(stranger, "POST", "/api/v1/users/downloads", {
      deviceId,
      ref: owned.ref,
      rendition: "v144",
    });
    expect(theirs.statusCode).toBe(409);
    expect(theirs.json<ApiError>().error).toEqual(DOWNLOAD_ERRORS.deviceUnknown);
    const badKey = await call(viewer, "POST", "/api/v1/users/downloads/devices", {
      name: "Phone",
      publicKey: "A".repeat(300),
    });
    expect(badKey.statusCode).toBe(400);
    expect(badKey.json<ApiError>().error.code).toBe("downloads/public-key");
    const noBody = await call(viewer, "POST", "/api/v1/users/downloads", {});
    expect(noBody.statusCode).toBe(400);
    const anonymous = await app.inject({ method: "GET", url: "/api/v1/users/downloads" });
    expect(anonymous.statusCode).toBe(401);
  });

  it("keeps to 5 devices and 25 downloads; removing one frees its place", async () => {
    const viewer = await createTestUser(app, t.database);
    const keys = deviceKeys();
    const made = await Promise.all([1, 2, 3, 4, 5, 6].map(() => device(viewer, keys)));
    expect(made.map((m) => m.res.statusCode).sort()).toEqual([201, 201, 201, 201, 201, 409]);
    const sixth = made.find((m) => m.res.statusCode === 409)!;
    expect(sixth.res.json<ApiError>().error).toEqual(DOWNLOAD_ERRORS.deviceLimit);
    const first = made.find((m) => m.res.statusCode === 201)!.id;
    expect(
      (await call(viewer, "DELETE", `/api/v1/users/downloads/devices/${first}`)).statusCode,
    ).toBe(204);
    expect((await device(viewer, keys)).res.statusCode).toBe(201);

    const deviceId = made.find((m) => m.res.statusCode === 201 && m.id !== first)!.id;
    // 25 bought titles downloaded, then a 26th refused until one is removed.
    await fundWallet(t.database, viewer.uid, titles.reduce((sum, x) => sum + x.buy, 0) * 2);
    const ids: string[] = [];
    for (const title of titles.slice(0, 26)) {
      const bought = await app.inject({
        method: "POST",
        url: "/api/v1/users/buy",
        headers: { cookie: viewer.cookie, "idempotency-key": `k-${randomUUID()}` },
        payload: { ref: title.ref, kind: "buy" },
      });
      expect(bought.statusCode, bought.body).toBe(201);
      const res = await call(viewer, "POST", "/api/v1/users/downloads", {
        deviceId,
        ref: title.ref,
        rendition: "v144",
      });
      if (ids.length < 25) {
        expect(res.statusCode, res.body).toBe(200);
        ids.push(res.json<DownloadGrant>().download.id);
      } else {
        expect(res.statusCode).toBe(409);
        expect(res.json<ApiError>().error).toEqual(DOWNLOAD_ERRORS.downloadLimit);
      }
    }
    expect((await call(viewer, "DELETE", `/api/v1/users/downloads/${ids[0]}`)).statusCode).toBe(
      204,
    );
    expect((await call(viewer, "DELETE", `/api/v1/users/downloads/${ids[0]}`)).statusCode).toBe(
      404,
    );
    const freed = await call(viewer, "POST", "/api/v1/users/downloads", {
      deviceId,
      ref: titles[25]!.ref,
      rendition: "v144",
    });
    expect(freed.statusCode, freed.body).toBe(200);
    // A removed download's licence is not renewed.
    const renew = await call(viewer, "POST", `/api/v1/users/downloads/${ids[0]}/licence`, {});
    expect(renew.statusCode).toBe(404);
  });
});
