import { type RefObject, useCallback, useEffect } from "react";
import { saveProgress } from "../api/save-progress.ts";
import { VIEW_AFTER_S, storeView } from "../api/store-view.ts";

const PROGRESS_EVERY_MS = 10_000;

/**
 * What the server hears about a playback: progress every 10 s, on pause and on leaving (signed-in
 * viewers of the main video), and one view after 30 s actually played (seeking does not count).
 */
export function useWatchReports(
  videoRef: RefObject<HTMLVideoElement | null>,
  contentRef: string,
  trackProgress: boolean,
  countView: boolean,
  resetKey: unknown,
  /** Media bytes fetched since it was last asked (reported with the progress). */
  takeBytes: () => number = () => 0,
) {
  const report = useCallback(() => {
    const video = videoRef.current;
    if (trackProgress && video && video.currentTime > 0) {
      saveProgress(contentRef, video.currentTime, video.duration, takeBytes());
    }
  }, [videoRef, contentRef, trackProgress, takeBytes]);

  useEffect(() => {
    const video = videoRef.current;
    if (!video || !trackProgress) return;
    const timer = window.setInterval(() => {
      if (!video.paused) report();
    }, PROGRESS_EVERY_MS);
    video.addEventListener("pause", report);
    window.addEventListener("pagehide", report);
    return () => {
      window.clearInterval(timer);
      video.removeEventListener("pause", report);
      window.removeEventListener("pagehide", report);
      report();
    };
  }, [videoRef, report, trackProgress]);

  useEffect(() => {
    const video = videoRef.current;
    if (!video || !countView) return;
    let played = 0;
    let last = video.currentTime;
    let sent = false;
    const onTime = () => {
      const step = video.currentTime - last;
      last = video.currentTime;
      if (video.paused || step <= 0 || step > 1.5 || sent) return;
      played += step;
      if (played >= VIEW_AFTER_S) {
        sent = true;
        storeView(contentRef);
      }
    };
    video.addEventListener("timeupdate", onTime);
    return () => {
      video.removeEventListener("timeupdate", onTime);
    };
  }, [videoRef, contentRef, countView, resetKey]);
}
