import { type QualityBeacon, qualityBeaconSchema } from "@tazama/contracts";
import { describe, expect, it } from "vitest";
import {
  QUALITY_EVERY_MS,
  createQualityCollector,
  networkType,
  renditionLabel,
} from "./quality-collector.ts";

/** A collector on a hand-moved clock, keeping what it sent (each checked against the contract). */
function setup(options: { startAt?: number; summaryOnly?: boolean; network?: string } = {}) {
  let now = 1_000;
  const sent: string[] = [];
  const summary = { only: options.summaryOnly ?? false };
  const collector = createQualityCollector({
    now: () => now,
    send: (body) => sent.push(body),
    id: "viewing123",
    ref: "highlife-at-the-palm-grove",
    kind: "main",
    network: () => networkType(options.network ?? "4g"),
    summaryOnly: () => summary.only,
    startAt: options.startAt ?? now,
  });
  const beacons = () => sent.map((text) => qualityBeaconSchema.parse(JSON.parse(text)));
  return {
    collector,
    sent,
    beacons,
    summary,
    advance: (ms: number) => {
      now += ms;
    },
  };
}

describe("the quality collector", () => {
  it("measures Play → first frame, stalls, renditions and bitrate, and sends them in batches", () => {
    const { collector, beacons, advance } = setup();
    advance(1_250);
    collector.rendition(renditionLabel(360, "avc1.4d401e"), 800, 0);
    collector.firstFrame();
    collector.playing();
    expect(collector.startupMs()).toBe(1_250);
    advance(10_000);
    collector.waiting(10);
    advance(1_500);
    collector.playing();
    advance(8_500);
    collector.rendition(renditionLabel(720, "avc1.64001f"), 2400, 18.5);
    advance(10_000);
    collector.tick();
    advance(5_000);
    collector.stopped();
    advance(60_000); // paused: nothing to say
    collector.tick();
    collector.end();
    const [first, second, last, ...rest] = beacons();
    expect(rest).toEqual([]);
    expect(first).toEqual({
      v: 1,
      id: "viewing123",
      s: 0,
      ref: "highlife-at-the-palm-grove",
      k: "m",
      n: "4g",
      su: 1_250,
      w: 28_500,
      st: [[10, 1_500]],
      sw: [
        [0, "360p avc1"],
        [18.5, "720p avc1"],
      ],
      r: "360p avc1",
      b: Math.round((800 * 18_500 + 2400 * 10_000) / 28_500),
    } satisfies QualityBeacon);
    expect(second).toEqual({
      v: 1,
      id: "viewing123",
      s: 1,
      ref: "highlife-at-the-palm-grove",
      k: "m",
      n: "4g",
      w: 5_000,
      r: "720p avc1",
      b: 2400,
    });
    // The viewing ends with nothing new: its last beacon still says so.
    expect(last).toMatchObject({ s: 2, w: 0, f: 1 });
    expect(last).not.toHaveProperty("x");
  });

  it("a viewer who leaves before the first frame is an exit; a fatal error a failure, said once", () => {
    const left = setup({ startAt: 0, network: "2g" });
    left.advance(7_000);
    left.collector.end();
    left.collector.end();
    expect(left.beacons()).toEqual([expect.objectContaining({ s: 0, n: "2g", x: 1, f: 1, w: 0 })]);

    const broken = setup();
    broken.advance(900);
    broken.collector.firstFrame();
    broken.collector.playing();
    broken.advance(4_000);
    broken.collector.error("networkError/fragLoadError", 4, true);
    broken.collector.stopped();
    broken.collector.tick();
    broken.advance(30_000);
    broken.collector.end();
    const [b0, b1] = broken.beacons();
    expect(b0).toMatchObject({ su: 900, fa: 1, e: [[4, "networkError/fragLoadError"]] });
    expect(b1).toMatchObject({ s: 1, f: 1, w: 0 });
    expect(b1).not.toHaveProperty("fa");
    expect(b1).not.toHaveProperty("x");
  });

  it("a cold page counts from its opening; a watch party from its play", () => {
    const cold = setup({ startAt: 0 });
    cold.advance(3_000);
    cold.collector.firstFrame();
    expect(cold.collector.startupMs()).toBe(4_000); // the clock started at 1 s

    const party = setup();
    party.collector.awaitPlay();
    party.advance(60_000); // the host has not started
    party.collector.play();
    party.advance(700);
    party.collector.firstFrame();
    expect(party.collector.startupMs()).toBe(700);
  });

  it("waiting before the first frame or while seeking is no stall", () => {
    const { collector, beacons, advance } = setup();
    collector.waiting(0);
    advance(2_000);
    collector.firstFrame();
    collector.playing();
    advance(1_000);
    collector.seeking();
    collector.waiting(40);
    advance(3_000);
    collector.playing();
    advance(1_000);
    collector.end();
    expect(beacons()[0]).toMatchObject({ su: 2_000, w: 2_000 });
    expect(beacons()[0]).not.toHaveProperty("st");
  });

  it("with Save-Data or past the data limit, one summary per viewing", () => {
    const { collector, beacons, advance } = setup({ summaryOnly: true });
    collector.rendition("144p avc1", 150, 0);
    advance(4_000);
    collector.firstFrame();
    collector.playing();
    for (let i = 0; i < 20; i += 1) {
      advance(QUALITY_EVERY_MS);
      collector.tick();
    }
    collector.end();
    expect(beacons()).toEqual([
      expect.objectContaining({ s: 0, su: 4_000, w: 600_000, f: 1, r: "144p avc1", b: 150 }),
    ]);
  });

  it("stays under 1 KB per minute of viewing: 10 minutes with a stall each minute and switches", () => {
    const { collector, sent, beacons, advance } = setup({ network: "3g" });
    collector.rendition(renditionLabel(240, "avc1.42c015"), 400, 0);
    advance(2_100);
    collector.firstFrame();
    collector.playing();
    let position = 0;
    for (let second = 1; second <= 600; second += 1) {
      advance(1_000);
      position += 1;
      if (second % 60 === 30) {
        collector.waiting(position);
        advance(2_300);
        collector.playing();
      }
      if (second % 120 === 0) {
        const up = (second / 120) % 2 === 1;
        collector.rendition(
          renditionLabel(up ? 480 : 240, "avc1.4d401f"),
          up ? 1200 : 400,
          position,
        );
      }
      if (second % 45 === 0) collector.error("networkError/fragLoadTimeOut", position, false);
      if (second % 30 === 0) collector.tick();
    }
    collector.end();
    const bytes = sent.reduce((total, body) => total + new Blob([body]).size, 0);
    expect(bytes / 10).toBeLessThanOrEqual(1024);
    const all = beacons();
    expect(all.reduce((n, b) => n + (b.st?.length ?? 0), 0)).toBe(10);
    expect(all.reduce((n, b) => n + b.w, 0)).toBe(600_000);
    console.info(`10 min simulated: ${all.length} beacons, ${bytes} bytes, ${bytes / 10} B/min`);
  });

  it("names networks and renditions as the contract takes them", () => {
    expect(networkType("3g")).toBe("3g");
    expect(networkType("5g")).toBe("unknown");
    expect(networkType(undefined)).toBe("unknown");
    expect(renditionLabel(1080, "hvc1.1.6.L120.90")).toBe("1080p hvc1");
    expect(renditionLabel(0, "mp4a.40.2")).toBe("audio mp4a");
    expect(renditionLabel(360, undefined)).toBe("360p video");
  });
});
