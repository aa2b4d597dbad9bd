import { Button, Group, NativeSelect, Text } from "@mantine/core";
import type Hls from "hls.js";
import { useCallback, useEffect, useRef, useState } from "react";
import type { StreamGrant } from "@tazama/contracts";
import type { StreamKind } from "../api/request-stream.ts";
import { saveProgress } from "../api/save-progress.ts";
import { VIEW_AFTER_S, storeView } from "../api/store-view.ts";
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
import { nearTheEnd } from "../lib/next-episode.ts";
import { ClipControl } from "./clip-control.tsx";
import { NextEpisodeCountdown } from "./next-episode-countdown.tsx";
import classes from "./video-player.module.css";

const PROGRESS_EVERY_MS = 10_000;
const SEEK_S = 10;

export interface VideoPlayerProps {
  contentRef: string;
  title: string;
  grant: StreamGrant;
  /** Save progress (signed-in viewers of the main video). */
  trackProgress: boolean;
  /** Count a view after 30 s of playback (main videos). */
  countView: boolean;
  /** Offer "Clip" (signed-in viewers): which video the clip is cut from. */
  clipKind?: StreamKind | null;
  /** The episode after this one: offered near the end with a countdown. */
  nextEpisode?: { ref: string; title: string } | null;
  onNextEpisode?: (ref: string) => void;
  /** The server refused the key or a segment (401/403): e.g. a rental ended mid-playback. */
  onAccessLost?: () => void;
}

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

function dataSaverHint(): boolean {
  const connection = (
    navigator as Navigator & { connection?: { saveData?: boolean; effectiveType?: string } }
  ).connection;
  return prefersDataSaver(connection, window.matchMedia("(pointer: coarse)").matches);
}

