import type { MediaPlaylist } from "./hls.ts";
import { h264Rungs, sharedAudio } from "./ladder.ts";

/** The longest clip a viewer may ask for (issue 6). */
export const CLIP_MAX_S = 60;

/** Which segments of a rendition cover a clip, and where the clip starts inside them. */
export interface ClipPlan {
  /** Index (= media sequence number, the AES-128 IV) of the first segment needed. */
  first: number;
  /** Index of the last segment needed (inclusive). */
  last: number;
  /** Seconds from the start of the first segment to the clip's start. */
  offsetS: number;
  durationS: number;
}

/**
 * The smallest run of segments that holds [startS, startS + durationS), from the playlist's
 * EXTINF durations. Throws when the span is empty, too long or outside the playlist.
 */
export function planClip(playlist: MediaPlaylist, startS: number, durationS: number): ClipPlan {
  if (!(startS >= 0) || !(durationS > 0) || durationS > CLIP_MAX_S) {
    throw new Error(`invalid clip span ${startS}+${durationS} s`);
  }
  const endS = startS + durationS;
  let at = 0;
  let first = -1;
  let firstStart = 0;
  let last = -1;
  for (const [index, segment] of playlist.segments.entries()) {
    const segmentEnd = at + segment.durationS;
    if (first < 0 && startS < segmentEnd) {
      first = index;
      firstStart = at;
    }
    if (first >= 0) last = index;
    at = segmentEnd;
    if (first >= 0 && endS <= segmentEnd) break;
  }
  // A little slack: EXTINF durations are rounded by the muxer.
  if (first < 0 || endS > at + 0.05) {
    throw new Error(`clip ${startS}+${durationS} s is beyond the video (${at.toFixed(3)} s)`);
  }
  return { first, last, offsetS: Math.round((startS - firstStart) * 1000) / 1000, durationS };
}

/**
 * The video rung a clip is cut from: the tallest at or below `maxHeight`, else the smallest; and
 * the AAC audio (an MP4 clip plays anywhere with it).
 */
export function pickClipRendition<R extends { name: string; height: number; codecs?: string }>(
  renditions: readonly R[],
  maxHeight = 480,
): { video: R; audio: R } {
  const audio = sharedAudio(renditions);
  const videos = h264Rungs(renditions).sort((a, b) => a.height - b.height);
  if (!audio || videos.length === 0) throw new Error("a clip needs a video and an audio rendition");
  const video = [...videos].reverse().find((r) => r.height <= maxHeight) ?? videos[0]!;
  return { video, audio };
}

/**
 * ffmpeg arguments that cut the clip from the joined (clear) video and audio renditions: an
 * input seek to the exact start, a re-encode of the few seconds (frame-exact whatever the
 * keyframes) and `+faststart` so the file plays while it downloads.
 */
export function buildClipArgs(options: {
  video: string;
  audio: string;
  /** Where the clip starts in each joined input (their first segments need not align). */
  videoOffsetS: number;
  audioOffsetS: number;
  durationS: number;
  output: string;
  preset?: string;
}): string[] {
  const seconds = (n: number) => n.toFixed(3);
  return [
    "-hide_banner",
    "-v",
    "error",
    "-nostdin",
    "-ss",
    seconds(options.videoOffsetS),
    "-i",
    options.video,
    "-ss",
    seconds(options.audioOffsetS),
    "-i",
    options.audio,
    "-t",
    seconds(options.durationS),
    "-map",
    "0:v:0",
    "-map",
    "1:a:0",
    "-c:v",
    "libx264",
    "-preset",
    options.preset ?? "veryfast",
    "-crf",
    "23",
    "-pix_fmt",
    "yuv420p",
    "-c:a",
    "aac",
    "-b:a",
    "96k",
    "-movflags",
    "+faststart",
    "-f",
    "mp4",
    "-y",
    options.output,
  ];
}
