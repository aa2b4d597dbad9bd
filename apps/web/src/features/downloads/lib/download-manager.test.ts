import "fake-indexeddb/auto";
import type { DownloadGrant } from "@tazama/contracts";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

// The download queue against IndexedDB (fake-indexeddb) and a stand-in for our server's
// media and licence routes: the files are kept as served, a pause keeps what came, a reload
// carries on from there without fetching a kept file again.

const ID = "0d4c2a52-5b7e-4a58-9f37-1f1f1f1f1f1f";
const BASE = "/media/asset/token/";
const master = [
  "#EXTM3U",
  '#EXT-X-MEDIA:TYPE=AUDIO,GROUP-ID="aud",NAME="Audio",DEFAULT=YES,URI="a64/index.m3u8"',
  '#EXT-X-STREAM-INF:BANDWIDTH=200000,AUDIO="aud"',
  "v144/index.m3u8",
  '#EXT-X-STREAM-INF:BANDWIDTH=800000,AUDIO="aud"',
  "v360/index.m3u8",
  '#EXT-X-STREAM-INF:BANDWIDTH=60000,CODECS="mp4a.40.2"',
  "a64/index.m3u8",
  '#EXT-X-STREAM-INF:BANDWIDTH=32000,CODECS="opus"',
  "opus/index.m3u8",
].join("\n");
const playlist = (segments: number) =>
  [
    "#EXTM3U",
    '#EXT-X-MAP:URI="init_0.mp4"',
    '#EXT-X-KEY:METHOD=AES-128,URI="../key"',
    ...Array.from({ length: segments }, (_, i) => `#EXTINF:4.0,\nseg_0000${i + 1}.m4s`),
    "#EXT-X-ENDLIST",
  ].join("\n");
const media: Record<string, Uint8Array> = {
  "master.m3u8": new TextEncoder().encode(master),
  "v144/index.m3u8": new TextEncoder().encode(playlist(3)),
  "a64/index.m3u8": new TextEncoder().encode(playlist(1)),
  "v144/init_0.mp4": new Uint8Array(100),
  "v144/seg_00001.m4s": new Uint8Array(1000).fill(1),
  "v144/seg_00002.m4s": new Uint8Array(1000).fill(2),
  "v144/seg_00003.m4s": new Uint8Array(1000).fill(3),
  "a64/init_0.mp4": new Uint8Array(50),
  "a64/seg_00001.m4s": new Uint8Array(300),
};
/** An AV1 rung (ADR 0083): named by the AV1 master, which pairs it with the Opus audio. */
const av1Master = [
  "#EXTM3U",
  '#EXT-X-MEDIA:TYPE=AUDIO,GROUP-ID="opus",NAME="Audio",DEFAULT=YES,URI="opus/index.m3u8"',
  '#EXT-X-STREAM-INF:BANDWIDTH=90000,CODECS="av01.0.00M.08,opus",AUDIO="opus"',
  "av1-144p/index.m3u8",
  '#EXT-X-STREAM-INF:BANDWIDTH=60000,CODECS="mp4a.40.2"',
  "a64/index.m3u8",
].join("\n");
const av1Media: Record<string, Uint8Array> = {
  "master-av1.m3u8": new TextEncoder().encode(av1Master),
  "av1-144p/index.m3u8": new TextEncoder().encode(playlist(1)),
  "av1-144p/init_0.mp4": new Uint8Array(80),
  "av1-144p/seg_00001.m4s": new Uint8Array(400),
  "opus/index.m3u8": new TextEncoder().encode(playlist(1)),
  "opus/init_0.mp4": new Uint8Array(40),
  "opus/seg_00001.m4s": new Uint8Array(150),
};
/** The H.264 rungs with the Opus audio (ADR 0083): the Opus master. */
const opusMaster = [
  "#EXTM3U",
  '#EXT-X-MEDIA:TYPE=AUDIO,GROUP-ID="opus",NAME="Audio",DEFAULT=YES,URI="opus/index.m3u8"',
  '#EXT-X-STREAM-INF:BANDWIDTH=180000,CODECS="avc1.4d400c,opus",AUDIO="opus"',
  "v144/index.m3u8",
  '#EXT-X-STREAM-INF:BANDWIDTH=780000,CODECS="avc1.4d401e,opus",AUDIO="opus"',
  "v360/index.m3u8",
  '#EXT-X-STREAM-INF:BANDWIDTH=60000,CODECS="mp4a.40.2"',
  "a64/index.m3u8",
  '#EXT-X-STREAM-INF:BANDWIDTH=32000,CODECS="opus"',
  "opus/index.m3u8",
].join("\n");
const opusMedia: Record<string, Uint8Array> = {
  "master-opus.m3u8": new TextEncoder().encode(opusMaster),
};
const total = Object.entries(media)
  .filter(([path]) => path !== "master.m3u8")
  .reduce((sum, [, bytes]) => sum + bytes.length, 0);

