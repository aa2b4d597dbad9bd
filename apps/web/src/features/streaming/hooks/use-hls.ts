import type Hls from "hls.js";
import { type RefObject, useCallback, useEffect, useRef, useState } from "react";
import type { StreamGrant } from "@tazama/contracts";
import {
  type QualityOption,
  prefersDataSaver,
  qualityOptions,
  readRememberedHeight,
  rememberHeight,
  startLevel,
} from "../lib/quality.ts";
import { readBandwidthEstimate, rememberBandwidthEstimate } from "../lib/bandwidth-memory.ts";
import { hlsStartConfig } from "../lib/hls-config.ts";
import { loadHls } from "../lib/load-hls.ts";
import { playerStorage } from "../lib/player-storage.ts";

function dataSaverHint(): boolean {
  const connection = (
    navigator as Navigator & { connection?: { saveData?: boolean; effectiveType?: string } }
  ).connection;
  return prefersDataSaver(connection, window.matchMedia("(pointer: coarse)").matches);
}

/**
 * hls.js (loaded only on /watch) attached to the video: the rung it starts on (remembered choice,
 * data saver, last bandwidth), the quality options, the chosen level and a failure to show.
 */
export function useHls(
  videoRef: RefObject<HTMLVideoElement | null>,
  grant: StreamGrant,
  onAccessLost: (() => void) | undefined,
  /** Start playing once the manifest is in (a watch party starts and stops it itself). */
  autoplay = true,
) {
  const hlsRef = useRef<Hls | null>(null);
  const [options, setOptions] = useState<QualityOption[]>([]);
  const [level, setLevel] = useState(-1);
  const [failure, setFailure] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const accessLost = useRef(onAccessLost);
  useEffect(() => {
    accessLost.current = onAccessLost;
  });

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    let cancelled = false;
    // What this device measured last time: the start rung and hls.js's first estimate.
    const bandwidth = readBandwidthEstimate(playerStorage(), Date.now());
    let measured = false;
    const keepEstimate = () => {
      const hls = hlsRef.current;
      if (measured && hls) {
        rememberBandwidthEstimate(playerStorage(), hls.bandwidthEstimate, Date.now());
      }
    };
    setFailure(null);
    void loadHls().then((HlsClass) => {
      if (cancelled) return;
      if (!HlsClass.isSupported()) {
        if (video.canPlayType("application/vnd.apple.mpegurl")) {
          video.src = grant.manifestUrl;
          video.currentTime = grant.resumeAt;
          return;
        }
        setFailure("This browser cannot play this video.");
        return;
      }
      const hls = new HlsClass(hlsStartConfig(grant.resumeAt, bandwidth));
      hlsRef.current = hls;
      hls.on(HlsClass.Events.MANIFEST_PARSED, () => {
        const levels = hls.levels.map((l) => ({ height: l.height, bitrate: l.bitrate }));
        const remembered = readRememberedHeight(playerStorage());
        const start = startLevel(levels, remembered, dataSaverHint(), bandwidth);
        if (start >= 0) {
          hls.startLevel = start;
          if (remembered !== null) hls.currentLevel = start;
        }
        setOptions(qualityOptions(levels));
        setLevel(remembered !== null ? start : -1);
        if (autoplay) void video.play().catch(() => undefined);
      });
      hls.on(HlsClass.Events.FRAG_LOADED, () => {
        measured = true;
      });
      hls.on(HlsClass.Events.ERROR, (_event, data) => {
        if (!data.fatal) return;
        if (data.type === HlsClass.ErrorTypes.MEDIA_ERROR) {
          hls.recoverMediaError();
          return;
        }
        const status = data.response?.code;
        if ((status === 401 || status === 403) && accessLost.current) {
          // The route asks the server why (rental ended, signed out) and shows that state.
          hls.destroy();
          hlsRef.current = null;
          accessLost.current();
          return;
        }
        setFailure("The video stopped loading. Check your connection and try again.");
        hls.destroy();
        hlsRef.current = null;
      });
      hls.loadSource(grant.manifestUrl);
      hls.attachMedia(video);
    });
    window.addEventListener("pagehide", keepEstimate);
    return () => {
      cancelled = true;
      window.removeEventListener("pagehide", keepEstimate);
      keepEstimate();
      hlsRef.current?.destroy();
      hlsRef.current = null;
    };
  }, [videoRef, grant, attempt, autoplay]);

  const choose = useCallback((next: number) => {
    const hls = hlsRef.current;
    setLevel(next);
    if (!hls) return;
    hls.currentLevel = next;
    rememberHeight(playerStorage(), next >= 0 ? (hls.levels[next]?.height ?? null) : null);
  }, []);

  const retry = useCallback(() => {
    setAttempt((n) => n + 1);
  }, []);

  return { options, level, choose, failure, retry };
}
