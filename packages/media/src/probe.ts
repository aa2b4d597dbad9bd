/** What the pipeline needs to know about a source. */
export interface ProbeResult {
  durationS: number;
  width: number;
  height: number;
  fps: number;
  hasAudio: boolean;
  videoCodec: string;
}

export function buildProbeArgs(file: string): string[] {
  return ["-v", "error", "-print_format", "json", "-show_format", "-show_streams", file];
}

interface RawStream {
  codec_type?: string;
  codec_name?: string;
  width?: number;
  height?: number;
  avg_frame_rate?: string;
  r_frame_rate?: string;
  duration?: string;
  tags?: { rotate?: string };
  side_data_list?: { rotation?: number }[];
}

function parseRate(rate: string | undefined): number {
  if (!rate) return 0;
  const [n, d] = rate.split("/").map(Number);
  if (n === undefined || !Number.isFinite(n)) return 0;
  const value = d === undefined ? n : d === 0 ? 0 : n / d;
  return Number.isFinite(value) ? value : 0;
}

/** Parses `ffprobe -print_format json` output; throws a readable error when it is not a playable video. */
export function parseProbe(json: string): ProbeResult {
  let raw: { streams?: RawStream[]; format?: { duration?: string; format_name?: string } };
  try {
    raw = JSON.parse(json) as typeof raw;
  } catch {
    throw new Error("ffprobe did not return JSON");
  }
  const streams = raw.streams ?? [];
  const video = streams.find((s) => s.codec_type === "video" && (s.width ?? 0) > 0);
  if (!video) throw new Error("the file has no video stream");
  const durationS = Number(raw.format?.duration ?? video.duration);
  if (!Number.isFinite(durationS) || durationS <= 0) throw new Error("the file has no duration");
  const fps = parseRate(video.avg_frame_rate) || parseRate(video.r_frame_rate);
  if (fps <= 0 || fps > 240) throw new Error("the video frame rate is unknown");
  const rotation = Math.abs(
    Number(
      video.tags?.rotate ??
        video.side_data_list?.find((d) => d.rotation !== undefined)?.rotation ??
        0,
    ),
  );
  const sideways = rotation === 90 || rotation === 270;
  return {
    durationS,
    width: sideways ? video.height! : video.width!,
    height: sideways ? video.width! : video.height!,
    fps,
    hasAudio: streams.some((s) => s.codec_type === "audio"),
    videoCodec: video.codec_name ?? "unknown",
  };
}