const grant: DownloadGrant = {
  download: {
    id: ID,
    deviceId: "device",
    ref: "oshodi-overtime",
    title: "Oshodi Overtime",
    poster: null,
    rendition: "v144",
    height: 144,
    bytes: total,
    createdAt: "2026-11-27T10:00:00.000Z",
    licenceExpiresAt: "2026-12-27T10:00:00.000Z",
  },
  licence: { terms: "e30", signature: "" },
  manifestUrl: `${BASE}master.m3u8`,
  renditions: [
    // Listen mode's Opus rendition comes first here: a download keeps the AAC one all the same.
    {
      name: "opus",
      height: 0,
      codecs: "opus",
      bandwidth: 32_000,
      averageBandwidth: 32_000,
      bytesTotal: 200,
    },
    {
      name: "a64",
      height: 0,
      codecs: "mp4a.40.2",
      bandwidth: 56_000,
      averageBandwidth: 56_000,
      bytesTotal: 350,
    },
    {
      name: "v144",
      height: 144,
      codecs: "avc1.4d400c,mp4a.40.2",
      bandwidth: 200_000,
      averageBandwidth: 200_000,
      bytesTotal: total,
    },
  ],
  durationS: 12,
};

const fetched: string[] = [];
/** While set, the third segment's request waits until it is aborted. */
let holdThird = true;
let thirdAsked: () => void = () => undefined;

// Before each test: the globals a test stubs are put back after it.
beforeEach(() => {
  vi.stubGlobal(
    "fetch",
    vi.fn((url: string, init?: RequestInit) => {
      if (url.startsWith("/api/v1/users/downloads/")) {
        return Promise.resolve(Response.json(grant));
      }
      const path = url.slice(BASE.length);
      fetched.push(path);
      if (path === "v144/seg_00003.m4s" && holdThird) {
        thirdAsked();
        return new Promise((_resolve, reject) => {
          init?.signal?.addEventListener("abort", () => {
            reject(new DOMException("aborted", "AbortError"));
          });
        });
      }
      const bytes = media[path] ?? av1Media[path] ?? opusMedia[path];
      return Promise.resolve(
        bytes ? new Response(bytes.slice().buffer) : new Response(null, { status: 404 }),
      );
    }),
  );
});

// The page's queue stops with it: its "online" listener and timer would act in later tests'
// windows (the web project shares one window per worker).
afterEach(async () => {
  (await import("./download-manager.ts")).downloadManager.stop();
  vi.resetModules();
});

/** The manager as a fresh page load has it (its module state starts over; IndexedDB stays). */
async function freshPage() {
  const { downloadManager } = await import("./download-manager.ts");
  const store = await import("./offline-store.ts");
  return { downloadManager, store };
}

