import type { ReactNode } from "react";
import type { MediaState } from "../hooks/use-media-state.ts";
import { formatClock } from "../lib/format-clock.ts";
import { SEEK_S } from "../lib/media-actions.ts";
import {
  FullscreenIcon,
  PauseIcon,
  PipIcon,
  PlayIcon,
  SeekIcon,
  VolumeIcon,
} from "./player-icons.tsx";
import { PlayerScrubber } from "./player-scrubber.tsx";
import classes from "./player-controls.module.css";
import { useI18n } from "../../../lib/i18n/use-i18n.ts";

export interface PlayerActions {
  togglePlay: () => void;
  seekBy: (seconds: number) => void;
  seekTo: (seconds: number) => void;
  toggleMute: () => void;
  setVolume: (volume: number) => void;
  toggleFullscreen: () => void;
  /** Absent where the browser has no picture-in-picture. */
  togglePip?: () => void;
}

interface PlayerControlsProps {
  state: MediaState;
  actions: PlayerActions;
  fullscreen: boolean;
  /** The menu buttons (episodes, captions, quality) between the clock and fullscreen. */
  menus: ReactNode;
}

/** Back or forward 10 s (the bar's small button, the phone's big one in the middle). */
export function SeekButton({
  back,
  className,
  actions,
}: {
  back: boolean;
  className?: string;
  actions: PlayerActions;
}) {
  const i18n = useI18n();
  const label = back
    ? i18n._({ id: "player.back-s", message: "Back {s} seconds", values: { s: SEEK_S } })
    : i18n._({ id: "player.forward-s", message: "Forward {s} seconds", values: { s: SEEK_S } });
  return (
    <button
      type="button"
      className={className}
      aria-label={label}
      title={`${label} (${back ? "←" : "→"})`}
      onClick={() => {
        actions.seekBy(back ? -SEEK_S : SEEK_S);
      }}
    >
      <SeekIcon back={back} />
    </button>
  );
}

/** The bar along the bottom of the player: scrubber, then the buttons (phones: fewer, bigger). */
export function PlayerControls({ state, actions, fullscreen, menus }: PlayerControlsProps) {
  const muted = state.muted || state.volume === 0;
  const i18n = useI18n();
  const playLabel = state.paused
    ? i18n._({ id: "title.play", message: "Play" })
    : i18n._({ id: "player.pause", message: "Pause" });
  const muteLabel = muted
    ? i18n._({ id: "player.unmute", message: "Unmute" })
    : i18n._({ id: "player.mute", message: "Mute" });
  const pipLabel = i18n._({ id: "player.pip", message: "Picture in picture" });
  const fullscreenLabel = fullscreen
    ? i18n._({ id: "player.exit-full-screen", message: "Exit full screen" })
    : i18n._({ id: "player.full-screen", message: "Full screen" });
  return (
    <div className={classes.bar}>
      <PlayerScrubber
        currentTime={state.currentTime}
        duration={state.duration}
        bufferedEnd={state.bufferedEnd}
        onSeek={actions.seekTo}
      />
      <div className={classes.row}>
        <button
          type="button"
          className={`${classes.control} ${classes.wide}`}
          aria-label={playLabel}
          title={`${playLabel} (k)`}
          onClick={actions.togglePlay}
        >
          {state.paused ? <PlayIcon /> : <PauseIcon />}
        </button>
        <SeekButton back className={`${classes.control} ${classes.wide}`} actions={actions} />
        <SeekButton
          back={false}
          className={`${classes.control} ${classes.wide}`}
          actions={actions}
        />
        <div className={`${classes.volume} ${classes.wide}`}>
          <button
            type="button"
            className={classes.control}
            aria-label={muteLabel}
            title={`${muteLabel} (m)`}
            onClick={actions.toggleMute}
          >
            <VolumeIcon muted={muted} />
          </button>
          <input
            type="range"
            className={classes.volumeSlider}
            aria-label={i18n._({ id: "player.volume", message: "Volume" })}
            min={0}
            max={1}
            step={0.05}
            value={muted ? 0 : state.volume}
            onChange={(event) => {
              actions.setVolume(Number(event.currentTarget.value));
            }}
          />
        </div>
        <span className={classes.clock}>
          {formatClock(state.currentTime)}
          <span className={classes.clockTotal}> / {formatClock(state.duration)}</span>
        </span>
        <span className={classes.spacer} />
        {menus}
        {actions.togglePip && (
          <button
            type="button"
            className={`${classes.control} ${classes.pip}`}
            aria-label={pipLabel}
            title={pipLabel}
            onClick={actions.togglePip}
          >
            <PipIcon />
          </button>
        )}
        <button
          type="button"
          className={classes.control}
          aria-label={fullscreenLabel}
          title={`${fullscreenLabel} (f)`}
          onClick={actions.toggleFullscreen}
        >
          <FullscreenIcon exit={fullscreen} />
        </button>
      </div>
    </div>
  );
}
