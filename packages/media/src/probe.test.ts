import { describe, expect, it } from "vitest";
import { buildProbeArgs, parseProbe } from "./probe.ts";

const probe = (streams: object[], format: object = { duration: "42.5" }) =>
  JSON.stringify({ streams, format });

describe("parseProbe", () => {
  it("reads duration, size, frame rate and audio presence", () => {
    const out = parseProbe(
      probe([
        {
          codec_type: "video",
          codec_name: "h264",
          width: 1920,
          height: 1080,
          avg_frame_rate: "30000/1001",
        },
        { codec_type: "audio", codec_name: "aac" },
      ]),
    );
    expect(out).toEqual({
      durationS: 42.5,
      width: 1920,
      height: 1080,
      fps: 30000 / 1001,
      hasAudio: true,
      videoCodec: "h264",
    });
  });

  it("swaps width and height for a rotated phone video", () => {
    const out = parseProbe(
      probe([
        {
          codec_type: "video",
          width: 1920,
          height: 1080,
          avg_frame_rate: "0/0",
          r_frame_rate: "25/1",
          side_data_list: [{ rotation: -90 }],
        },
      ]),
    );
    expect(out).toMatchObject({ width: 1080, height: 1920, fps: 25, hasAudio: false });
  });

  it("refuses files without video, duration or frame rate, and non-JSON", () => {
    expect(() => parseProbe(probe([{ codec_type: "audio" }]))).toThrow(
      "the file has no video stream",
    );
    expect(() =>
      parseProbe(probe([{ codec_type: "video", width: 2, height: 2, avg_frame_rate: "25/1" }], {})),
    ).toThrow("the file has no duration");
    expect(() =>
      parseProbe(probe([{ codec_type: "video", width: 2, height: 2, avg_frame_rate: "0/0" }])),
    ).toThrow("the video frame rate is unknown");
    expect(() => parseProbe("oops")).toThrow("ffprobe did not return JSON");
  });

  it("asks ffprobe for JSON streams and format of exactly that file", () => {
    expect(buildProbeArgs("/in/a b.mov")).toEqual([
      "-v",
      "error",
      "-print_format",
      "json",
      "-show_format",
      "-show_streams",
      "/in/a b.mov",
    ]);
  });
});
