/** One video rung of the HLS ladder: `bandwidth` is the nominal total (video + audio) in bits/s. */
export interface Rung {
  name: string;
  height: number;
  bandwidth: number;
}

/** The ladder (DESIGN §7); 1080p only when the source has it. */
export const LADDER: readonly Rung[] = [
  { name: "144p", height: 144, bandwidth: 200_000 },
  { name: "240p", height: 240, bandwidth: 400_000 },
  { name: "360p", height: 360, bandwidth: 700_000 },
  { name: "480p", height: 480, bandwidth: 1_100_000 },
  { name: "720p", height: 720, bandwidth: 2_800_000 },
  { name: "1080p", height: 1080, bandwidth: 5_000_000 },
];

/** The audio-only rendition and the audio every video rung shares (≤ 64 kbps on the wire). */
export const AUDIO_BITRATE = 56_000;
export const AUDIO_RENDITION = "audio";
/** The AAC rendition's CODECS value (AAC-LC). */
export const AAC_CODECS = "mp4a.40.2";

/**
 * Listen mode's Opus rendition (ADR 0073): 30 kbps stereo, constrained VBR, 60 ms packets: 13–14
 * MB an hour on the wire against AAC's 26 MB, under 15 MB whatever the sound; made by the same
 * ffmpeg run, beside the AAC one.
 */
export const OPUS_BITRATE = 30_000;
export const OPUS_RENDITION = "opus";
/** Opus packets of 60 ms: a third of the 20 ms default's per-packet container bytes. */
export const OPUS_FRAME_MS = 60;
/** Opus's CODECS value: hls.js and MediaSource.isTypeSupported take it in lower case. */
export const OPUS_CODECS = "opus";

/** An Opus audio-only rendition (listen mode only; the video rungs play with the AAC one). */
export function isOpus(rendition: { codecs?: string }): boolean {
  return rendition.codecs === OPUS_CODECS;
}

/** The AAC audio-only rendition every video rung shares (the audio group, listen mode's fallback). */
export function sharedAudio<R extends { height: number; codecs?: string }>(
  renditions: readonly R[],
): R | undefined {
  return renditions.find((r) => r.height === 0 && !isOpus(r));
}

/** Rungs at or below the source height; never upscale. A source under 144 lines gets one rung at its own height. */
export function selectLadder(sourceHeight: number): Rung[] {
  if (!Number.isFinite(sourceHeight) || sourceHeight <= 0) {
    throw new Error(`invalid source height: ${sourceHeight}`);
  }
  const rungs = LADDER.filter((r) => r.height <= sourceHeight);
  if (rungs.length > 0) return rungs;
  const height = Math.max(2, Math.floor(sourceHeight / 2) * 2);
  return [{ name: `${height}p`, height, bandwidth: LADDER[0]!.bandwidth }];
}

/** Video bitrate of a rung: its nominal bandwidth less the shared audio. */
export function videoBitrate(rung: Rung): number {
  return rung.bandwidth - AUDIO_BITRATE;
}
