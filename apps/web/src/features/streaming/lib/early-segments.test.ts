import type { HlsConfig, Loader, LoaderCallbacks, LoaderContext, LoaderStats } from "hls.js";
import { afterEach, describe, expect, it, vi } from "vitest";
import { rememberBandwidthEstimate } from "./bandwidth-memory.ts";
import {
  type EarlySegments,
  earlySegmentLoader,
  parseMaster,
  parseMediaPlaylist,
  prefetchFirstSegments,
  segmentAt,
} from "./early-segments.ts";

const ORIGIN = "https://tazama.test";
const BASE = `${ORIGIN}/media/a/t/`;

const MASTER = `#EXTM3U
#EXT-X-VERSION:7
#EXT-X-INDEPENDENT-SEGMENTS
#EXT-X-MEDIA:TYPE=AUDIO,GROUP-ID="aud",NAME="Audio",LANGUAGE="und",DEFAULT=YES,AUTOSELECT=YES,URI="audio/index.m3u8"
#EXT-X-STREAM-INF:BANDWIDTH=181674,AVERAGE-BANDWIDTH=174891,RESOLUTION=256x144,FRAME-RATE=25.000,CODECS="avc1.4d400c,mp4a.40.2",AUDIO="aud"
144p/index.m3u8
#EXT-X-STREAM-INF:BANDWIDTH=698954,RESOLUTION=640x360,CODECS="avc1.4d401e,mp4a.40.2",AUDIO="aud"
360p/index.m3u8
#EXT-X-STREAM-INF:BANDWIDTH=2731946,RESOLUTION=1280x720,CODECS="avc1.4d401f,mp4a.40.2",AUDIO="aud"
720p/index.m3u8
#EXT-X-STREAM-INF:BANDWIDTH=58823,CODECS="mp4a.40.2"
audio/index.m3u8
`;

function mediaPlaylist(init: string, segments: number) {
  const lines = ["#EXTM3U", "#EXT-X-TARGETDURATION:4", `#EXT-X-MAP:URI="${init}"`];
  for (let i = 0; i < segments; i++) {
    lines.push(`#EXT-X-KEY:METHOD=AES-128,URI="../key",IV=0x${String(i).padStart(32, "0")}`);
    lines.push("#EXTINF:4.000000,", `seg_${String(i).padStart(3, "0")}.m4s`);
  }
  return [...lines, "#EXT-X-ENDLIST", ""].join("\n");
}

const FILES: Record<string, string> = {
  "master.m3u8": MASTER,
  "144p/index.m3u8": mediaPlaylist("init_0.mp4", 5),
  "360p/index.m3u8": mediaPlaylist("init_1.mp4", 5),
  "720p/index.m3u8": mediaPlaylist("init_2.mp4", 5),
  "audio/index.m3u8": mediaPlaylist("init_5.mp4", 5),
};

