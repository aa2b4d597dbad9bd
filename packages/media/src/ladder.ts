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

/**
 * An Opus audio-only rendition: listen mode's, and the audio of the AV1 and Opus masters (the
 * H.264 master's rungs play with the AAC one).
 */
export function isOpus(rendition: { codecs?: string }): boolean {
  return rendition.codecs === OPUS_CODECS;
}

/**
 * AV1 renditions (ADR 0083): the rungs up to 480p made again in AV1 after the H.264 ladder is
 * published, named `av1-<rung>`, with their own master playlist; players that decode AV1 well on
 * a phone or a data saver take it. Their CODECS start with "av01".
 */
export const AV1_MAX_HEIGHT = 480;
export const AV1_PREFIX = "av1-";
export const AV1_MASTER_PLAYLIST = "master-av1.m3u8";

/**
 * The Opus master (ADR 0083): the H.264 rungs with the Opus audio, for a phone on the data saver
 * that plays Opus in fMP4 but not AV1. Written wherever the video has Opus; a folder made before
 * it gains it with the next AV1 job or remade rendition, and says so on its Opus rendition
 * (`opusMaster`).
 */
export const OPUS_MASTER_PLAYLIST = "master-opus.m3u8";

/** An AV1 video rendition. */
export function isAv1(rendition: { codecs?: string }): boolean {
  return rendition.codecs?.startsWith("av01") === true;
}

/** The H.264 video rungs (every video rung but the AV1 ones). */
export function h264Rungs<R extends { height: number; codecs?: string }>(
  renditions: readonly R[],
): R[] {
  return renditions.filter((r) => r.height > 0 && !isAv1(r));
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
