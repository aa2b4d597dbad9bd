import { describe, expect, it } from "vitest";
import { selectLadder } from "./ladder.ts";
import type { ProbeResult } from "./probe.ts";
import {
  buildDemoSourceArgs,
  buildTranscodeArgs,
  escapeDrawtext,
  missingEncoders,
} from "./transcode-args.ts";

const probe: ProbeResult = {
  durationS: 60,
  width: 1280,
  height: 720,
  fps: 25,
  hasAudio: true,
  videoCodec: "h264",
};

const valueOf = (args: string[], flag: string) => args[args.indexOf(flag) + 1];

describe("buildTranscodeArgs", () => {
  const args = buildTranscodeArgs({
    source: "/s.mp4",
    probe,
    rungs: selectLadder(720),
    outDir: "/o",
  });

  it("decodes once and splits into one scaled output per rung (one process)", () => {
    expect(args.filter((a) => a === "-i")).toHaveLength(1);
    expect(valueOf(args, "-filter_complex")).toBe(
      "[0:v]split=5[s0][s1][s2][s3][s4];" +
        "[s0]scale=-2:144:flags=bicubic,format=yuv420p[v0];[s1]scale=-2:240:flags=bicubic,format=yuv420p[v1];" +
        "[s2]scale=-2:360:flags=bicubic,format=yuv420p[v2];[s3]scale=-2:480:flags=bicubic,format=yuv420p[v3];" +
        "[s4]scale=-2:720:flags=bicubic,format=yuv420p[v4]",
    );
    expect(valueOf(args, "-b:v:0")).toBe("144k");
    expect(valueOf(args, "-b:v:4")).toBe("2744k");
    expect(valueOf(args, "-c:v:4")).toBe("libx264");
  });

  it("forces a keyframe every 2 s with no scene-cut keyframes, AAC audio ≤ 64k and Opus at 30k", () => {
    expect(valueOf(args, "-g")).toBe("50");
    expect(valueOf(args, "-keyint_min")).toBe("50");
    expect(valueOf(args, "-sc_threshold")).toBe("0");
    expect(valueOf(args, "-force_key_frames")).toBe("expr:gte(t,n_forced*2)");
    expect(valueOf(args, "-c:a:0")).toBe("aac");
    expect(valueOf(args, "-b:a:0")).toBe("56k");
    expect(valueOf(args, "-c:a:1")).toBe("libopus");
    expect(valueOf(args, "-b:a:1")).toBe("30k");
    expect(valueOf(args, "-vbr:a:1")).toBe("constrained");
    expect(valueOf(args, "-frame_duration:a:1")).toBe("60");
    // Both audio outputs come from the source's one audio stream.
    const maps = args.flatMap((a, i) => (a === "-map" ? [args[i + 1]] : []));
    expect(maps.slice(-2)).toEqual(["0:a:0", "0:a:0"]);
  });

  it("writes fMP4 HLS with 4 s segments, each rung and the audio in its own folder", () => {
    expect(valueOf(args, "-hls_segment_type")).toBe("fmp4");
    expect(valueOf(args, "-hls_time")).toBe("4");
    expect(valueOf(args, "-hls_playlist_type")).toBe("vod");
    expect(valueOf(args, "-var_stream_map")).toBe(
      "v:0,agroup:aud,name:144p v:1,agroup:aud,name:240p v:2,agroup:aud,name:360p " +
        "v:3,agroup:aud,name:480p v:4,agroup:aud,name:720p a:0,agroup:aud,name:audio " +
        "a:1,agroup:opus,name:opus",
    );
    expect(valueOf(args, "-hls_segment_filename")).toBe("/o/%v/seg_%03d.m4s");
    expect(args.at(-1)).toBe("/o/%v/index.m3u8");
  });

  it("uses the source frame rate for the GOP and adds silence to a silent source", () => {
    const silent = buildTranscodeArgs({
      source: "/s.mp4",
      probe: { ...probe, fps: 30000 / 1001, hasAudio: false },
      rungs: selectLadder(240),
      outDir: "/o",
    });
    expect(valueOf(silent, "-g")).toBe("60");
    expect(silent).toContain("anullsrc=r=48000:cl=stereo");
    expect(silent[silent.lastIndexOf("-map")]).toBe("-map");
    expect(silent[silent.lastIndexOf("-map") + 1]).toBe("1:a:0");
    expect(silent[silent.lastIndexOf("-map") - 1]).toBe("1:a:0");
  });

  it("refuses an empty ladder", () => {
    expect(() => buildTranscodeArgs({ source: "s", probe, rungs: [], outDir: "o" })).toThrow(
      "no rungs",
    );
  });
});

describe("buildDemoSourceArgs", () => {
  it("draws the escaped title and a clock over a moving pattern, with a tone, for the duration", () => {
    const args = buildDemoSourceArgs({
      output: "/d.mp4",
      title: "Jollof: 100% 'Wars'",
      durationS: 40,
      width: 1280,
      height: 720,
      pattern: "mandelbrot",
      fontFile: "/f/Inter.woff",
      toneHz: 330,
    });
    expect(args[args.indexOf("lavfi") + 4]).toBe("mandelbrot=size=1280x720:rate=25:maxiter=64");
    expect(args.filter((a) => a === "40")).toHaveLength(2);
    expect(args).toContain("sine=frequency=330:sample_rate=48000:beep_factor=4");
    expect(valueOf(args, "-vf")).toContain("text='Jollof\\: 100\\% \\'Wars\\''");
    expect(valueOf(args, "-vf")).toContain("fontfile='/f/Inter.woff'");
    expect(args.at(-1)).toBe("/d.mp4");
  });

  it("escapes drawtext's special characters", () => {
    expect(escapeDrawtext("a\\b:c'd%e")).toBe("a\\\\b\\:c\\'d\\%e");
  });
});

describe("missingEncoders", () => {
  const listing = [
    "Encoders:",
    " V..... = Video",
    " ------",
    " V....D libx264              libx264 H.264 / AVC",
    " A..... aac                  AAC (Advanced Audio Coding)",
    " A..... libopus              libopus Opus (codec opus)",
  ].join("\n");

  it("finds nothing missing when libx264, aac and libopus are listed", () => {
    expect(missingEncoders(listing)).toEqual([]);
  });

  it("names each missing encoder", () => {
    expect(missingEncoders(listing.replace("libx264 ", "libopenh264 "))).toEqual(["libx264"]);
    // ffmpeg's own "opus" encoder is experimental: libopus is the one asked for.
    expect(missingEncoders(listing.replace("libopus ", "opus "))).toEqual(["libopus"]);
    expect(missingEncoders("")).toEqual(["libx264", "aac", "libopus"]);
  });
});
