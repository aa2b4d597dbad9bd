import { describe, expect, it } from "vitest";
import { CLIP_MAX_S, buildClipArgs, pickClipRendition, planClip } from "./clip-plan.ts";
import type { MediaPlaylist } from "./hls.ts";

const playlist = (...durations: number[]): MediaPlaylist => ({
  mapUri: "init_0.mp4",
  segments: durations.map((durationS, i) => ({
    uri: `seg_${String(i).padStart(3, "0")}.m4s`,
    durationS,
    sequence: i,
  })),
});

describe("planClip", () => {
  const four = playlist(4, 4, 4, 4, 2.5); // 18.5 s

  it("takes only the segments that cover the span, with the offset into the first", () => {
    expect(planClip(four, 0, 3)).toEqual({ first: 0, last: 0, offsetS: 0, durationS: 3 });
    expect(planClip(four, 5, 2)).toEqual({ first: 1, last: 1, offsetS: 1, durationS: 2 });
    expect(planClip(four, 6.5, 5)).toEqual({ first: 1, last: 2, offsetS: 2.5, durationS: 5 });
    expect(planClip(four, 8, 10.5)).toEqual({ first: 2, last: 4, offsetS: 0, durationS: 10.5 });
  });

  it("ends exactly on a segment boundary without taking the next segment", () => {
    expect(planClip(four, 4, 4)).toMatchObject({ first: 1, last: 1 });
  });

  it("refuses a span beyond the video, empty, negative or longer than 60 s", () => {
    expect(() => planClip(four, 18, 1)).toThrow(/beyond the video/);
    expect(() => planClip(four, 30, 1)).toThrow(/beyond the video/);
    expect(() => planClip(four, 1, 0)).toThrow(/invalid clip span/);
    expect(() => planClip(four, -1, 5)).toThrow(/invalid clip span/);
    const long = playlist(...Array.from({ length: 30 }, () => 4));
    expect(() => planClip(long, 0, CLIP_MAX_S + 1)).toThrow(/invalid clip span/);
    expect(planClip(long, 0, CLIP_MAX_S)).toMatchObject({ first: 0, last: 14 });
  });
});

describe("pickClipRendition", () => {
  const r = (name: string, height: number) => ({ name, height });

  it("takes the tallest rung at or below 480p and the audio rendition", () => {
    const ladder = [r("144p", 144), r("720p", 720), r("480p", 480), r("360p", 360), r("audio", 0)];
    expect(pickClipRendition(ladder)).toEqual({ video: r("480p", 480), audio: r("audio", 0) });
    expect(pickClipRendition(ladder, 360).video.name).toBe("360p");
  });

  it("cuts the audio from the AAC rendition, never listen mode's Opus one", () => {
    const opus = { name: "opus", height: 0, codecs: "opus" };
    const aac = { name: "audio", height: 0, codecs: "mp4a.40.2" };
    const ladder = [{ name: "144p", height: 144, codecs: "avc1.4d400c" }, opus, aac];
    expect(pickClipRendition(ladder).audio).toBe(aac);
    expect(() => pickClipRendition([ladder[0]!, opus])).toThrow(/needs a video and an audio/);
  });

  it("falls back to the smallest rung when every rung is taller; needs audio and video", () => {
    expect(pickClipRendition([r("720p", 720), r("1080p", 1080), r("audio", 0)]).video.name).toBe(
      "720p",
    );
    expect(() => pickClipRendition([r("144p", 144)])).toThrow(/needs a video and an audio/);
    expect(() => pickClipRendition([r("audio", 0)])).toThrow(/needs a video and an audio/);
  });
});

describe("buildClipArgs", () => {
  it("seeks each input by its own offset, cuts the duration, re-encodes, and moves the index first", () => {
    const args = buildClipArgs({
      video: "/w/video.mp4",
      audio: "/w/audio.mp4",
      videoOffsetS: 1.5,
      audioOffsetS: 1.25,
      durationS: 30,
      output: "/w/clip.mp4",
    });
    const joined = args.join(" ");
    expect(joined).toContain("-ss 1.500 -i /w/video.mp4 -ss 1.250 -i /w/audio.mp4 -t 30.000");
    expect(joined).toContain("-map 0:v:0 -map 1:a:0");
    expect(joined).toContain("-c:v libx264");
    expect(joined).toContain("-c:a aac");
    expect(joined).toContain("-movflags +faststart");
    expect(args.at(-1)).toBe("/w/clip.mp4");
  });
});
