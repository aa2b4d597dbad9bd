import type { HlsConfig } from "hls.js";

/** 30 s ahead, never more (maxBufferSize 0: hls.js then sizes the buffer by time alone). */
export const VIDEO_BUFFER: Partial<HlsConfig> = {
  maxBufferLength: 30,
  maxMaxBufferLength: 30,
  maxBufferSize: 0,
};

/**
 * hls.js settings for a quick start. We pick the first rung ourselves (quality.ts `startLevel`), so
 * hls.js's bitrate test (a first segment of the lowest rung downloaded only to be thrown away) is
 * off; the bandwidth measured last time on this device, when known, seeds its ABR estimate.
 * The buffer runs 30 s ahead of the playhead, by time only: hls.js would otherwise grow it to
 * 60 MB's worth (about 7 minutes at 1 Mbps), which a viewer who stops early has paid for.
 */
export function hlsStartConfig(resumeAt: number, bandwidth: number | null): Partial<HlsConfig> {
  return {
    startPosition: resumeAt > 0 ? resumeAt : -1,
    testBandwidth: false,
    ...VIDEO_BUFFER,
    ...(bandwidth === null ? {} : { abrEwmaDefaultEstimate: bandwidth }),
  };
}

/**
 * Listening (audio only, ≤ 64 kbps): 20 s ahead is plenty, and what a viewer who stops early has
 * paid for beyond where they stopped stays small.
 */
export const LISTEN_BUFFER: Partial<HlsConfig> = { maxBufferLength: 20, maxMaxBufferLength: 20 };
