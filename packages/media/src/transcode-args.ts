import {
  AUDIO_BITRATE,
  AUDIO_RENDITION,
  OPUS_BITRATE,
  OPUS_FRAME_MS,
  OPUS_RENDITION,
  type Rung,
  videoBitrate,
} from "./ladder.ts";
import type { ProbeResult } from "./probe.ts";

export const SEGMENT_SECONDS = 4;
export const KEYFRAME_SECONDS = 2;

export interface TranscodeArgsOptions {
  source: string;
  probe: ProbeResult;
  rungs: readonly Rung[];
  /** Folder that receives `<rung>/index.m3u8`, `<rung>/init_<n>.mp4` and `<rung>/seg_NNN.m4s`. */
  outDir: string;
  /** x264 preset; veryfast keeps a 5-rung ladder above realtime on 2 cores (DESIGN §7). */
  preset?: string;
}

const kbps = (bits: number) => `${Math.round(bits / 1000)}k`;

/**
 * One ffmpeg process for every rung (faster than one process per rung, DESIGN §7): the decoded
 * source is split and scaled per rung, H.264 video with a keyframe every 2 s, one shared AAC
 * audio rendition and, from the same decoded audio, listen mode's Opus rendition (ADR 0073), fMP4
 * segments of 4 s. Encryption is applied afterwards (ffmpeg 5 cannot
 * encrypt fMP4), see `hls.ts`.
 */
export function buildTranscodeArgs(options: TranscodeArgsOptions): string[] {
  const { source, probe, rungs, outDir } = options;
  if (rungs.length === 0) throw new Error("no rungs to encode");
  const gop = Math.max(1, Math.round(probe.fps * KEYFRAME_SECONDS));
  const args = ["-hide_banner", "-nostdin", "-nostats", "-loglevel", "error", "-y", "-i", source];
  if (!probe.hasAudio) {
    args.push("-f", "lavfi", "-t", String(probe.durationS), "-i", "anullsrc=r=48000:cl=stereo");
  }
  const split = rungs.map((_, i) => `[s${i}]`).join("");
  const scales = rungs
    .map((r, i) => `[s${i}]scale=-2:${r.height}:flags=bicubic,format=yuv420p[v${i}]`)
    .join(";");
  args.push("-filter_complex", `[0:v]split=${rungs.length}${split};${scales}`);
  rungs.forEach((rung, i) => {
    const rate = videoBitrate(rung);
    args.push(
      "-map",
      `[v${i}]`,
      `-c:v:${i}`,
      "libx264",
      `-b:v:${i}`,
      kbps(rate),
      `-maxrate:v:${i}`,
      kbps(rate * 1.2),
      `-bufsize:v:${i}`,
      kbps(rate * 2),
    );
  });
  const audioInput = probe.hasAudio ? "0:a:0" : "1:a:0";
  args.push("-map", audioInput, "-map", audioInput);
  args.push(
    "-preset",
    options.preset ?? "veryfast",
    "-profile:v",
    "main",
    "-g",
    String(gop),
    "-keyint_min",
    String(gop),
    "-sc_threshold",
    "0",
    "-force_key_frames",
    `expr:gte(t,n_forced*${KEYFRAME_SECONDS})`,
    "-c:a:0",
    "aac",
    "-b:a:0",
    kbps(AUDIO_BITRATE),
    "-c:a:1",
    "libopus",
    "-b:a:1",
    kbps(OPUS_BITRATE),
    // Constrained VBR: unconstrained, a tone takes 45 kbps of a 30 kbps target.
    "-vbr:a:1",
    "constrained",
    "-frame_duration:a:1",
    String(OPUS_FRAME_MS),
    "-ac",
    "2",
    "-ar",
    "48000",
    "-f",
    "hls",
    "-hls_time",
    String(SEGMENT_SECONDS),
    "-hls_playlist_type",
    "vod",
    "-hls_segment_type",
    "fmp4",
    "-hls_flags",
    "independent_segments",
    "-hls_fmp4_init_filename",
    "init.mp4",
    "-hls_segment_filename",
    `${outDir}/%v/seg_%03d.m4s`,
    "-var_stream_map",
    [
      ...rungs.map((r, i) => `v:${i},agroup:aud,name:${r.name}`),
      `a:0,agroup:aud,name:${AUDIO_RENDITION}`,
      `a:1,agroup:opus,name:${OPUS_RENDITION}`,
    ].join(" "),
    `${outDir}/%v/index.m3u8`,
  );
  return args;
}

