import { QUALITY_PATHS } from "@tazama/contracts";
import { type RefObject, useEffect, useMemo, useRef, useState } from "react";
import type { HlsObserver } from "./use-hls.ts";
import { earlyFirstFrameAt } from "../lib/early-stream.ts";
import { takePlayStart } from "../lib/play-start.ts";
import { QUALITY_EVERY_MS, createQualityCollector, networkType } from "../lib/quality-collector.ts";

interface NetworkHints {
  saveData?: boolean;
  effectiveType?: string;
}

const connection = () => (navigator as Navigator & { connection?: NetworkHints }).connection;

/** A random id for one viewing (getRandomValues works outside secure contexts too). */
function viewingId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_");
}

/** A player unmounted sooner than this, before its first frame, sends nothing. */
const REMOUNT_MS = 1_000;

function sendBeacon(body: string): void {
  if (typeof navigator.sendBeacon !== "function") return;
  try {
    navigator.sendBeacon(QUALITY_PATHS.beacons, body);
  } catch {
    // A beacon the browser refuses (too big a queue) is dropped: quality is a best effort.
  }
}

/**
 * One viewing's quality, reported as it plays (ADR 0072): a collector per video (a new grant is
 * a new viewing) fed by the video's events and by hls.js (the returned observer), sent every 30 s
 * and at pagehide or when the player goes. With Save-Data or once the data limit is reached, only
 * a summary at the end. Returns the observer for useHls and the startup measured (ms), which the
 * player shows as `data-startup-ms`.
 */
export function useQualityReports(
  videoRef: RefObject<HTMLVideoElement | null>,
  options: {
    contentRef: string;
    kind: "main" | "trailer";
    /** A new value is a new viewing (the grant). */
    viewing: unknown;
    /** Whether the data limit has been reached. */
    overBudget: () => boolean;
  },
) {
  const { contentRef, kind, viewing } = options;
  const overBudget = useRef(options.overBudget);
  useEffect(() => {
    overBudget.current = options.overBudget;
  });
  const [startupMs, setStartupMs] = useState<number | null>(null);
  const collectorRef = useRef<ReturnType<typeof createQualityCollector> | null>(null);

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    const now = () => performance.now();
    const collector = createQualityCollector({
      now,
      send: sendBeacon,
      id: viewingId(),
      ref: contentRef,
      kind,
      network: () => networkType(connection()?.effectiveType),
      summaryOnly: () => Boolean(connection()?.saveData) || overBudget.current(),
      startAt: takePlayStart(now()),
    });
    collectorRef.current = collector;
    const mountedAt = now();
    setStartupMs(null);
    const shown = (at?: number) => {
      collector.firstFrame(at);
      setStartupMs(collector.startupMs());
    };
    // On a cold /watch the early stream may have shown its first frame before the player came.
    const early = earlyFirstFrameAt(video);
    if (early !== null) {
      shown(early);
      if (!video.paused) collector.playing();
    }
    const onPlaying = () => {
      collector.playing();
      if (collector.startupMs() !== null) return;
      // The first frame on screen (as bench/playback measures it), else playing with time moving.
      if (typeof video.requestVideoFrameCallback === "function") {
        video.requestVideoFrameCallback(() => {
          shown();
        });
      } else shown();
    };
    const onWaiting = () => {
      collector.waiting(video.currentTime);
    };
    const onStopped = () => {
      collector.stopped();
    };
    const onSeeking = () => {
      collector.seeking();
    };
    const onPlay = () => {
      collector.play();
    };
    const onError = () => {
      // hls.js reports its own failures; this is the browser's (native HLS, a decode error).
      const code = video.error?.code;
      if (code) collector.error(`media/${code}`, video.currentTime, true);
    };
    const listeners: [string, () => void][] = [
      ["playing", onPlaying],
      ["waiting", onWaiting],
      ["pause", onStopped],
      ["ended", onStopped],
      ["seeking", onSeeking],
      ["play", onPlay],
      ["error", onError],
    ];
    for (const [type, listener] of listeners) video.addEventListener(type, listener);
    const end = () => {
      collector.end();
    };
    window.addEventListener("pagehide", end);
    const timer = window.setInterval(() => {
      collector.tick();
    }, QUALITY_EVERY_MS);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener("pagehide", end);
      for (const [type, listener] of listeners) video.removeEventListener(type, listener);
      // A player gone within a second, before any frame, was never a viewing (a remount).
      if (collector.startupMs() === null && now() - mountedAt < REMOUNT_MS) collector.discard();
      else collector.end();
      collectorRef.current = null;
    };
  }, [videoRef, contentRef, kind, viewing]);

  const observer = useMemo<HlsObserver>(
    () => ({
      rendition(label, kbps) {
        collectorRef.current?.rendition(label, kbps, videoRef.current?.currentTime ?? 0);
      },
      failed(code, positionS) {
        collectorRef.current?.error(code, positionS, true);
      },
      playRefused() {
        collectorRef.current?.awaitPlay();
      },
    }),
    [videoRef],
  );

  return { observer, startupMs };
}