/** hls.js (loaded only here) with a quality menu, resume, progress and keyboard shortcuts. */
export function VideoPlayer({
  contentRef,
  title,
  grant,
  trackProgress,
  countView,
  clipKind = null,
  nextEpisode = null,
  onNextEpisode,
  onAccessLost,
}: VideoPlayerProps) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const hlsRef = useRef<Hls | null>(null);
  const [options, setOptions] = useState<QualityOption[]>([]);
  const [level, setLevel] = useState(-1);
  const [failure, setFailure] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  // The grant the next-episode offer was made for: a new video starts without it.
  const [offeredFor, setOfferedFor] = useState<StreamGrant | null>(null);
  const offerNext = offeredFor === grant;
  const nextDismissed = useRef(false);
  const accessLost = useRef(onAccessLost);
  useEffect(() => {
    accessLost.current = onAccessLost;
  });

  const report = useCallback(() => {
    const video = videoRef.current;
    if (trackProgress && video && video.currentTime > 0) {
      saveProgress(contentRef, video.currentTime, video.duration);
    }
  }, [contentRef, trackProgress]);

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    let cancelled = false;
    // What this device measured last time: the start rung and hls.js's first estimate.
    const bandwidth = readBandwidthEstimate(storage(), Date.now());
    let measured = false;
    const keepEstimate = () => {
      const hls = hlsRef.current;
      if (measured && hls) rememberBandwidthEstimate(storage(), hls.bandwidthEstimate, Date.now());
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
        const remembered = readRememberedHeight(storage());
        const start = startLevel(levels, remembered, dataSaverHint(), bandwidth);
        if (start >= 0) {
          hls.startLevel = start;
          if (remembered !== null) hls.currentLevel = start;
        }
        setOptions(qualityOptions(levels));
        setLevel(remembered !== null ? start : -1);
        void video.play().catch(() => undefined);
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
    if ("mediaSession" in navigator) {
      navigator.mediaSession.metadata = new MediaMetadata({ title, artist: "Tazama" });
    }
    window.addEventListener("pagehide", keepEstimate);
    return () => {
      cancelled = true;
      window.removeEventListener("pagehide", keepEstimate);
      keepEstimate();
      hlsRef.current?.destroy();
      hlsRef.current = null;
    };
  }, [grant, title, attempt]);

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
  }, [report, trackProgress]);

  useEffect(() => {
    const video = videoRef.current;
    if (!video || !countView) return;
    // Seconds actually played (seeking does not count), reported once.
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
  }, [contentRef, countView, grant]);

  useEffect(() => {
    const video = videoRef.current;
    nextDismissed.current = false;
    if (!video || !nextEpisode) return;
    const check = (event: Event) => {
      if (nextDismissed.current) return;
      if (event.type === "ended" || nearTheEnd(video.currentTime, video.duration)) {
        setOfferedFor(grant);
      }
    };
    video.addEventListener("timeupdate", check);
    video.addEventListener("ended", check);
    return () => {
      video.removeEventListener("timeupdate", check);
      video.removeEventListener("ended", check);
    };
  }, [nextEpisode, grant]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const video = videoRef.current;
      const target = event.target as HTMLElement | null;
      if (!video || target?.closest("input, select, textarea, button")) return;
      switch (event.key) {
        case " ":
          event.preventDefault();
          if (video.paused) void video.play();
          else video.pause();
          break;
        case "ArrowLeft":
          video.currentTime = Math.max(0, video.currentTime - SEEK_S);
          break;
        case "ArrowRight":
          video.currentTime = Math.min(video.duration || Infinity, video.currentTime + SEEK_S);
          break;
        case "ArrowUp":
          event.preventDefault();
          video.volume = Math.min(1, video.volume + 0.1);
          break;
        case "ArrowDown":
          event.preventDefault();
          video.volume = Math.max(0, video.volume - 0.1);
          break;
        case "f":
          if (document.fullscreenElement) void document.exitFullscreen();
          else void video.requestFullscreen().catch(() => undefined);
          break;
        case "m":
          video.muted = !video.muted;
          break;
        default:
          return;
      }
    };
    window.addEventListener("keydown", onKey);
    return () => {
      window.removeEventListener("keydown", onKey);
    };
  }, []);

  const choose = (value: string) => {
    const next = Number(value);
    const hls = hlsRef.current;
    setLevel(next);
    if (!hls) return;
    hls.currentLevel = next;
    rememberHeight(storage(), next >= 0 ? (hls.levels[next]?.height ?? null) : null);
  };

  const pip = () => {
    const video = videoRef.current;
    if (!video) return;
    if (document.pictureInPictureElement) void document.exitPictureInPicture();
    else void video.requestPictureInPicture().catch(() => undefined);
  };

  return (
    <div>
      <div className={classes.frame}>
        <video
          ref={videoRef}
          className={classes.video}
          controls
          playsInline
          data-testid="video"
          aria-label={title}
        />
        {offerNext && nextEpisode && !failure && (
          <NextEpisodeCountdown
            title={nextEpisode.title}
            onPlay={() => onNextEpisode?.(nextEpisode.ref)}
            onCancel={() => {
              nextDismissed.current = true;
              setOfferedFor(null);
            }}
          />
        )}
        {failure && (
          <div className={classes.overlay} role="alert">
            <Text>{failure}</Text>
            <Button
              onClick={() => {
                setAttempt((n) => n + 1);
              }}
            >
              Try again
            </Button>
          </div>
        )}
      </div>
      <Group mt="sm" justify="space-between">
        <NativeSelect
          label="Quality"
          aria-label="Quality"
          value={String(level)}
          onChange={(event) => {
            choose(event.currentTarget.value);
          }}
          data={options.map((o) => ({ value: String(o.level), label: o.label }))}
          disabled={options.length === 0}
        />
        {clipKind && (
          <ClipControl
            contentRef={contentRef}
            kind={clipKind}
            position={() => ({
              currentTime: videoRef.current?.currentTime ?? 0,
              duration: videoRef.current?.duration ?? Number.NaN,
            })}
          />
        )}
        {"pictureInPictureEnabled" in document && (
          <Button variant="default" onClick={pip}>
            Picture in picture
          </Button>
        )}
      </Group>
    </div>
  );
}