describe("the download queue", () => {
  it("keeps the files as served, pauses, resumes, and carries on after a reload", async () => {
    const page = await freshPage();
    const asked = new Promise<void>((resolve) => {
      thirdAsked = resolve;
    });
    await page.downloadManager.start();
    await page.downloadManager.setAccount("u-1");
    await page.downloadManager.add("u-1", grant, { wifiOnly: false, startHour: null });
    await asked;
    await page.downloadManager.pause(ID);
    const paused = page.downloadManager.snapshot().find((d) => d.id === ID)!;
    expect(paused.status).toBe("paused");
    // The playlists, the init segments and two segments came; the master is kept cut down.
    expect(paused.bytesDone).toBe(total - 1000 - 350);
    expect(paused.files).toEqual([
      "v144/init_0.mp4",
      "v144/seg_00001.m4s",
      "v144/seg_00002.m4s",
      "v144/seg_00003.m4s",
      "a64/init_0.mp4",
      "a64/seg_00001.m4s",
    ]);
    const kept = new TextDecoder().decode(await page.store.readFile(ID, "master.m3u8"));
    expect(kept).toContain("v144/index.m3u8");
    expect(kept).not.toContain("v360");
    expect(kept).not.toContain("opus");
    expect(paused.renditions.map((r) => r.name)).toEqual(["v144", "a64"]);

    // Resumed, then the page reloads while the third segment is on its way.
    const askedAgain = new Promise<void>((resolve) => {
      thirdAsked = resolve;
    });
    await page.downloadManager.resume(ID);
    await askedAgain;
    expect((await page.store.getDownload(ID))!.status).toBe("downloading");
    // The page goes (its queue with it) and a new one loads.
    page.downloadManager.stop();
    vi.resetModules();
    holdThird = false;
    const reloaded = await freshPage();
    await reloaded.downloadManager.start();
    await vi.waitFor(async () => {
      expect((await reloaded.store.getDownload(ID))!.status).toBe("done");
    });
    const done = (await reloaded.store.getDownload(ID))!;
    expect(done.bytesDone).toBe(total);
    // Every file once, but the third segment (cut by the pause and the reload).
    const counts = Object.fromEntries(
      Object.keys(media).map((path) => [path, fetched.filter((f) => f === path).length]),
    );
    expect(counts).toEqual({
      "master.m3u8": 1,
      "v144/index.m3u8": 1,
      "a64/index.m3u8": 1,
      "v144/init_0.mp4": 1,
      "v144/seg_00001.m4s": 1,
      "v144/seg_00002.m4s": 1,
      "v144/seg_00003.m4s": 3,
      "a64/init_0.mp4": 1,
      "a64/seg_00001.m4s": 1,
    });
    const segment = new Uint8Array((await reloaded.store.readFile(ID, "v144/seg_00003.m4s"))!);
    expect(segment).toEqual(media["v144/seg_00003.m4s"]);

    // Removing it frees the device of every file.
    await reloaded.downloadManager.remove(ID);
    expect(await reloaded.store.readFile(ID, "v144/seg_00001.m4s")).toBeUndefined();
    expect(await reloaded.store.getDownload(ID)).toBeUndefined();
  });

  it("keeps an AV1 rung with the Opus audio the AV1 master pairs it with", async () => {
    const AV1_ID = "1e5d3b63-6c8f-4b69-8a48-2a2a2a2a2a2a";
    const av1Grant: DownloadGrant = {
      ...grant,
      download: { ...grant.download, id: AV1_ID, rendition: "av1-144p", bytes: 722 },
      renditions: [
        ...grant.renditions,
        {
          name: "av1-144p",
          height: 144,
          codecs: "av01.0.00M.08,opus",
          bandwidth: 90_000,
          averageBandwidth: 80_000,
          bytesTotal: 722,
        },
      ],
    };
    const page = await freshPage();
    await page.downloadManager.start();
    await page.downloadManager.setAccount("u-1");
    await page.downloadManager.add("u-1", av1Grant, { wifiOnly: false, startHour: null });
    await vi.waitFor(
      async () => {
        expect((await page.store.getDownload(AV1_ID))!.status).toBe("done");
      },
      { timeout: 10_000 },
    );
    const done = (await page.store.getDownload(AV1_ID))!;
    expect(done.renditions.map((r) => r.name)).toEqual(["av1-144p", "opus"]);
    expect(done.files).toEqual([
      "av1-144p/init_0.mp4",
      "av1-144p/seg_00001.m4s",
      "opus/init_0.mp4",
      "opus/seg_00001.m4s",
    ]);
    // What it fetched is what the dialog said it would: the AV1 rung's bytes with Opus.
    const playlists = ["av1-144p/index.m3u8", "opus/index.m3u8"].map((f) => av1Media[f]!.length);
    expect(done.bytesDone).toBe(80 + 400 + 40 + 150 + playlists[0]! + playlists[1]!);
    expect(fetched).toContain("master-av1.m3u8");
    const kept = new TextDecoder().decode(await page.store.readFile(AV1_ID, "master.m3u8"));
    expect(kept).toContain("av1-144p/index.m3u8");
    expect(kept).toContain('URI="opus/index.m3u8"');
    await page.downloadManager.remove(AV1_ID);
  });

  it("keeps an H.264 rung with the Opus audio where this device streams the Opus master, its size the bytes it fetches (ADR 0083)", async () => {
    holdThird = false;
    const OPUS_ID = "2f6e4c74-7d90-4c7a-9b59-3b3b3b3b3b3b";
    const size = (folder: string) =>
      Object.entries({ ...media, ...av1Media })
        .filter(([path]) => path.startsWith(`${folder}/`))
        .reduce((sum, [, bytes]) => sum + bytes.length, 0);
    // As the server lists them: the rung counted with AAC, the Opus rendition with its master.
    const [opus, aac, v144] = grant.renditions;
    const opusGrant: DownloadGrant = {
      ...grant,
      download: { ...grant.download, id: OPUS_ID, bytes: size("v144") + size("a64") },
      renditions: [
        { ...opus!, bytesTotal: size("opus"), opusMaster: true },
        { ...aac!, bytesTotal: size("a64") },
        { ...v144!, bytesTotal: size("v144") + size("a64") },
      ],
    };
    const earlier = fetched.length;
    const page = await freshPage();
    await page.downloadManager.start();
    await page.downloadManager.setAccount("u-1");
    await page.downloadManager.add("u-1", opusGrant, {
      wifiOnly: false,
      startHour: null,
      opus: true,
    });
    await vi.waitFor(
      async () => {
        expect((await page.store.getDownload(OPUS_ID))!.status).toBe("done");
      },
      { timeout: 10_000 },
    );
    const done = (await page.store.getDownload(OPUS_ID))!;
    expect(done.renditions.map((r) => [r.name, r.codecs])).toEqual([
      ["v144", "avc1.4d400c,opus"],
      ["opus", "opus"],
    ]);
    expect(done.files).toEqual([
      "v144/init_0.mp4",
      "v144/seg_00001.m4s",
      "v144/seg_00002.m4s",
      "v144/seg_00003.m4s",
      "opus/init_0.mp4",
      "opus/seg_00001.m4s",
    ]);
    // The size it said is what it fetched (the master playlist aside): the rung with Opus.
    expect(done.bytesTotal).toBe(size("v144") + size("opus"));
    expect(done.bytesDone).toBe(done.bytesTotal);
    const now = fetched.slice(earlier);
    expect(now).toContain("master-opus.m3u8");
    expect(now.filter((f) => f.startsWith("a64/") || f === "master.m3u8")).toEqual([]);
    const kept = new TextDecoder().decode(await page.store.readFile(OPUS_ID, "master.m3u8"));
    expect(kept).toContain('CODECS="avc1.4d400c,opus",AUDIO="opus"\nv144/index.m3u8');
    expect(kept).toContain('URI="opus/index.m3u8"');
    expect(kept).not.toContain("v360");
    await page.downloadManager.remove(OPUS_ID);
  });
});
