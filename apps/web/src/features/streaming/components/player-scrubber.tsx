import { formatClock, spokenClock } from "../lib/format-clock.ts";
import classes from "./player-controls.module.css";

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
  const known = Number.isFinite(duration) && duration > 0;
  return (
    <input
      type="range"
      className={classes.scrubber}
      aria-label="Seek"
      min={0}
      max={known ? duration : 0}
      step={1}
      value={known ? Math.min(currentTime, duration) : 0}
      disabled={!known}
      aria-valuetext={`${spokenClock(currentTime)} of ${spokenClock(duration)}`}
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
