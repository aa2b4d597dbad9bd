import type { HlsConfig } from "hls.js";
import { type RefObject, useCallback, useEffect, useRef, useState } from "react";
import type { StreamGrant } from "@tazama/contracts";
import {
  LISTEN_LEVEL,
  type QualityOption,
  qualityOptions,
  readRememberedHeight,
  rememberHeight,
} from "../lib/quality.ts";
import type { BudgetRung } from "../lib/data-budget.ts";
import { adoptEarlyStream } from "../lib/early-stream.ts";
import { type StartedHls, startHls } from "../lib/hls-start.ts";
import { loadHls } from "../lib/load-hls.ts";
import { playerStorage } from "../lib/player-storage.ts";

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
 * quality options, the chosen level and a failure to show. Listen mode plays the audio-only
 * rendition instead (hls.js leaves audio-only variants out of a master playlist that has video),
 * from where the picture was, and back. On a cold /watch open the page's early stream is already
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
  const audio = grant.renditions.find((r) => r.height === 0) ?? null;
  const audioName = audio?.name ?? null;
  const audioBitrate = audio?.bandwidth ?? null;
  const accessLost = useRef(onAccessLost);
  const failed = useRef(onFailure);
  useEffect(() => {
    accessLost.current = onAccessLost;
    failed.current = onFailure;
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
    const source = listen ? audioPlaylistUrl(grant, audioName) : grant.manifestUrl;
    const stop = () => {
      const started = startedRef.current;
      if (!started) return;
      bytesRef.current.stopped += started.loadedBytes();
      started.stop();
      startedRef.current = null;
    };
    setFailure(null);
    void loadHls().then((HlsClass) => {
      if (cancelled) return;
      if (!HlsClass.isSupported()) {
        if (!loader && video.canPlayType("application/vnd.apple.mpegurl")) {
          video.src = source;
          video.currentTime = startAt;
          if (resume?.playing) void video.play().catch(() => undefined);
          return;
        }
        setFailure("unsupported");
        return;
      }
      const started =
        (!loader && !resume ? adoptEarlyStream(video, source) : null) ??
        startHls(HlsClass, video, { source, startAt, listen, cap: capRef.current, loader });
      startedRef.current = started;
      const { hls } = started;
      void started.parsed.then(({ start, remembered }) => {
        if (cancelled) return;
        if (listen) {
          if (playAfter) void video.play().catch(() => undefined);
          return;
        }
        // A data limit set while the page's early stream already played.
        if (capRef.current >= 0) hls.autoLevelCapping = capRef.current;
        heightsRef.current = hls.levels.map((l) => l.height);
        rungsRef.current = hls.levels.map((l) => ({
          height: l.height,
          bitrate: l.averageBitrate || l.bitrate,
        }));
        const levels = hls.levels.map((l) => ({ height: l.height, bitrate: l.bitrate }));
        setOptions(qualityOptions(levels, audioBitrate));
        setLevel(remembered ? start : -1);
        if (playAfter) void video.play().catch(() => undefined);
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
    capTo,
    takeBytes,
    usedBytes,
    rungs,
  };
}
