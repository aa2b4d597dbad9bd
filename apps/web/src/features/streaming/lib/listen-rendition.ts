import { type StreamRendition, opusRendition, sharedAudioRendition } from "@tazama/contracts";

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
