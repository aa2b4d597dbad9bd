import { Button, Group, Switch, Text } from "@mantine/core";
import { useEffect, useRef, useState } from "react";
import { NEXT_EPISODE_COUNTDOWN_S } from "../lib/next-episode.ts";
import classes from "./player-controls.module.css";
import { useI18n } from "../../../lib/i18n/use-i18n.ts";

export interface NextEpisodeCountdownProps {
  title: string;
  /** Called once when the countdown reaches zero or the viewer presses Play now. */
  onPlay: () => void;
  onCancel: () => void;
  /** Whether the next episode starts by itself; off, the card waits for Play now. */
  autoplay: boolean;
  onAutoplayChange: (autoplay: boolean) => void;
  seconds?: number;
}

/**
 * "Next episode: {title}" over the player's corner: with autoplay on, a 5 s countdown; Play now,
 * Cancel, and the switch that turns autoplay off (remembered on this device).
 */
export function NextEpisodeCountdown({
  title,
  onPlay,
  onCancel,
  autoplay,
  onAutoplayChange,
  seconds = NEXT_EPISODE_COUNTDOWN_S,
}: NextEpisodeCountdownProps) {
  const [left, setLeft] = useState(seconds);
  const i18n = useI18n();
  const onPlayRef = useRef(onPlay);
  useEffect(() => {
    onPlayRef.current = onPlay;
  });
  const played = useRef(false);
  const play = useRef(() => {
    if (played.current) return;
    played.current = true;
    onPlayRef.current();
  });

  useEffect(() => {
    if (!autoplay) return;
    const timer = window.setInterval(() => {
      setLeft((n) => Math.max(0, n - 1));
    }, 1000);
    return () => {
      window.clearInterval(timer);
    };
  }, [autoplay]);

  useEffect(() => {
    if (autoplay && left === 0) play.current();
  }, [autoplay, left]);

  return (
    <div
      className={classes.nextEpisode}
      role="dialog"
      aria-label={i18n._({ id: "player.next-episode", message: "Next episode" })}
    >
      <Text fw={600}>
        {i18n._({
          id: "player.next-episode-title",
          message: "Next episode: {title}",
          values: { title },
        })}
      </Text>
      {autoplay && (
        <Text size="sm" c="gray.4" role="timer" aria-live="polite">
          {i18n._({ id: "player.starts-in", message: "Starts in {left} s", values: { left } })}
        </Text>
      )}
      <Group gap="xs" mt="xs">
        <Button
          size="xs"
          onClick={() => {
            play.current();
          }}
        >
          {i18n._({ id: "player.play-now", message: "Play now" })}
        </Button>
        <Button size="xs" variant="default" onClick={onCancel}>
          {i18n._({ id: "purchase.cancel", message: "Cancel" })}
        </Button>
      </Group>
      <Switch
        mt="xs"
        size="xs"
        color="orange"
        label={i18n._({ id: "player.autoplay", message: "Autoplay next episode" })}
        checked={autoplay}
        onChange={(event) => {
          onAutoplayChange(event.currentTarget.checked);
        }}
      />
    </div>
  );
}
