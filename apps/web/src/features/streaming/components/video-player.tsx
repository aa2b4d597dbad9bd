import { Button, Group, Text } from "@mantine/core";
import {
  type ReactNode,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from "react";
import type { StreamGrant } from "@tazama/contracts";
import type { HlsConfig } from "hls.js";
import { useBackgroundListening } from "../hooks/use-background-listening.ts";
import { useCaptions } from "../hooks/use-captions.ts";
import { useDataBudget } from "../hooks/use-data-budget.ts";
import { useHls } from "../hooks/use-hls.ts";
import { useIdle } from "../hooks/use-idle.ts";
import { useMediaState } from "../hooks/use-media-state.ts";
import { useMediaSession } from "../hooks/use-media-session.ts";
import { usePlayerKeys } from "../hooks/use-player-keys.ts";
import { useQualityReports } from "../hooks/use-quality-reports.ts";
import { useWatchReports } from "../hooks/use-watch-reports.ts";
import { type Tap, readTap } from "../lib/double-tap.ts";
import {
  SEEK_S,
  clampedSeek,
  pictureInPictureAvailable,
  seekBy,
  setVolume,
  toggleFullscreen,
  togglePictureInPicture,
  togglePlay,
} from "../lib/media-actions.ts";
import { type EpisodeRef, nearTheEnd } from "../lib/next-episode.ts";
import { playerStorage, readAutoplay, rememberAutoplay } from "../lib/player-storage.ts";
import type { StreamKind } from "../api/request-stream.ts";
import { reportStreamFailure } from "../api/report-failure.ts";
import { formatPerHour } from "../lib/quality.ts";
import { ClipControl } from "./clip-control.tsx";
import { DataNote } from "./data-note.tsx";
import { ListenCover, ListenNote } from "./listen-cover.tsx";
import { NextEpisodeCountdown } from "./next-episode-countdown.tsx";
import { PlayerCenter } from "./player-center.tsx";
import { type PlayerActions, PlayerControls } from "./player-controls.tsx";
import { PlayerMenus } from "./player-menus.tsx";
import { PlayerTopBar } from "./player-top-bar.tsx";
import classes from "./player-controls.module.css";
import { useI18n } from "../../../lib/i18n/use-i18n.ts";

export interface VideoPlayerProps {
  contentRef: string;
  title: string;
  grant: StreamGrant;
  /** The page the back arrow returns to. */
  backTo: string;
  /** Save progress (signed-in viewers of the main video). */
  trackProgress: boolean;
  /** Count a view after 30 s of playback (main videos). */
  countView: boolean;
  /** Offer "Clip" (signed-in viewers): which video the clip is cut from. */
  clipKind?: StreamKind | null;
  /** More actions in the row under the player (My List). */
  children?: ReactNode;
  /** The series' episodes (listed in the player), or none for a movie or a trailer. */
  episodes?: readonly EpisodeRef[];
  /** The episode after this one: offered near the end with a countdown. */
  nextEpisode?: EpisodeRef | null;
  onEpisode?: (ref: string) => void;
  /** The server refused the key or a segment (401/403): e.g. a rental ended mid-playback. */
  onAccessLost?: () => void;
  /** Hands over the video element, for a caller that drives playback (a watch party). */
  onVideo?: (video: HTMLVideoElement | null) => void;
  /**
   * Play, pause and seek as asked by the viewer (buttons, keys, taps, the scrubber) go here
   * instead of to the video, and nothing starts by itself: a watch party decides.
   */
  transport?: PlayerTransport;
  /** hls.js reads the files through this instead of the network (a download played offline). */
  loader?: HlsConfig["loader"];
  /** Which video of the title plays (the quality reports tell them apart); the main one by default. */
  kind?: "main" | "trailer";
}

/** Where a viewer's play, pause and seek go when someone else drives the video. */
export interface PlayerTransport {
  togglePlay(): void;
  seekTo(seconds: number): void;
}

/** Whether the browser offers picture-in-picture does not change while the page is open. */
const unchanging = () => () => undefined;

/** Our own controls over hls.js: they hide after 3 s of stillness and work by keyboard and touch. */
export function VideoPlayer({
  contentRef,
  title,
  grant,
  backTo,
  trackProgress,
  countView,
  clipKind = null,
  children,
  episodes = [],
  nextEpisode = null,
  onEpisode,
  onAccessLost,
  onVideo,
  transport,
  loader,
  kind = "main",
}: VideoPlayerProps) {
  const frameRef = useRef<HTMLDivElement>(null);
  const videoRef = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    onVideo?.(videoRef.current);
    return () => onVideo?.(null);
  }, [onVideo]);
  // A signed-in viewer's main video: a failure counts toward a rental's refund (issue 19).
  const onFailure = useCallback(
    (code: string, positionS: number) => {
      if (trackProgress) reportStreamFailure({ ref: contentRef, kind: "main", code, positionS });
    },
    [trackProgress, contentRef],
  );
  const i18n = useI18n();
  // What this viewing is like, for the console (ADR 0072); one summary once over the data limit.
  const overBudget = useRef(false);
  const quality = useQualityReports(videoRef, {
    contentRef,
    kind,
    viewing: grant,
    overBudget: () => overBudget.current,
  });
  const hls = useHls(
    videoRef,
    grant,
    onAccessLost,
    !transport,
    onFailure,
    loader,
    quality.observer,
  );
  useBackgroundListening(videoRef, hls);
  const budget = useDataBudget(videoRef, hls);
  useEffect(() => {
    overBudget.current = budget.limit !== null && budget.used >= budget.limit;
  });
  const state = useMediaState(videoRef);
  const tracks = grant.subtitles;
  const captions = useCaptions(videoRef, tracks);
  const [menu, setMenu] = useState<string | null>(null);
  const [fullscreen, setFullscreen] = useState(false);
  const [autoplay, setAutoplay] = useState(() => readAutoplay(playerStorage()));
  const { idle, poke } = useIdle(state.paused || menu !== null);
  useWatchReports(videoRef, contentRef, trackProgress, countView, grant, hls.takeBytes);

  // The grant the next-episode offer was made for: a new video starts without it.
  const [offeredFor, setOfferedFor] = useState<StreamGrant | null>(null);
  const nextDismissed = useRef(false);
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
    const onChange = () => {
      setFullscreen(document.fullscreenElement === frameRef.current);
    };
    document.addEventListener("fullscreenchange", onChange);
    return () => {
      document.removeEventListener("fullscreenchange", onChange);
    };
  }, []);

  // Read after hydration: the server cannot know, and its markup has no picture-in-picture button.
  const pip = useSyncExternalStore(unchanging, pictureInPictureAvailable, () => false);
  const actions = useMemo<PlayerActions>(() => {
    return {
      togglePlay: () => {
        if (transport) transport.togglePlay();
        else if (videoRef.current) togglePlay(videoRef.current);
      },
      seekBy: (seconds) => {
        if (!videoRef.current) return;
        if (transport) transport.seekTo(clampedSeek(videoRef.current, seconds));
        else seekBy(videoRef.current, seconds);
      },
      seekTo: (seconds) => {
        if (transport) transport.seekTo(seconds);
        else if (videoRef.current) videoRef.current.currentTime = seconds;
      },
      toggleMute: () => {
        const video = videoRef.current;
        if (!video) return;
        video.muted = !video.muted;
        if (!video.muted && video.volume === 0) video.volume = 0.5;
      },
      setVolume: (volume) => {
        if (videoRef.current) setVolume(videoRef.current, volume);
      },
      toggleFullscreen: () => {
        if (frameRef.current && videoRef.current) {
          void toggleFullscreen(frameRef.current, videoRef.current);
        }
      },
      togglePip: pip
        ? () => {
            if (videoRef.current) togglePictureInPicture(videoRef.current);
          }
        : undefined,
    };
  }, [transport, pip]);
  useMediaSession(title, actions, videoRef);
  usePlayerKeys(frameRef, videoRef, poke, captions.toggle, actions);

  // Taps: a mouse click plays or pauses; a finger shows the controls, and a double tap on a side
  // skips 10 s (shown briefly on that side).
  const lastTap = useRef<Tap | null>(null);
  const lastPointer = useRef("mouse");
  const [flash, setFlash] = useState<"back" | "forward" | null>(null);
  useEffect(() => {
    if (!flash) return;
    const timer = window.setTimeout(() => {
      setFlash(null);
    }, 600);
    return () => {
      window.clearTimeout(timer);
    };
  }, [flash]);
  const onTap = useCallback(
    (event: React.PointerEvent<HTMLDivElement>) => {
      lastPointer.current = event.pointerType;
      if (event.pointerType === "mouse") {
        actions.togglePlay();
        poke();
        return;
      }
      const box = event.currentTarget.getBoundingClientRect();
      const tap = { at: event.timeStamp, x: (event.clientX - box.left) / box.width };
      const meaning = readTap(lastTap.current, tap);
      lastTap.current = meaning === "toggle-controls" ? tap : null;
      if (meaning === "toggle-controls") {
        if (idle) poke();
        return;
      }
      actions.seekBy(meaning === "back" ? -SEEK_S : SEEK_S);
      setFlash(meaning);
      poke();
    },
    [actions, idle, poke],
  );

  const offerNext = offeredFor === grant && nextEpisode && !hls.failure;
  return (
    <div>
      <div
        ref={frameRef}
        className={classes.frame}
        data-idle={idle ? "" : undefined}
        data-testid="player"
        data-startup-ms={quality.startupMs ?? undefined}
        onPointerMove={(event) => {
          if (event.pointerType === "mouse") poke();
        }}
        onFocus={poke}
      >
        <video
          ref={videoRef}
          className={classes.video}
          playsInline
          // A cold /watch page's early stream plays in the server's <video> before hydration.
          suppressHydrationWarning
          data-testid="video"
          aria-label={title}
        >
          {tracks.map((track) => (
            <track
              key={track.language}
              kind="subtitles"
              srcLang={track.language}
              label={track.label}
              src={track.url}
            />
          ))}
        </video>
        <div
          className={classes.gestures}
          onPointerUp={onTap}
          onDoubleClick={(event) => {
            // A mouse's double click is fullscreen; a finger's double tap skips (onTap).
            if (event.detail === 2 && lastPointer.current === "mouse") actions.toggleFullscreen();
          }}
          aria-hidden
        />
        {hls.listening && <ListenCover />}
        <PlayerCenter state={state} actions={actions} flash={flash} />
        <PlayerTopBar title={title} backTo={backTo} />
        <PlayerControls
          state={state}
          actions={actions}
          fullscreen={fullscreen}
          menus={
            <PlayerMenus
              opened={menu}
              onOpen={setMenu}
              quality={{ options: hls.options, level: hls.level, choose: hls.choose }}
              captions={{ tracks, language: captions.language, choose: captions.choose }}
              episodes={{ list: episodes, current: contentRef, choose: onEpisode }}
              data={{ limit: budget.limit, choose: budget.setLimit, used: budget.used }}
            />
          }
        />
        {offerNext && (
          <NextEpisodeCountdown
            title={nextEpisode.title}
            autoplay={autoplay}
            onAutoplayChange={(on) => {
              setAutoplay(on);
              rememberAutoplay(playerStorage(), on);
            }}
            onPlay={() => onEpisode?.(nextEpisode.ref)}
            onCancel={() => {
              nextDismissed.current = true;
              setOfferedFor(null);
            }}
          />
        )}
        {hls.failure && (
          <div className={classes.overlay} role="alert">
            <Text>
              {hls.failure === "unsupported"
                ? i18n._({
                    id: "player.unsupported",
                    message: "This browser cannot play this video.",
                  })
                : i18n._({
                    id: "player.stopped",
                    message: "The video stopped loading. Check your connection and try again.",
                  })}
            </Text>
            <Button onClick={hls.retry}>
              {i18n._({ id: "action.try-again", message: "Try again" })}
            </Button>
          </div>
        )}
      </div>
      <Group mt="sm" gap="sm">
        {budget.limit !== null && (
          <DataNote used={budget.used} limit={budget.limit} className={classes.dataNote} />
        )}
        {hls.listening && (
          <ListenNote
            perHour={formatPerHour(hls.listenBitrate ?? 0)}
            onShowPicture={() => {
              hls.listen(false);
            }}
          />
        )}
        {children}
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
      </Group>
    </div>
  );
}
