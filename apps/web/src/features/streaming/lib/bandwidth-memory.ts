const STORAGE_KEY = "tazama.bandwidth";
/** A measurement older than this says little about today's network. */
export const BANDWIDTH_MAX_AGE_MS = 14 * 24 * 3600 * 1000;
/** Outside this range (bits per second) a figure is junk, not a network. */
const MIN_BPS = 50_000;
const MAX_BPS = 1_000_000_000;

const plausible = (bps: number) => Number.isFinite(bps) && bps >= MIN_BPS && bps <= MAX_BPS;

/**
 * The bandwidth hls.js measured the last time this device played a video (bits per second), or
 * null when it never did, too long ago, or the stored value is junk.
 */
export function readBandwidthEstimate(
  storage: Pick<Storage, "getItem"> | undefined,
  now: number,
): number | null {
  const raw = storage?.getItem(STORAGE_KEY);
  if (!raw) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return null;
  }
  const { bps, at } = (parsed ?? {}) as { bps?: unknown; at?: unknown };
  if (typeof bps !== "number" || typeof at !== "number" || !plausible(bps)) return null;
  if (at > now || now - at > BANDWIDTH_MAX_AGE_MS) return null;
  return Math.round(bps);
}

/** Keeps hls.js's estimate for the next video (ignored when it is not a plausible figure). */
export function rememberBandwidthEstimate(
  storage: Pick<Storage, "setItem"> | undefined,
  bps: number,
  now: number,
): void {
  if (!storage || !plausible(bps)) return;
  try {
    storage.setItem(STORAGE_KEY, JSON.stringify({ bps: Math.round(bps), at: now }));
  } catch {
    // Storage full or disabled: the next video starts at the lowest rung instead.
  }
}
