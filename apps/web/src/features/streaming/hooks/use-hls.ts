import type { HlsConfig } from "hls.js";
import { type RefObject, useCallback, useEffect, useMemo, useRef, useState } from "react";
import type { StreamGrant } from "@tazama/contracts";
import {
  LISTEN_LEVEL,
  type QualityOption,
  qualityOptions,
  readRememberedHeight,
  rememberHeight,
} from "../lib/quality.ts";
import type { BudgetRung } from "../lib/data-budget.ts";
import { playsOpus } from "../../../lib/codec-support.ts";
import { listenRendition } from "../lib/listen-rendition.ts";
import { adoptEarlyStream } from "../lib/early-stream.ts";
import { type StartedHls, startHls } from "../lib/hls-start.ts";
import { loadHls } from "../lib/load-hls.ts";
import { playerStorage } from "../lib/player-storage.ts";
import { renditionLabel } from "../lib/quality-collector.ts";
import { videoSource } from "../lib/video-source.ts";

/** What the player tells the quality reports (ADR 0072). */
export interface HlsObserver {
  /** The rendition playing from now on, in kbit/s. */
  rendition(label: string, kbps: number): void;
  /** The stream failed for good. */
  failed(code: string, positionS: number): void;
  /** Nothing plays until someone presses Play (autoplay refused, or a party's host decides). */
  playRefused(): void;
}

/** The level of the remembered rung among `heights`, or Auto. */
function readRememberedLevel(heights: readonly number[]): number {
  const remembered = readRememberedHeight(playerStorage());
  return remembered === null ? -1 : heights.indexOf(remembered);
}

/** The audio-only rendition's playlist, next to the master playlist the grant signs. */
function audioPlaylistUrl(grant: StreamGrant, name: string): string {
  return new URL(`${name}/index.m3u8`, new URL(grant.manifestUrl, window.location.href)).href;
}

/**
 * hls.js (loaded only on /watch) attached to the video (startHls: the rung it starts on), the
 * quality options, the chosen level and a failure to show. Listen mode plays an audio-only
 * rendition instead (hls.js leaves audio-only variants out of a master playlist that has video),
 * from where the picture was, and back: Opus where the browser plays it, else AAC (ADR 0073). On a cold /watch open the page's early stream is already
 * playing this video: its hls.js is taken over, not started a second time.
 */
