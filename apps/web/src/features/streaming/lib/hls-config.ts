import type { HlsConfig } from "hls.js";

/**
 * hls.js settings for a quick start. We pick the first rung ourselves (quality.ts `startLevel`), so
 * hls.js's bitrate test (a first segment of the lowest rung downloaded only to be thrown away) is
 * off; the bandwidth measured last time on this device, when known, seeds its ABR estimate.
 */
export function hlsStartConfig(resumeAt: number, bandwidth: number | null): Partial<HlsConfig> {
  return {
    startPosition: resumeAt > 0 ? resumeAt : -1,
    testBandwidth: false,
    ...(bandwidth === null ? {} : { abrEwmaDefaultEstimate: bandwidth }),
  };
}

/**
 * Listening (audio only, ≤ 64 kbps): 20 s ahead is plenty, and what a viewer who stops early has
 * paid for beyond where they stopped stays small.
 */
export const LISTEN_BUFFER: Partial<HlsConfig> = { maxBufferLength: 20, maxMaxBufferLength: 20 };
