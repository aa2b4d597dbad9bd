import { afterEach, describe, expect, it } from "vitest";
import { fakeHlsClass } from "../test/fake-hls.ts";
import { rememberBandwidthEstimate } from "./bandwidth-memory.ts";
import { startHls } from "./hls-start.ts";

const LADDER: [number, number][] = [
  [144, 250_000],
  [360, 800_000],
  [720, 2_500_000],
];

afterEach(() => {
  localStorage.clear();
});

describe("startHls", () => {
  it("starts at the lowest rung on a device that never measured, from where the grant says", async () => {
    const { Hls, instances } = fakeHlsClass();
    const video = document.createElement("video");
    const started = startHls(Hls, video, { source: "/m/master.m3u8", startAt: 42 });
    const hls = instances[0]!;
    expect([hls.source, hls.media]).toEqual(["/m/master.m3u8", video]);
    expect(hls.config).toMatchObject({ startPosition: 42, testBandwidth: false });
    hls.parse(LADDER);
    expect(await started.parsed).toEqual({ start: 0, remembered: false });
    expect(hls.startLevel).toBe(0);
  });

  it("seeds ABR with the bandwidth measured last time, keeps the new one on stop, and caps", async () => {
    rememberBandwidthEstimate(localStorage, 5_000_000, Date.now());
    const { Hls, instances } = fakeHlsClass();
    const started = startHls(Hls, document.createElement("video"), {
      source: "/m/master.m3u8",
      startAt: 0,
      cap: 1,
    });
    const hls = instances[0]!;
    expect(hls.config.abrEwmaDefaultEstimate).toBe(5_000_000);
    hls.parse(LADDER);
    // 720p would fit 5 Mbps, but the cap holds it at 360p.
    expect(await started.parsed).toEqual({ start: 1, remembered: false });
    expect(hls.autoLevelCapping).toBe(1);
    hls.emit(Hls.Events.FRAG_LOADED, { frag: { stats: { loaded: 1000 } } });
    hls.emit(Hls.Events.FRAG_LOADED, { frag: { stats: { loaded: 500 } } });
    expect(started.loadedBytes()).toBe(1500);
    hls.bandwidthEstimate = 900_000;
    started.stop();
    started.stop();
    expect(hls.destroyed).toBe(true);
    const again = fakeHlsClass();
    startHls(again.Hls, document.createElement("video"), { source: "/m", startAt: 0 });
    expect(again.instances[0]!.config.abrEwmaDefaultEstimate).toBe(900_000);
  });

  it("plays the remembered rung, and recovers from a fatal media error by itself", async () => {
    localStorage.setItem("tazama.quality", "720");
    const { Hls, instances } = fakeHlsClass();
    const started = startHls(Hls, document.createElement("video"), { source: "/m", startAt: 0 });
    const hls = instances[0]!;
    hls.parse(LADDER);
    expect(await started.parsed).toEqual({ start: 2, remembered: true });
    expect(hls.currentLevel).toBe(2);
    hls.emit(Hls.Events.ERROR, { fatal: true, type: "mediaError" });
    hls.emit(Hls.Events.ERROR, { fatal: true, type: "networkError" });
    expect(hls.recovered).toBe(1);
  });

  it("listening picks no rung and buffers less", async () => {
    const { Hls, instances } = fakeHlsClass();
    const started = startHls(Hls, document.createElement("video"), {
      source: "/m/audio/index.m3u8",
      startAt: 0,
      listen: true,
    });
    const hls = instances[0]!;
    expect(hls.config.maxBufferLength).toBe(20);
    hls.parse([[0, 64_000]]);
    expect(await started.parsed).toEqual({ start: -1, remembered: false });
  });
});