export function useHls(
  videoRef: RefObject<HTMLVideoElement | null>,
  grant: StreamGrant,
  onAccessLost: (() => void) | undefined,
  /** Start playing once the manifest is in (a watch party starts and stops it itself). */
  autoplay = true,
  /** The stream failed for good (not a refusal): what failed, and where. */
  onFailure?: (code: string, positionS: number) => void,
  /** Where the files come from instead of the network (a download played offline). */
  loader?: HlsConfig["loader"],
  /** Told what plays and what went wrong (the quality reports, ADR 0072). */
  observe?: HlsObserver,
) {
  const startedRef = useRef<StartedHls | null>(null);
  const [options, setOptions] = useState<QualityOption[]>([]);
  const [level, setLevel] = useState(-1);
  // Why playback stopped for good (the player says it in the page's language).
  const [failure, setFailure] = useState<"unsupported" | "stopped" | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [listening, setListening] = useState(false);
  const listeningRef = useRef(false);
  useEffect(() => {
    listeningRef.current = listening;
  }, [listening]);
  /** Where to pick up after switching between picture and listening. */
  const resumeRef = useRef<{ at: number; playing: boolean } | null>(null);
  /** The video rungs by hls.js level, kept while listening. */
  const heightsRef = useRef<number[]>([]);
  const rungsRef = useRef<BudgetRung[]>([]);
  /** The highest level ABR may pick (-1: any): a data limit's cap, kept across reloads. */
  const capRef = useRef(-1);
  /** Media bytes fetched by the hls.js instances already stopped, and those already reported. */
  const bytesRef = useRef({ stopped: 0, reported: 0 });
  const audio = useMemo(() => listenRendition(grant.renditions, playsOpus()), [grant]);
  const audioName = audio?.name ?? null;
  // What an hour of listening costs: the rendition's average rate, not its peak.
  const audioBitrate = audio?.averageBandwidth ?? null;
  const accessLost = useRef(onAccessLost);
  const failed = useRef(onFailure);
  const observer = useRef(observe);
  useEffect(() => {
    accessLost.current = onAccessLost;
    failed.current = onFailure;
    observer.current = observe;
  });

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    let cancelled = false;
    const resume = resumeRef.current;
    resumeRef.current = null;
    const startAt = resume ? resume.at : grant.resumeAt;
    const playAfter = resume ? resume.playing : autoplay;
    const listen = listening && audioName !== null;
    // Listening: the audio rendition's playlist; else the master this device plays (AV1 or H.264).
    const sourced = listen
      ? Promise.resolve(audioPlaylistUrl(grant, audioName))
      : loader
        ? Promise.resolve(grant.manifestUrl)
        : videoSource(grant);
    const stop = () => {
      const started = startedRef.current;
      if (!started) return;
      bytesRef.current.stopped += started.loadedBytes();
      started.stop();
      startedRef.current = null;
    };
    setFailure(null);
    void Promise.all([loadHls(), sourced]).then(([HlsClass, source]) => {
      if (cancelled) return;
      if (!HlsClass.isSupported()) {
        if (!loader && video.canPlayType("application/vnd.apple.mpegurl")) {
          video.src = source;
          video.currentTime = startAt;
          if (resume?.playing) void video.play().catch(() => observer.current?.playRefused());
          return;
        }
        observer.current?.failed("unsupported", 0);
        setFailure("unsupported");
        return;
      }
      const started =
        (!loader && !resume ? adoptEarlyStream(video, source) : null) ??
        startHls(HlsClass, video, { source, startAt, listen, cap: capRef.current, loader });
      startedRef.current = started;
      const { hls } = started;
      const tellRendition = (index: number) => {
        const l = hls.levels[index];
        if (!l) return;
        const kbps = Math.round((l.averageBitrate || l.bitrate) / 1000);
        observer.current?.rendition(renditionLabel(l.height, l.videoCodec), kbps);
      };
      void started.parsed.then(({ start, remembered }) => {
        if (cancelled) return;
        if (listen) {
          observer.current?.rendition(
            renditionLabel(0, "mp4a"),
            Math.round((audioBitrate ?? 0) / 1000),
          );
          if (playAfter) void video.play().catch(() => observer.current?.playRefused());
          return;
        }
        // A data limit set while the page's early stream already played.
        if (capRef.current >= 0) hls.autoLevelCapping = capRef.current;
        heightsRef.current = hls.levels.map((l) => l.height);
        rungsRef.current = hls.levels.map((l) => ({
          height: l.height,
          bitrate: l.averageBitrate || l.bitrate,
        }));
        // What an hour costs: the average rate (AVERAGE-BANDWIDTH), not the peak ABR plans with.
        const levels = hls.levels.map((l) => ({
          height: l.height,
          bitrate: l.averageBitrate || l.bitrate,
        }));
        setOptions(qualityOptions(levels, audioBitrate));
        setLevel(remembered ? start : -1);
        // The rung already playing (an early stream's) or about to.
        const now = hls.currentLevel >= 0 ? hls.currentLevel : start;
        if (now >= 0) tellRendition(now);
        if (playAfter) void video.play().catch(() => observer.current?.playRefused());
        else observer.current?.playRefused();
      });
      hls.on(HlsClass.Events.LEVEL_SWITCHED, (_event, data) => {
        if (!listen) tellRendition(data.level);
      });
      hls.on(HlsClass.Events.ERROR, (_event, data) => {
        // A media error is startHls's to recover from.
        if (!data.fatal || data.type === HlsClass.ErrorTypes.MEDIA_ERROR) return;
        stop();
        const status = data.response?.code;
        if ((status === 401 || status === 403) && accessLost.current) {
          // The route asks the server why (rental ended, signed out) and shows that state.
          accessLost.current();
          return;
        }
        failed.current?.(`${data.type}/${data.details}`.slice(0, 64), video.currentTime);
        observer.current?.failed(`${data.type}/${data.details}`, video.currentTime);
        setFailure("stopped");
      });
    });
    return () => {
      cancelled = true;
      stop();
    };
  }, [videoRef, grant, attempt, autoplay, listening, audioName, audioBitrate, loader]);

  /** Switches between the picture and listening, carrying on from the same moment. */
  const listen = useCallback(
    (on: boolean) => {
      if (on === listening || (on && audioName === null)) return;
      const video = videoRef.current;
      resumeRef.current = video ? { at: video.currentTime, playing: !video.paused } : null;
      setListening(on);
      if (on) setLevel(LISTEN_LEVEL);
      else setLevel(readRememberedLevel(heightsRef.current));
    },
    [listening, audioName, videoRef],
  );

  const choose = useCallback(
    (next: number) => {
      if (next === LISTEN_LEVEL) {
        listen(true);
        return;
      }
      const height = next >= 0 ? (heightsRef.current[next] ?? null) : null;
      rememberHeight(playerStorage(), height);
      if (listening) {
        // The picture comes back at the chosen rung (the remembered one).
        listen(false);
        return;
      }
      setLevel(next);
      if (startedRef.current) startedRef.current.hls.currentLevel = next;
    },
    [listen, listening],
  );

  /** Keeps ABR at or below `cap` (-1: no cap); a chosen rung above it gives way to Auto. */
  const capTo = useCallback((cap: number) => {
    capRef.current = cap;
    const started = startedRef.current;
    if (!started || listeningRef.current) return;
    const { hls } = started;
    hls.autoLevelCapping = cap;
    if (cap >= 0 && hls.manualLevel > cap) {
      hls.currentLevel = -1;
      setLevel(-1);
    }
  }, []);
  const usedBytes = useCallback(
    () => bytesRef.current.stopped + (startedRef.current?.loadedBytes() ?? 0),
    [],
  );
  const takeBytes = useCallback(() => {
    const used = usedBytes();
    const taken = used - bytesRef.current.reported;
    bytesRef.current.reported = used;
    return taken;
  }, [usedBytes]);
  const rungs = useCallback(() => rungsRef.current, []);

  const retry = useCallback(() => {
    setAttempt((n) => n + 1);
  }, []);

  return {
    options,
    level,
    choose,
    failure,
    retry,
    listening,
    listen,
    canListen: audioName !== null,
    /** The listening rendition's bit rate (null: no audio-only rendition). */
    listenBitrate: audioBitrate,
    capTo,
    takeBytes,
    usedBytes,
    rungs,
  };
}
