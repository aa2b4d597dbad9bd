import { type StreamRendition, opusRendition, sharedAudioRendition } from "@tazama/contracts";

/** Opus in fMP4 segments, as MediaSource is asked about it (hls.js's codec name, lower case). */
export const OPUS_IN_MP4 = 'audio/mp4; codecs="opus"';

type MediaSourceLike = { isTypeSupported(type: string): boolean } | undefined;

/**
 * Whether this browser's MediaSource (ManagedMediaSource on an iPhone, which hls.js uses there)
 * plays Opus in fMP4. Without MediaSource the video plays natively and listening stays AAC.
 */
export function playsOpus(scope: typeof globalThis = globalThis): boolean {
  const sources = scope as { MediaSource?: MediaSourceLike; ManagedMediaSource?: MediaSourceLike };
  const source = sources.MediaSource ?? sources.ManagedMediaSource;
  try {
    return source?.isTypeSupported(OPUS_IN_MP4) === true;
  } catch {
    return false;
  }
}

/**
 * The audio-only rendition listen mode plays (ADR 0073): Opus, half AAC's bytes, where the browser
 * plays it and the video has it (one transcoded before has not); AAC otherwise; null without audio.
 */
export function listenRendition(
  renditions: readonly StreamRendition[],
  opus: boolean,
): StreamRendition | null {
  return (opus ? opusRendition(renditions) : undefined) ?? sharedAudioRendition(renditions) ?? null;
}