export interface DemoSourceOptions {
  output: string;
  title: string;
  /** 30–60 s for the demo; tests use a few seconds. */
  durationS: number;
  width: number;
  height: number;
  /** Which moving pattern: each demo source looks different. */
  pattern: "testsrc2" | "mandelbrot" | "life";
  /** A font file FreeType can read (TTF, OTF or WOFF). */
  fontFile: string;
  toneHz?: number;
  fps?: number;
}

/** drawtext's own escaping: backslash, colon, quote and percent are special. */
export function escapeDrawtext(text: string): string {
  return text.replace(/[\\:'%]/g, (c) => `\\${c}`);
}

/** A synthetic, visibly moving source: a pattern, the title drawn on, a running clock and a sine tone. */
export function buildDemoSourceArgs(o: DemoSourceOptions): string[] {
  const fps = o.fps ?? 25;
  const size = `${o.width}x${o.height}`;
  const pattern =
    o.pattern === "mandelbrot"
      ? `mandelbrot=size=${size}:rate=${fps}:maxiter=64`
      : o.pattern === "life"
        ? `life=size=${Math.round(o.width / 4)}x${Math.round(o.height / 4)}:rate=${fps}:mold=10:ratio=0.5:death_color=#1a1030:life_color=#f0a020,scale=${size}:flags=neighbor`
        : `testsrc2=size=${size}:rate=${fps}`;
  const fontSize = Math.max(12, Math.round(o.height / 9));
  const font = o.fontFile.replace(/[\\:']/g, (c) => `\\${c}`);
  const text = escapeDrawtext(o.title);
  const drawTitle = `drawtext=fontfile='${font}':text='${text}':fontsize=${fontSize}:fontcolor=white:borderw=3:bordercolor=black:x=(w-tw)/2:y=(h-th)/2`;
  const drawClock = `drawtext=fontfile='${font}':text='%{pts\\:hms}':fontsize=${Math.round(fontSize / 2)}:fontcolor=white:borderw=2:bordercolor=black:x=(w-tw)/2:y=h-th-${Math.round(o.height / 12)}`;
  return [
    "-hide_banner",
    "-nostdin",
    "-nostats",
    "-loglevel",
    "error",
    "-y",
    "-f",
    "lavfi",
    "-t",
    String(o.durationS),
    "-i",
    pattern,
    "-f",
    "lavfi",
    "-t",
    String(o.durationS),
    "-i",
    `sine=frequency=${o.toneHz ?? 440}:sample_rate=48000:beep_factor=4`,
    "-vf",
    `${drawTitle},${drawClock},format=yuv420p`,
    "-c:v",
    "libx264",
    "-preset",
    "ultrafast",
    "-crf",
    "20",
    "-c:a",
    "aac",
    "-b:a",
    "128k",
    "-shortest",
    "-movflags",
    "+faststart",
    o.output,
  ];
}

/** The encoders the pipeline refuses to start without. */
export const REQUIRED_ENCODERS = ["libx264", "aac", "libopus"] as const;

/** Parses `ffmpeg -encoders` and returns the required encoders it lacks. */
export function missingEncoders(encodersOutput: string): string[] {
  const names = new Set(
    encodersOutput
      .split("\n")
      .map((line) => /^\s*[VAS][.A-Z]{5}\s+(\S+)/.exec(line)?.[1])
      .filter((n): n is string => n !== undefined),
  );
  return REQUIRED_ENCODERS.filter((e) => !names.has(e));
}
