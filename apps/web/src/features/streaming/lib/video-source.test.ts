import { afterEach, describe, expect, it, vi } from "vitest";
import { OPUS_IN_MP4, forgetAv1Answers } from "../../../lib/codec-support.ts";
import { videoSource } from "./video-source.ts";

const rung = (name: string, height: number, codecs: string, bandwidth: number) => ({
  name,
  height,
  codecs,
  bandwidth,
  averageBandwidth: Math.round(bandwidth * 0.8),
  bytesTotal: 1,
});

const grant = {
  manifestUrl: "/media/a1/tok/master.m3u8",
  renditions: [
    rung("144p", 144, "avc1.4d400c,mp4a.40.2", 200_000),
    rung("av1-144p", 144, "av01.0.00M.08,mp4a.40.2", 90_000),
  ],
};

/** A video made since the Opus master: Opus, and the Opus master in its folder. */
const h264 = rung("144p", 144, "avc1.4d400c,mp4a.40.2", 200_000);
const aac = rung("audio", 0, "mp4a.40.2", 60_000);
const opus = { ...rung("opus", 0, "opus", 34_000), opusMaster: true };
const withOpus = { manifestUrl: grant.manifestUrl, renditions: [aac, opus, h264] };
/** The same with AV1 rungs (they play with the Opus audio). */
const withAv1 = {
  ...withOpus,
  renditions: [...withOpus.renditions, rung("av1-144p", 144, "av01.0.00M.08,opus", 90_000)],
};

function decodes(answer: boolean) {
  const decodingInfo = vi.fn(() =>
    Promise.resolve({ supported: answer, smooth: answer, powerEfficient: false }),
  );
  Object.defineProperty(navigator, "mediaCapabilities", {
    value: { decodingInfo },
    configurable: true,
  });
  return decodingInfo;
}

/** Whether this browser's MediaSource plays Opus in fMP4. */
function playsOpus(answer: boolean) {
  vi.stubGlobal("MediaSource", {
    isTypeSupported: (type: string) => answer && type === OPUS_IN_MP4,
  });
}

/** A phone (a coarse pointer: the data saver is on by default) or a desktop, no network hints. */
function device(phone: boolean) {
  vi.spyOn(window, "matchMedia").mockImplementation(
    (query: string) => ({ matches: phone && query === "(pointer: coarse)" }) as MediaQueryList,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  forgetAv1Answers();
});

describe("videoSource", () => {
  it("plays the AV1 master on a data saver whose device decodes AV1 well", async () => {
    decodes(true);
    expect(await videoSource(grant, () => true)).toBe("/media/a1/tok/master-av1.m3u8");
  });

  it("keeps H.264 where AV1 does not decode, off the data saver, or without AV1 rungs", async () => {
    decodes(false);
    expect(await videoSource(grant, () => true)).toBe(grant.manifestUrl);
    forgetAv1Answers();
    const asked = decodes(true);
    expect(await videoSource(grant, () => false)).toBe(grant.manifestUrl);
    const h264Only = { ...grant, renditions: grant.renditions.slice(0, 1) };
    expect(await videoSource(h264Only, () => true)).toBe(grant.manifestUrl);
    expect(asked).not.toHaveBeenCalled();
  });

  it("plays the Opus master on a phone that plays Opus in fMP4 but not AV1 (ADR 0083)", async () => {
    device(true);
    playsOpus(true);
    decodes(false);
    expect(await videoSource(withOpus)).toBe("/media/a1/tok/master-opus.m3u8");
    // The video has AV1 rungs too, which this phone does not decode.
    expect(await videoSource(withAv1)).toBe("/media/a1/tok/master-opus.m3u8");
  });

  it("gives a phone that takes AV1 the AV1 master, not the Opus one", async () => {
    device(true);
    playsOpus(true);
    decodes(true);
    expect(await videoSource(withAv1)).toBe("/media/a1/tok/master-av1.m3u8");
  });

  it("keeps the H.264 master with AAC on a desktop, off the data saver, without Opus, or for a video without the Opus master", async () => {
    playsOpus(true);
    decodes(true);
    device(false);
    expect(await videoSource(withAv1)).toBe(grant.manifestUrl);
    expect(await videoSource(withOpus)).toBe(grant.manifestUrl);
    device(true);
    expect(await videoSource(withOpus, () => false)).toBe(grant.manifestUrl);
    // A video made before the Opus master: Opus for listening, no master-opus.m3u8 in its folder.
    const older = { ...withOpus, renditions: [aac, { ...opus, opusMaster: undefined }, h264] };
    expect(await videoSource(older)).toBe(grant.manifestUrl);
    const noOpus = { ...withOpus, renditions: [aac, h264] };
    expect(await videoSource(noOpus)).toBe(grant.manifestUrl);
    // A phone whose MediaSource does not play Opus in fMP4.
    playsOpus(false);
    expect(await videoSource(withOpus)).toBe(grant.manifestUrl);
  });
});
