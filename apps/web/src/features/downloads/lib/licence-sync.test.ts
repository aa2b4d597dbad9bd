import "fake-indexeddb/auto";
import type { DownloadLicence, DownloadLicenceTerms, LicenceStatus } from "@tazama/contracts";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { LocalDownload } from "./offline-store.ts";

// Issue 39, items 1–3 (ADR 0053): the licences a browser keeps follow their right and their
// account. IndexedDB is fake-indexeddb; our server is a stand-in for its downloads routes.

const A = "0d4c2a52-5b7e-4a58-9f37-000000000001";
const B = "0d4c2a52-5b7e-4a58-9f37-000000000002";

function licence(downloadId: string, deviceId: string): DownloadLicence {
  const terms: DownloadLicenceTerms = {
    v: 1,
    downloadId,
    deviceId,
    ref: "oshodi-overtime",
    issuedAt: "2026-11-27T10:00:00.000Z",
    expiresAt: "2026-12-27T10:00:00.000Z",
    startBy: null,
    playWindowS: null,
    firstPlayedAt: null,
    wrappedKey: "AAAA",
  };
  const json = new TextEncoder().encode(JSON.stringify(terms));
  const b64 = btoa(String.fromCharCode(...json));
  return { terms: b64.replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, ""), signature: "s" };
}

function kept(id: string, userId: string | null, deviceId: string): LocalDownload {
  return {
    id,
    userId,
    ref: "oshodi-overtime",
    title: "Oshodi Overtime",
    poster: null,
    rendition: "v144",
    height: 144,
    bytesTotal: 1000,
    bytesDone: 1000,
    renditions: [],
    status: "done",
    wifiOnly: false,
    startHour: null,
    files: ["v144/seg_00001.m4s"],
    licence: licence(id, deviceId),
    revoked: null,
    durationS: 60,
    firstPlayedAt: null,
    firstPlayReported: false,
    positionS: 0,
    error: null,
    createdAt: Date.now(),
  };
}

interface Call {
  method: string;
  url: string;
  body: unknown;
}
let calls: Call[] = [];
let statuses: Record<string, LicenceStatus["licences"][number]> = {};
let devices: string[] = [];
/** The status check answers 429, as to an address that asked too often. */
let checksRefused = false;

function fakeServer() {
  return vi.fn(async (url: string, init?: RequestInit) => {
    const method = init?.method ?? "GET";
    const body: unknown = init?.body ? JSON.parse(init.body as string) : undefined;
    calls.push({ method, url, body });
    if (url === "/api/v1/users/downloads/licences/status") {
      if (checksRefused) {
        return Response.json(
          { error: { code: "downloads/too-many-checks", message: "Too many checks" } },
          { status: 429 },
        );
      }
      const asked = (body as { licences: DownloadLicence[] }).licences;
      const ids = asked.map(
        (l) =>
          (
            JSON.parse(atob(l.terms.replace(/-/g, "+").replace(/_/g, "/"))) as {
              downloadId: string;
            }
          ).downloadId,
      );
      return Response.json({
        licences: ids.map(
          (id) => statuses[id] ?? { downloadId: id, status: "valid", reason: null },
        ),
      });
    }
    if (url === "/api/v1/users/downloads" && method === "GET") {
      return Response.json({
        userId: "u-1",
        limits: { devices: 5, downloads: 25 },
        licenceKey: { kty: "EC" },
        devices: devices.map((id) => ({
          id,
          name: "Chrome on Linux",
          createdAt: "2026-11-27T10:00:00.000Z",
          lastSeenAt: "2026-11-27T10:00:00.000Z",
          downloads: 1,
        })),
        downloads: [],
      });
    }
    if (url.startsWith("/api/v1/users/downloads/devices/") && method === "PUT") {
      return Response.json({
        id: url.split("/").at(-1),
        name: "Chrome on Linux",
        createdAt: "",
        lastSeenAt: "",
        downloads: 1,
      });
    }
    if (/\/api\/v1\/users\/downloads\/[^/]+\/licence$/.test(url)) {
      const id = url.split("/").at(-2)!;
      return Response.json({
        download: { id },
        licence: licence(id, "dev-1"),
        manifestUrl: "/media/a/t/master.m3u8",
        renditions: [],
        durationS: 60,
      });
    }
    return new Response(null, { status: 404 });
  });
}

