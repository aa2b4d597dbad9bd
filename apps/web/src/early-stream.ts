// A cold /watch page's early stream (boot.ts imports this chunk there, and the page's head
// preloads it with hls.js): the server-rendered <video> starts playing on the grant the page
// carries, before the app's code is even fetched. The player adopts it when the app hydrates.
import { peekEmbeddedGrant } from "./features/streaming/api/embedded-grant-element.ts";
import { prefetchFirstSegments } from "./features/streaming/lib/early-segments.ts";
import {
  type EarlyStreamOutcome,
  startEarlyStream,
} from "./features/streaming/lib/early-stream.ts";
import { loadHls } from "./features/streaming/lib/load-hls.ts";
import { videoSource } from "./features/streaming/lib/video-source.ts";
import { afterEarlyStream } from "./lib/after-early-stream.ts";

/**
 * Plays the page's video; settles when the app may start (boot-order.ts): once it plays or gives
 * up, or after a while.
 */
export function playEarly(): Promise<void> {
  return afterEarlyStream(earlyStream());
}

/** The /watch page's video, when the page carries a fresh grant for it; else "failed" at once. */
function earlyStream(): Promise<EarlyStreamOutcome> {
  const ref = /^\/watch\/([^/]+)\/?$/.exec(window.location.pathname)?.[1];
  const kind = new URLSearchParams(window.location.search).get("kind") === "trailer";
  const grant = ref && peekEmbeddedGrant(decodeURIComponent(ref), kind ? "trailer" : "main");
  const video = document.querySelector<HTMLVideoElement>("#root video");
  if (!grant || !video) return Promise.resolve("failed");
  // The master the player will ask for too (AV1 or H.264): it adopts this stream only then. Its
  // first segments are fetched while hls.js downloads, where a browser can play them at all.
  return videoSource(grant).then((source) => {
    const early = mediaSourceAvailable()
      ? prefetchFirstSegments(source, grant.resumeAt)
      : undefined;
    return startEarlyStream(video, source, grant.resumeAt, loadHls, early);
  });
}

/** Whether hls.js could play here at all (MSE): else no segment is fetched ahead for it. */
function mediaSourceAvailable(): boolean {
  return "MediaSource" in window || "ManagedMediaSource" in window;
}
