import { afterEach, describe, expect, it, vi } from "vitest";
import { OPUS_IN_MP4, av1Decodes, forgetAv1Answers, playsOpus, takesAv1 } from "./codec-support.ts";

const rungs = [
  { height: 144, codecs: "avc1.4d400c,mp4a.40.2", bandwidth: 200_000 },
  { height: 144, codecs: "av01.0.00M.08,mp4a.40.2", bandwidth: 90_000 },
  { height: 480, codecs: "av01.0.04M.08,mp4a.40.2", bandwidth: 400_000 },
  { height: 720, codecs: "avc1.4d401f,mp4a.40.2", bandwidth: 2_800_000 },
];

const answering = (info: Partial<MediaCapabilitiesDecodingInfo>) => ({
  decodingInfo: vi.fn(() =>
    Promise.resolve({ supported: false, smooth: false, powerEfficient: false, ...info }),
  ),
});

afterEach(() => {
  forgetAv1Answers();
  vi.unstubAllGlobals();
});

describe("av1Decodes", () => {
  it("asks about the tallest AV1 rung as MediaSource would play it", async () => {
    const capabilities = answering({ supported: true, smooth: true });
    expect(await av1Decodes(rungs, capabilities)).toBe(true);
    expect(capabilities.decodingInfo).toHaveBeenCalledWith({
      type: "media-source",
      video: {
        contentType: 'video/mp4; codecs="av01.0.04M.08"',
        width: 854,
        height: 480,
        bitrate: 400_000,
        framerate: 30,
      },
    });
  });

  it("takes a power-efficient decoder too, but not one that is neither smooth nor efficient", async () => {
    expect(await av1Decodes(rungs, answering({ supported: true, powerEfficient: true }))).toBe(
      true,
    );
    forgetAv1Answers();
    expect(await av1Decodes(rungs, answering({ supported: true }))).toBe(false);
    forgetAv1Answers();
    expect(await av1Decodes(rungs, answering({ smooth: true }))).toBe(false);
  });

  it("says no without AV1 rungs, without MediaCapabilities, or when the browser throws", async () => {
    const capabilities = answering({ supported: true, smooth: true });
    expect(
      await av1Decodes(
        rungs.filter((r) => r.codecs.startsWith("avc1")),
        capabilities,
      ),
    ).toBe(false);
    expect(capabilities.decodingInfo).not.toHaveBeenCalled();
    expect(await av1Decodes(rungs, undefined)).toBe(false);
    const throwing = { decodingInfo: vi.fn(() => Promise.reject(new TypeError("bad config"))) };
    expect(await av1Decodes(rungs, throwing)).toBe(false);
  });

  it("gives the early stream and the player one answer: asked once per codec and size", async () => {
    const capabilities = answering({ supported: true, smooth: true });
    await Promise.all([av1Decodes(rungs, capabilities), av1Decodes(rungs, capabilities)]);
    expect(capabilities.decodingInfo).toHaveBeenCalledTimes(1);
  });
});

describe("playsOpus", () => {
  it("asks MediaSource about Opus in fMP4", () => {
    const isTypeSupported = vi.fn((type: string) => type === OPUS_IN_MP4);
    vi.stubGlobal("MediaSource", { isTypeSupported });
    expect(playsOpus()).toBe(true);
    expect(isTypeSupported).toHaveBeenCalledWith('audio/mp4; codecs="opus"');
    isTypeSupported.mockReturnValue(false);
    expect(playsOpus()).toBe(false);
  });

  it("asks ManagedMediaSource where there is no MediaSource (an iPhone), and says no without either", () => {
    vi.stubGlobal("MediaSource", undefined);
    vi.stubGlobal("ManagedMediaSource", { isTypeSupported: () => true });
    expect(playsOpus()).toBe(true);
    vi.stubGlobal("ManagedMediaSource", undefined);
    expect(playsOpus()).toBe(false);
  });

  it("says no when the browser throws on the question", () => {
    vi.stubGlobal("MediaSource", {
      isTypeSupported: () => {
        throw new Error("no");
      },
    });
    expect(playsOpus()).toBe(false);
  });
});

describe("takesAv1", () => {
  const withOpus = rungs.map((r) =>
    r.codecs.startsWith("av01") ? { ...r, codecs: r.codecs.replace("mp4a.40.2", "opus") } : r,
  );

  it("needs Opus in fMP4 too where the AV1 rungs play with Opus", async () => {
    const capabilities = answering({ supported: true, smooth: true });
    vi.stubGlobal("MediaSource", { isTypeSupported: (type: string) => type === OPUS_IN_MP4 });
    expect(await takesAv1(withOpus, capabilities)).toBe(true);
    vi.stubGlobal("MediaSource", { isTypeSupported: () => false });
    expect(await takesAv1(withOpus, capabilities)).toBe(false);
    // A video made before Opus: its AV1 rungs play with AAC, whatever Opus does here.
    expect(await takesAv1(rungs, capabilities)).toBe(true);
  });
});
