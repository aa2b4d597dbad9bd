import { afterEach, describe, expect, it, vi } from "vitest";
import { forgetAv1Answers } from "../../../lib/codec-support.ts";
import { videoSource } from "./video-source.ts";

const grant = {
  manifestUrl: "/media/a1/tok/master.m3u8",
  renditions: [
    {
      name: "144p",
      height: 144,
      codecs: "avc1.4d400c,mp4a.40.2",
      bandwidth: 200_000,
      averageBandwidth: 150_000,
      bytesTotal: 1,
    },
    {
      name: "av1-144p",
      height: 144,
      codecs: "av01.0.00M.08,mp4a.40.2",
      bandwidth: 90_000,
      averageBandwidth: 70_000,
      bytesTotal: 1,
    },
  ],
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

afterEach(() => {
  vi.unstubAllGlobals();
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
    const h264 = { ...grant, renditions: grant.renditions.slice(0, 1) };
    expect(await videoSource(h264, () => true)).toBe(grant.manifestUrl);
    expect(asked).not.toHaveBeenCalled();
  });
});
