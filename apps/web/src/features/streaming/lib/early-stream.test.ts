import { beforeEach, describe, expect, it, vi } from "vitest";
import { fakeHlsClass } from "../test/fake-hls.ts";
import { fakePlayback } from "../test/fake-playback.ts";
import type * as EarlyStream from "./early-stream.ts";

// The early stream is the page's one: a fresh module (nothing running, nothing adopted) per test.
let startEarlyStream: typeof EarlyStream.startEarlyStream;
let adoptEarlyStream: typeof EarlyStream.adoptEarlyStream;
beforeEach(async () => {
  vi.resetModules();
  ({ startEarlyStream, adoptEarlyStream } = await import("./early-stream.ts"));
});

/** hls.js "loaded": the early stream has made its instance. */
const loaded = () => new Promise((resolve) => setTimeout(resolve, 0));

const LADDER: [number, number][] = [
  [144, 250_000],
  [360, 800_000],
];

function playingVideo() {
  const video = document.createElement("video");
  fakePlayback(video);
  const play = video.play.bind(video);
  video.play = () => play().then(() => void video.dispatchEvent(new Event("playing")));
  return video;
}

describe("the early stream", () => {
  it("loads segments through the ones fetched ahead when it has them, else as hls.js would", async () => {
    const { Hls, instances } = fakeHlsClass();
    const early = { planned: Promise.resolve(), take: () => null };
    void startEarlyStream(playingVideo(), "/m/master.m3u8", 0, () => Promise.resolve(Hls), early);
    void startEarlyStream(playingVideo(), "/m/master.m3u8", 0, () => Promise.resolve(Hls));
    await loaded();
    expect(instances).toHaveLength(2);
    expect(typeof instances[0]!.config.fLoader).toBe("function");
    expect(instances[1]!.config.fLoader).toBeUndefined();
  });

  it("plays the page's video, and the player adopts that hls.js for the same video and source", async () => {
    const { Hls, instances } = fakeHlsClass();
    const video = playingVideo();
    const outcome = startEarlyStream(video, "/m/master.m3u8", 0, () => Promise.resolve(Hls));
    await loaded();
    instances[0]!.parse(LADDER);
    expect(await outcome).toBe("playing");
    expect(video.paused).toBe(false);
    const adopted = adoptEarlyStream(video, "/m/master.m3u8");
    expect(adopted?.hls).toBe(instances[0]);
    expect(instances[0]!.destroyed).toBe(false);
    // Once adopted it is the player's: nobody else takes it.
    expect(adoptEarlyStream(video, "/m/master.m3u8")).toBeNull();
  });

  it("is stopped when the player has another video element (a page drawn afresh)", async () => {
    const { Hls, instances } = fakeHlsClass();
    const outcome = startEarlyStream(playingVideo(), "/m/master.m3u8", 0, () =>
      Promise.resolve(Hls),
    );
    await loaded();
    instances[0]!.parse(LADDER);
    await outcome;
    expect(adoptEarlyStream(document.createElement("video"), "/m/master.m3u8")).toBeNull();
    expect(instances[0]!.destroyed).toBe(true);
  });

  it("says paused when the browser refuses to play, and is adopted paused", async () => {
    const refused = fakeHlsClass();
    const video = document.createElement("video");
    video.play = () => Promise.reject(new DOMException("gesture needed", "NotAllowedError"));
    const paused = startEarlyStream(video, "/m", 0, () => Promise.resolve(refused.Hls));
    await loaded();
    refused.instances[0]!.parse(LADDER);
    expect(await paused).toBe("paused");
    expect(adoptEarlyStream(video, "/m")?.hls).toBe(refused.instances[0]);
  });

  it("says failed on a fatal error, and gives its hls.js up (the player starts afresh)", async () => {
    const broken = fakeHlsClass();
    const other = playingVideo();
    const failed = startEarlyStream(other, "/m", 0, () => Promise.resolve(broken.Hls));
    await loaded();
    broken.instances[0]!.emit(broken.Hls.Events.ERROR, {
      fatal: true,
      type: "networkError",
      details: "manifestLoadError",
    });
    expect(await failed).toBe("failed");
    expect(broken.instances[0]!.destroyed).toBe(true);
    expect(adoptEarlyStream(other, "/m")).toBeNull();
  });

  it("does not start without MSE, nor once the player has asked (it starts its own)", async () => {
    const { Hls, instances } = fakeHlsClass();
    const noMse = Object.assign(Object.create(Hls) as typeof Hls, { isSupported: () => false });
    expect(await startEarlyStream(playingVideo(), "/m", 0, () => Promise.resolve(noMse))).toBe(
      "failed",
    );
    adoptEarlyStream(document.createElement("video"), "/m");
    expect(await startEarlyStream(playingVideo(), "/m", 0, () => Promise.resolve(Hls))).toBe(
      "failed",
    );
    expect(instances).toHaveLength(0);
  });
});
