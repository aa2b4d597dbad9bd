/** A rung as the player offers it. */
export interface QualityOption {
  /** hls.js level index, or -1 for Auto. */
  level: number;
  label: string;
  /** What an hour of it costs ("27 MB/h"); none for Auto. */
  perHour?: string;
}

const STORAGE_KEY = "tazama.quality";

/** Data a rung costs per hour of watching, from its bit rate (bits per second). */
export function gigabytesPerHour(bitsPerSecond: number): number {
  return (bitsPerSecond * 3600) / 8 / 1e9;
}

/** "14 MB/h", "0.6 GB/h"… as sizes are shown (ADR 0073): one decimal under 10, whole above. */
export function formatPerHour(bitsPerSecond: number): string {
  const gb = gigabytesPerHour(bitsPerSecond);
  if (gb >= 0.9995) return `${gb.toFixed(gb < 9.95 ? 1 : 0)} GB/h`;
  const mb = gb * 1000;
  return `${mb.toFixed(mb < 9.95 ? 1 : 0)} MB/h`;
}

/** The option that plays the audio-only rendition (listen mode); not an hls.js level. */
export const LISTEN_LEVEL = -2;

/**
 * Auto first, then every video rung, lowest first, labelled with its data cost per hour; then,
 * when the video has an audio-only rendition (its bit rate given), listening without the picture.
 */
export function qualityOptions(
  levels: readonly { height: number; bitrate: number }[],
  audioBitrate: number | null = null,
) {
  const options: QualityOption[] = [{ level: -1, label: "Auto" }];
  levels
    .map((l, level) => ({ ...l, level }))
    .filter((l) => l.height > 0)
    .sort((a, b) => a.height - b.height)
    .forEach((l) => {
      const perHour = formatPerHour(l.bitrate);
      options.push({ level: l.level, label: `${l.height}p · ${perHour}`, perHour });
    });
  if (audioBitrate !== null) {
    const perHour = formatPerHour(audioBitrate);
    options.push({ level: LISTEN_LEVEL, label: `Audio only · ${perHour}`, perHour });
  }
  return options;
}

/** Seconds of video in one segment (DESIGN §7: fMP4 4 s segments). */
const SEGMENT_S = 4;
/** How long the first segment may take to download, at the remembered bandwidth. */
const FIRST_SEGMENT_BUDGET_S = 1;
/** Spare for a network a little slower than last time. */
const BANDWIDTH_SAFETY = 0.8;

function lowestRung(levels: readonly { height: number }[]): number {
  let lowest = 0;
  levels.forEach((l, i) => {
    if (l.height > 0 && (levels[lowest]!.height === 0 || l.height < levels[lowest]!.height)) {
      lowest = i;
    }
  });
  return lowest;
}

/**
 * The level to start at (-1 only without levels): the remembered choice when it still exists; the
 * lowest rung with the data saver or when this device never measured its network; else the highest
 * rung whose first segment downloads within a second at the bandwidth measured last time. Auto
 * (hls.js's ABR) adapts from there.
 */
export function startLevel(
  levels: readonly { height: number; bitrate: number }[],
  remembered: number | null,
  dataSaver: boolean,
  bandwidth: number | null,
): number {
  if (levels.length === 0) return -1;
  if (remembered !== null) {
    const index = levels.findIndex((l) => l.height === remembered);
    if (index >= 0) return index;
  }
  const lowest = lowestRung(levels);
  if (dataSaver || bandwidth === null) return lowest;
  const affordable = (bitrate: number) =>
    (bitrate * SEGMENT_S) / (bandwidth * BANDWIDTH_SAFETY) <= FIRST_SEGMENT_BUDGET_S;
  let best = lowest;
  levels.forEach((l, i) => {
    if (l.height > 0 && affordable(l.bitrate) && l.bitrate > levels[best]!.bitrate) best = i;
  });
  return best;
}

/** The remembered rung as a height (null = Auto or nothing chosen). */
export function readRememberedHeight(storage: Pick<Storage, "getItem"> | undefined): number | null {
  const raw = storage?.getItem(STORAGE_KEY);
  const height = raw ? Number(raw) : Number.NaN;
  return Number.isInteger(height) && height > 0 ? height : null;
}

export function rememberHeight(
  storage: Pick<Storage, "setItem" | "removeItem"> | undefined,
  height: number | null,
): void {
  if (!storage) return;
  if (height === null) storage.removeItem(STORAGE_KEY);
  else storage.setItem(STORAGE_KEY, String(height));
}
