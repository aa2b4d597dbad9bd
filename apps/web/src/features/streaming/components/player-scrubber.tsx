import { formatClock, spokenClock } from "../lib/format-clock.ts";
import classes from "./player-controls.module.css";
import { useI18n } from "../../../lib/i18n/use-i18n.ts";

interface PlayerScrubberProps {
  currentTime: number;
  duration: number;
  bufferedEnd: number;
  onSeek: (seconds: number) => void;
}

const percent = (part: number, whole: number) =>
  whole > 0 ? `${Math.min(100, Math.max(0, (part / whole) * 100)).toFixed(2)}%` : "0%";

/** The position slider: played part in orange, the buffered part lighter, the rest dim. */
export function PlayerScrubber({
  currentTime,
  duration,
  bufferedEnd,
  onSeek,
}: PlayerScrubberProps) {
  const i18n = useI18n();
  const known = Number.isFinite(duration) && duration > 0;
  return (
    <input
      type="range"
      className={classes.scrubber}
      aria-label={i18n._({ id: "player.seek", message: "Seek" })}
      min={0}
      max={known ? duration : 0}
      step={1}
      value={known ? Math.min(currentTime, duration) : 0}
      disabled={!known}
      aria-valuetext={i18n._({
        id: "player.position",
        message: "{position} of {length}",
        values: { position: spokenClock(currentTime, i18n), length: spokenClock(duration, i18n) },
      })}
      title={formatClock(currentTime)}
      style={
        {
          "--played": percent(currentTime, duration),
          "--buffered": percent(bufferedEnd, duration),
        } as React.CSSProperties
      }
      onChange={(event) => {
        onSeek(Number(event.currentTarget.value));
      }}
    />
  );
}