/** A fresh page's modules (their state starts over), on a fresh IndexedDB. */
async function freshPage() {
  const store = await import("./offline-store.ts");
  const sync = await import("./licence-sync.ts");
  const { downloadManager } = await import("./download-manager.ts");
  const keys = await import("./device-keys.ts");
  const playback = await import("./offline-playback.ts");
  const hooks = await import("../../../lib/sign-out-hooks.ts");
  return { store, sync, downloadManager, keys, playback, hooks };
}

// Web test files share one environment: what this file replaces, it puts back.
const realFetch = globalThis.fetch;
const realIndexedDb = globalThis.indexedDB;

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
  globalThis.fetch = fakeServer() as unknown as typeof fetch;
  localStorage.clear();
  calls = [];
  statuses = {};
  devices = ["dev-1"];
  checksRefused = false;
});

afterEach(async () => {
  // The page's queue stops with it: its "online" listener and timer would act in later tests'
  // windows (the web project shares one window per worker).
  (await import("./download-manager.ts")).downloadManager.stop();
  vi.resetModules();
  globalThis.fetch = realFetch;
  globalThis.indexedDB = realIndexedDb;
});

// RSA key pairs are made in several tests: slow on a busy machine.
describe("licences kept on this browser", { timeout: 30_000 }, () => {
  it("asks about every one, whoever's, with no session; a revoked one loses its key and files, and says why", async () => {
    const page = await freshPage();
    await page.store.putDownload(kept(A, "u-1", "dev-1"));
    await page.store.putDownload(kept(B, "u-2", "dev-2"));
    await page.store.writeFile(A, "v144/seg_00001.m4s", new ArrayBuffer(1000));
    await page.store.writeFile(B, "v144/seg_00001.m4s", new ArrayBuffer(1000));
    statuses[A] = { downloadId: A, status: "revoked", reason: "refunded" };

    await page.sync.syncLicences(null);

    const asked = calls.filter((c) => c.url.endsWith("/licences/status"));
    expect(asked).toHaveLength(1);
    expect((asked[0]!.body as { licences: unknown[] }).licences).toHaveLength(2);
    const a = (await page.store.getDownload(A))!;
    expect(a).toMatchObject({ revoked: "refunded", licence: null, files: null });
    expect(await page.store.readFile(A, "v144/seg_00001.m4s")).toBeUndefined();
    expect((await page.store.getDownload(B))!.revoked).toBeNull();
    expect(await page.store.readFile(B, "v144/seg_00001.m4s")).toBeDefined();
    // Offline, it says why in place of playing.
    expect(await page.playback.openOffline(A, "u-1")).toMatchObject({
      ok: false,
      refusal: "refunded",
    });
    // Nobody signed in: nothing was asked in an account's name.
    expect(calls.some((c) => c.url === "/api/v1/users/downloads")).toBe(false);
  });

  it("shows and plays an account's downloads to that account only; signing out drops its key", async () => {
    const page = await freshPage();
    await page.store.putDownload(kept(A, "u-1", "dev-1"));
    await page.store.putDownload(kept(B, "u-2", "dev-2"));
    await page.downloadManager.start();
    await page.downloadManager.setAccount("u-1");
    const identity = await page.keys.deviceIdentity("u-1");
    await page.keys.rememberDeviceId("u-1", identity, "dev-1");

    const { visibleTo } = await import("./download-manager.ts");
    expect(visibleTo(page.downloadManager.snapshot(), "u-1").map((d) => d.id)).toEqual([A]);
    expect(visibleTo(page.downloadManager.snapshot(), "u-2").map((d) => d.id)).toEqual([B]);
    expect(visibleTo(page.downloadManager.snapshot(), null)).toEqual([]);
    expect(await page.playback.openOffline(A, "u-2")).toMatchObject({
      ok: false,
      refusal: "other-account",
    });

    // The accounts feature runs the sign-out hooks before the session ends.
    await page.hooks.runSignOutHooks();
    expect(await page.keys.keptIdentity("u-1")).toBeUndefined();
    expect(page.downloadManager.account()).toBeNull();
    expect(await page.playback.openOffline(A, "u-1")).toMatchObject({
      ok: false,
      refusal: "locked",
    });
    // The files stay: the account gets them back by signing in again, without fetching them.
    expect((await page.store.getDownload(A))!.files).toEqual(["v144/seg_00001.m4s"]);
  });

  it("an account signing in again where it signed out re-keys its device and renews its licences", async () => {
    const page = await freshPage();
    await page.store.putDownload(kept(A, "u-1", "dev-1"));

    await page.sync.syncLicences("u-1");

    const rekey = calls.find((c) => c.method === "PUT");
    expect(rekey?.url).toBe("/api/v1/users/downloads/devices/dev-1");
    const identity = (await page.keys.keptIdentity("u-1"))!;
    expect((rekey!.body as { publicKey: string }).publicKey).toBe(identity.spki);
    expect(identity.id).toBe("dev-1");
    expect(calls.some((c) => c.url === `/api/v1/users/downloads/${A}/licence`)).toBe(true);
    expect(page.downloadManager.account()).toBe("u-1");

    // A renewal cut short (the page left): the next start renews what the new key cannot open.
    calls = [];
    await page.sync.syncLicences("u-1");
    expect(calls.some((c) => c.method === "PUT")).toBe(false);
    expect(calls.some((c) => c.url === `/api/v1/users/downloads/${A}/licence`)).toBe(true);
  });

  it("a refused check (429) does not keep a signing-in account from its downloads", async () => {
    const page = await freshPage();
    await page.store.putDownload(kept(A, "u-1", "dev-1"));
    checksRefused = true;

    await page.sync.syncLicences("u-1");

    expect(calls.some((c) => c.url.endsWith("/licences/status"))).toBe(true);
    expect(calls.find((c) => c.method === "PUT")?.url).toBe(
      "/api/v1/users/downloads/devices/dev-1",
    );
    expect(calls.some((c) => c.url === `/api/v1/users/downloads/${A}/licence`)).toBe(true);
    expect(page.downloadManager.account()).toBe("u-1");
  });

  it("another account signing in locks the one before it", async () => {
    const page = await freshPage();
    await page.store.putDownload(kept(A, "u-1", "dev-1"));
    await page.downloadManager.start();
    await page.downloadManager.setAccount("u-1");
    await page.keys.rememberDeviceId("u-1", await page.keys.deviceIdentity("u-1"), "dev-1");
    devices = [];

    await page.sync.syncLicences("u-2");

    expect(await page.keys.keptIdentity("u-1")).toBeUndefined();
    expect(page.downloadManager.account()).toBe("u-2");
    expect(calls.some((c) => c.method === "PUT")).toBe(false);
  });

  it("downloads kept before they had owners become the account's whose device they were on", async () => {
    const page = await freshPage();
    const legacy = { ...kept(A, null, "dev-1") } as Partial<LocalDownload>;
    delete legacy.userId;
    delete legacy.revoked;
    await page.store.putDownload(legacy as LocalDownload);
    const old = await page.keys.deviceIdentity("x");
    await page.store.writeMeta("device", { ...old, id: "dev-1" });
    await page.store.deleteMeta("device:x");

    expect(await page.playback.openOffline(A, "u-1")).toMatchObject({
      ok: false,
      refusal: "locked",
    });
    await page.sync.syncLicences("u-1");

    expect((await page.store.getDownload(A))!.userId).toBe("u-1");
    expect((await page.keys.keptIdentity("u-1"))!.spki).toBe(old.spki);
    expect(await page.store.readMeta("device")).toBeUndefined();
    expect(calls.some((c) => c.method === "PUT")).toBe(false);
  });
});