/** A network that answers the folder's playlists, and any segment with 1 KB; records what was asked. */
function fakeNetwork() {
  const asked: string[] = [];
  const fetch = vi.fn((url: string) => {
    const file = new URL(url).pathname.replace("/media/a/t/", "");
    asked.push(file);
    const text = FILES[file];
    if (text !== undefined) return Promise.resolve(new Response(text));
    if (/\.(m4s|mp4)$/.test(url)) return Promise.resolve(new Response(new Uint8Array(1024)));
    return Promise.resolve(new Response("", { status: 404 }));
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, asked };
}

afterEach(() => {
  localStorage.clear();
});

describe("parsing", () => {
  it("reads a master's variants (audio-only ones too, as hls.js does) and its default audio", () => {
    const { variants, audio } = parseMaster(MASTER, `${BASE}master.m3u8`);
    expect(variants.map((v) => [v.height, v.bitrate, v.audio])).toEqual([
      [144, 181674, "aud"],
      [360, 698954, "aud"],
      [720, 2731946, "aud"],
      [0, 58823, null],
    ]);
    expect(variants[0]!.uri).toBe(`${BASE}144p/index.m3u8`);
    expect(audio.get("aud")).toBe(`${BASE}audio/index.m3u8`);
  });

  it("reads a media playlist's init and segments, with where each starts", () => {
    const playlist = parseMediaPlaylist(FILES["360p/index.m3u8"]!, `${BASE}360p/index.m3u8`);
    expect(playlist.init).toBe(`${BASE}360p/init_1.mp4`);
    expect(playlist.segments.slice(0, 2)).toEqual([
      { uri: `${BASE}360p/seg_000.m4s`, start: 0, duration: 4 },
      { uri: `${BASE}360p/seg_001.m4s`, start: 4, duration: 4 },
    ]);
  });

  it("finds the segment hls.js starts with, and none where it could take either", () => {
    const { segments } = parseMediaPlaylist(FILES["144p/index.m3u8"]!, `${BASE}144p/index.m3u8`);
    expect(segmentAt(segments, 0)?.uri).toMatch(/seg_000/);
    expect(segmentAt(segments, 42 / 10)?.uri).toMatch(/seg_001/);
    // hls.js takes the next segment from 0.25 s before an edge: near there, nothing is sure.
    expect(segmentAt(segments, 3.6)?.uri).toMatch(/seg_000/);
    expect(segmentAt(segments, 3.9)?.uri).toMatch(/seg_001/);
    expect(segmentAt(segments, 3.75)).toBeNull();
    expect(segmentAt(segments, 3.7)).toBeNull();
    expect(segmentAt(segments, 30)).toBeNull();
  });
});

describe("prefetchFirstSegments", () => {
  it("fetches the lowest rung's and the audio's init and first segments on a device that never measured", async () => {
    const { fetch, asked } = fakeNetwork();
    const early = prefetchFirstSegments(`${BASE}master.m3u8`, 0, { fetch });
    await early.planned;
    expect(asked.sort()).toEqual(
      [
        "master.m3u8",
        "144p/index.m3u8",
        "audio/index.m3u8",
        "144p/init_0.mp4",
        "144p/seg_000.m4s",
        "audio/init_5.mp4",
        "audio/seg_000.m4s",
      ].sort(),
    );
  });

  it("follows the device's memory as startHls does: a measured network starts higher", async () => {
    rememberBandwidthEstimate(localStorage, 5_000_000, Date.now());
    const { fetch, asked } = fakeNetwork();
    await prefetchFirstSegments(`${BASE}master.m3u8`, 10, { fetch }).planned;
    expect(asked).toContain("360p/seg_002.m4s");
    expect(asked).toContain("audio/seg_002.m4s");
    expect(asked.filter((url) => url.startsWith("144p/"))).toEqual([]);
  });

  it("hands each segment over once, with the times its fetch took", async () => {
    const { fetch } = fakeNetwork();
    let clock = 100;
    const early = prefetchFirstSegments(`${BASE}master.m3u8`, 0, { fetch, now: () => clock++ });
    await early.planned;
    const segment = await early.take(`${BASE}144p/seg_000.m4s`);
    expect(segment?.data.byteLength).toBe(1024);
    expect(segment!.start).toBeLessThan(segment!.first);
    expect(segment!.first).toBeLessThanOrEqual(segment!.end);
    expect(early.take(`${BASE}144p/seg_000.m4s`)).toBeNull();
  });

  it("fetches nothing more ahead once hls.js asks for a segment it was not fetching", async () => {
    const { fetch, asked } = fakeNetwork();
    const early = prefetchFirstSegments(`${BASE}master.m3u8`, 0, { fetch });
    // hls.js (cached) was quicker: it asks before the playlists have even arrived.
    expect(early.take(`${BASE}144p/init_0.mp4`)).toBeNull();
    await early.planned;
    expect(asked.filter((url) => /\.(m4s|mp4)$/.test(url))).toEqual([]);
  });

  it("reads a master named from the site's root as the page's origin's", async () => {
    const { fetch, asked } = fakeNetwork();
    const early = prefetchFirstSegments("/media/a/t/master.m3u8", 0, { fetch });
    await early.planned;
    expect(asked).toContain("144p/seg_000.m4s");
    // By absolute URL, on the page's origin, as hls.js asks for them.
    const segment = early.take(`${window.location.origin}/media/a/t/144p/seg_000.m4s`);
    expect((await segment)?.data.byteLength).toBe(1024);
  });

  it("fetches nothing ahead when the master cannot be read", async () => {
    const { fetch, asked } = fakeNetwork();
    await prefetchFirstSegments(`${BASE}missing.m3u8`, 0, { fetch }).planned;
    expect(asked).toEqual(["missing.m3u8"]);
  });
});

/** hls.js's default loader as the tests see it: it records what went to the network. */
function fakeBase() {
  const loaded: string[] = [];
  class NetworkLoader implements Loader<LoaderContext> {
    context: LoaderContext | null = null;
    stats = {
      aborted: false,
      loaded: 0,
      retry: 0,
      total: 0,
      chunkCount: 0,
      bwEstimate: 0,
      loading: { start: 0, first: 0, end: 0 },
      parsing: { start: 0, end: 0 },
      buffering: { start: 0, first: 0, end: 0 },
    } satisfies LoaderStats;
    aborted = false;
    load(context: LoaderContext) {
      if (this.stats.loading.start) throw new Error("Loader can only be used once.");
      this.stats.loading.start = 1;
      loaded.push(context.url);
    }
    abort() {
      this.aborted = true;
    }
    destroy() {}
  }
  return {
    Base: NetworkLoader as unknown as new (config: HlsConfig) => Loader<LoaderContext>,
    loaded,
  };
}

function callbacks() {
  return {
    onSuccess: vi.fn(),
    onError: vi.fn(),
    onTimeout: vi.fn(),
    onAbort: vi.fn(),
  } satisfies LoaderCallbacks<LoaderContext>;
}

const context = (url: string) =>
  ({ url, responseType: "arraybuffer", type: "media-fragment" }) as unknown as LoaderContext;
const CONFIG = {} as never;

function earlyWith(segments: Record<string, Promise<unknown> | null>): EarlySegments {
  return {
    planned: Promise.resolve(),
    take: (url) => (segments[url] ?? null) as ReturnType<EarlySegments["take"]>,
  };
}

describe("earlySegmentLoader", () => {
  it("answers a segment fetched ahead from that fetch, with its real times, and no request", async () => {
    const { Base, loaded } = fakeBase();
    const data = new ArrayBuffer(2048);
    const Loader = earlySegmentLoader(
      Base,
      earlyWith({ "/seg_000.m4s": Promise.resolve({ data, start: 10, first: 160, end: 900 }) }),
    );
    const loader = new Loader({} as HlsConfig);
    const done = callbacks();
    loader.load(context("/seg_000.m4s") as never, CONFIG, done);
    await vi.waitFor(() => {
      expect(done.onSuccess).toHaveBeenCalled();
    });
    const [response, stats] = done.onSuccess.mock.calls[0] as unknown[];
    expect(response).toMatchObject({ url: "/seg_000.m4s", data, code: 200 });
    expect(stats).toMatchObject({
      loaded: 2048,
      total: 2048,
      loading: { start: 10, first: 160, end: 900 },
    });
    // hls.js reads the loader's stats object: the one answered.
    expect(loader.stats).toBe(stats);
    expect(loaded).toEqual([]);
  });

  it("sends any other segment to the network, and one whose fetch ahead failed", async () => {
    const { Base, loaded } = fakeBase();
    const Loader = earlySegmentLoader(Base, earlyWith({ "/seg_000.m4s": Promise.resolve(null) }));
    new Loader({} as HlsConfig).load(context("/seg_001.m4s") as never, CONFIG, callbacks());
    const failed = new Loader({} as HlsConfig);
    failed.load(context("/seg_000.m4s") as never, CONFIG, callbacks());
    await vi.waitFor(() => {
      expect(loaded).toEqual(["/seg_001.m4s", "/seg_000.m4s"]);
    });
  });

  it("reports an abort while it waits, and answers nothing after it", async () => {
    const { Base } = fakeBase();
    let finish: (value: unknown) => void = () => undefined;
    const Loader = earlySegmentLoader(
      Base,
      earlyWith({ "/seg_000.m4s": new Promise((resolve) => (finish = resolve)) }),
    );
    const loader = new Loader({} as HlsConfig);
    const done = callbacks();
    loader.load(context("/seg_000.m4s") as never, CONFIG, done);
    loader.abort();
    expect(done.onAbort).toHaveBeenCalledTimes(1);
    finish({ data: new ArrayBuffer(1), start: 0, first: 1, end: 2 });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(done.onSuccess).not.toHaveBeenCalled();
  });
});
