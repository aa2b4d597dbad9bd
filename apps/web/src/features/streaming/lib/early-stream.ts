import type HlsClass from "hls.js";
import type { ErrorData } from "hls.js";
import { type EarlySegments, earlySegmentLoader } from "./early-segments.ts";
import { type StartedHls, startHls } from "./hls-start.ts";
import { loadHls } from "./load-hls.ts";

/** How an early stream ended its part: the app takes over from there in every case. */
export type EarlyStreamOutcome = "playing" | "paused" | "failed";

/** When the early stream showed its first frame (performance.now), for the player's startup. */
let firstFrame: { video: HTMLVideoElement; at: number } | null = null;

/** When `video`'s first frame was shown by the early stream, before the player took over. */
export function earlyFirstFrameAt(video: HTMLVideoElement): number | null {
  return firstFrame?.video === video ? firstFrame.at : null;
}

/** The early stream's hls.js, until the player adopts it (or it is given up). */
let running: { started: StartedHls; release: () => void } | null = null;
/** The player has asked for it: an early stream that loads hls.js after that does not start. */
let claimed = false;

/**
 * Playback of a cold /watch page's server-rendered `<video>` before the app exists: hls.js (its
 * own chunk, preloaded by the page's head) on the grant the page carries, started as the player
 * would start it (startHls) and then played. Settles at the first `playing`; "paused" when the
 * browser refuses to play without a gesture (the player's controls then wait for one, as they
 * would have); "failed" without MSE or on a fatal error, left to the player to start afresh and
 * explain. The player takes the running hls.js over with `adoptEarlyStream`. Segments `early`
 * fetched ahead while hls.js downloaded are answered from those fetches.
 */
export async function startEarlyStream(
  video: HTMLVideoElement,
  source: string,
  startAt: number,
  load: () => Promise<typeof HlsClass> = loadHls,
  early?: EarlySegments,
): Promise<EarlyStreamOutcome> {
  const Hls = await load().catch(() => null);
  if (!Hls?.isSupported() || claimed) return "failed";
  const started = startHls(Hls, video, {
    source,
    startAt,
    ...(early ? { fragmentLoader: earlySegmentLoader(Hls.DefaultConfig.loader, early) } : {}),
  });
  return new Promise((resolve) => {
    const onError = (_event: unknown, data: ErrorData) => {
      if (!data.fatal || data.type === Hls.ErrorTypes.MEDIA_ERROR) return;
      release();
      running = null;
      started.stop();
      resolve("failed");
    };
    const onPlaying = () => {
      firstFrame = { video, at: performance.now() };
      resolve("playing");
    };
    const release = () => {
      started.hls.off(Hls.Events.ERROR, onError);
      video.removeEventListener("playing", onPlaying);
    };
    started.hls.on(Hls.Events.ERROR, onError);
    video.addEventListener("playing", onPlaying, { once: true });
    running = { started, release };
    void started.parsed
      .then(() => video.play())
      .catch(() => {
        resolve("paused");
      });
  });
}

/**
 * The early stream's hls.js for the player's `video` and `source`, now the player's to drive and
 * stop, or null when there is none for them (one for another element, e.g. a page drawn afresh
 * instead of hydrated, is stopped: that element is gone).
 */
export function adoptEarlyStream(video: HTMLVideoElement, source: string): StartedHls | null {
  claimed = true;
  const early = running;
  running = null;
  if (!early) return null;
  early.release();
  if (early.started.video === video && early.started.source === source) return early.started;
  early.started.stop();
  return null;
}
