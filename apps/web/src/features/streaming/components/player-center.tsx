import { Loader } from "@mantine/core";
import type { MediaState } from "../hooks/use-media-state.ts";
import { SEEK_S } from "../lib/media-actions.ts";
import { PauseIcon, PlayIcon } from "./player-icons.tsx";
import { type PlayerActions, SeekButton } from "./player-controls.tsx";
import classes from "./player-controls.module.css";
import { useI18n } from "../../../lib/i18n/use-i18n.ts";

interface PlayerCenterProps {
  state: MediaState;
  actions: PlayerActions;
  /** The last double tap ("−10 s" / "+10 s"), shown briefly on its side. */
  flash: "back" | "forward" | null;
}

/**
 * The middle of the player: a spinner while waiting for data, and on phones the big back, play
 * and forward buttons (the bar keeps only the scrubber and menus there).
 */
export function PlayerCenter({ state, actions, flash }: PlayerCenterProps) {
  const i18n = useI18n();
  return (
    <>
      {state.waiting && !state.paused && (
        <div className={classes.spinner}>
          <Loader
            color="white"
            aria-label={i18n._({ id: "player.loading", message: "Loading" })}
            role="status"
          />
        </div>
      )}
      {flash && (
        <div className={flash === "back" ? classes.flashBack : classes.flashForward} aria-hidden>
          {flash === "back" ? `−${SEEK_S} s` : `+${SEEK_S} s`}
        </div>
      )}
      <div className={classes.center}>
        <SeekButton back className={classes.bigControl} actions={actions} />
        <button
          type="button"
          className={`${classes.bigControl} ${classes.bigPlay}`}
          aria-label={
            state.paused
              ? i18n._({ id: "title.play", message: "Play" })
              : i18n._({ id: "player.pause", message: "Pause" })
          }
          onClick={actions.togglePlay}
        >
          {state.paused ? <PlayIcon size={36} /> : <PauseIcon />}
        </button>
        <SeekButton back={false} className={classes.bigControl} actions={actions} />
      </div>
    </>
  );
}
