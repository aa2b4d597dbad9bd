import type Hls from "hls.js";
import type { HlsConfig } from "hls.js";
import { readBandwidthEstimate, rememberBandwidthEstimate } from "./bandwidth-memory.ts";
import { LISTEN_BUFFER, hlsStartConfig } from "./hls-config.ts";
import { playerStorage } from "./player-storage.ts";
import { dataSaverHint } from "../../../lib/data-saver.ts";
import { readRememberedHeight, startLevel } from "./quality.ts";

export interface HlsStartOptions {
  /** The master playlist, or the audio-only rendition's playlist when listening. */
  source: string;
  /** Where playback starts, in seconds (0: the beginning). */
  startAt: number;
  /** The audio-only rendition: no rung to pick, a shorter buffer. */
  listen?: boolean;
  /** The highest level ABR may pick (-1: any), e.g. a data limit's cap. */
  cap?: number;
  /** Where the files come from instead of the network (a download played offline). */
  loader?: HlsConfig["loader"];
  /** How media segments load instead of by `loader` (a cold /watch's early segments). */
  fragmentLoader?: HlsConfig["fLoader"];
}

/** hls.js playing `source` into `video`, as startHls left it. */
export interface StartedHls {
  hls: Hls;
  video: HTMLVideoElement;
  source: string;
  /**
   * Settles once the manifest is parsed and the first rung is set: the level it starts on (-1
   * when listening) and whether that is the viewer's remembered choice. Never settles when hls.js
   * fails before.
   */
  parsed: Promise<{ start: number; remembered: boolean }>;
  /** Media bytes this instance has loaded. */
  loadedBytes(): number;
  /** Destroys hls.js, remembering the bandwidth it measured; once. */
  stop(): void;
}

/**
 * The rung this device starts on (quality.ts `startLevel` on its remembered choice, data saver and
 * the bandwidth it measured last time), and whether that is the viewer's remembered choice: one
 * call for the player and for the early stream's segments fetched ahead, so both pick alike.
 */
export function deviceStartLevel(
  levels: readonly { height: number; bitrate: number }[],
  bandwidth: number | null = readBandwidthEstimate(playerStorage(), Date.now()),
): { start: number; remembered: boolean } {
  const remembered = readRememberedHeight(playerStorage());
  return {
    start: startLevel(levels, remembered, dataSaverHint(), bandwidth),
    remembered: remembered !== null,
  };
}

/**
 * hls.js attached to `video` and loading `source`: the one way both the early stream (a cold
 * /watch open, before the app) and the player start it, so the settings, the first rung (the
 * remembered choice, data saver, the bandwidth this device measured last time), the media-error
 * recovery and the bandwidth kept for next time are the same whoever started it.
 */
export function startHls(HlsClass: typeof Hls, video: HTMLVideoElement, options: HlsStartOptions) {
  const { source, startAt, listen = false, cap = -1, loader, fragmentLoader } = options;
  const bandwidth = readBandwidthEstimate(playerStorage(), Date.now());
  const hls = new HlsClass({
    ...hlsStartConfig(startAt, bandwidth),
    ...(listen ? LISTEN_BUFFER : {}),
    ...(loader ? { loader } : {}),
    ...(fragmentLoader ? { fLoader: fragmentLoader } : {}),
  });
  let bytes = 0;
  // Bytes read from the device say nothing about the network.
  let measured = false;
  const keepEstimate = () => {
    if (measured) rememberBandwidthEstimate(playerStorage(), hls.bandwidthEstimate, Date.now());
  };
  const parsed = new Promise<{ start: number; remembered: boolean }>((resolve) => {
    hls.on(HlsClass.Events.MANIFEST_PARSED, () => {
      if (listen) {
        resolve({ start: -1, remembered: false });
        return;
      }
      // Set here, synchronously: hls.js loads the first level's playlist right after this event.
      if (cap >= 0) hls.autoLevelCapping = cap;
      const levels = hls.levels.map((l) => ({ height: l.height, bitrate: l.bitrate }));
      const device = deviceStartLevel(levels, bandwidth);
      const start = cap >= 0 && device.start > cap ? cap : device.start;
      if (start >= 0) {
        hls.startLevel = start;
        if (device.remembered) hls.currentLevel = start;
      }
      resolve({ start, remembered: device.remembered });
    });
  });
  hls.on(HlsClass.Events.FRAG_LOADED, (_event, data) => {
    measured = !loader;
    bytes += data.frag.stats.loaded;
  });
  hls.on(HlsClass.Events.ERROR, (_event, data) => {
    if (data.fatal && data.type === HlsClass.ErrorTypes.MEDIA_ERROR) hls.recoverMediaError();
  });
  window.addEventListener("pagehide", keepEstimate);
  hls.loadSource(source);
  hls.attachMedia(video);
  let stopped = false;
  const started: StartedHls = {
    hls,
    video,
    source,
    parsed,
    loadedBytes: () => bytes,
    stop() {
      if (stopped) return;
      stopped = true;
      window.removeEventListener("pagehide", keepEstimate);
      keepEstimate();
      hls.destroy();
    },
  };
  return started;
}
