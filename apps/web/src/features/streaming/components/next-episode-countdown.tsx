import { Button, Group, Text } from "@mantine/core";
import { useEffect, useRef, useState } from "react";
import { NEXT_EPISODE_COUNTDOWN_S } from "../lib/next-episode.ts";
import classes from "./video-player.module.css";

export interface NextEpisodeCountdownProps {
  title: string;
  /** Called once when the countdown reaches zero or the viewer presses Play now. */
  onPlay: () => void;
  onCancel: () => void;
  seconds?: number;
}

/** "Next episode: {title}" with a 5 s countdown, Play now and Cancel, over the player's corner. */
export function NextEpisodeCountdown({
  title,
  onPlay,
  onCancel,
  seconds = NEXT_EPISODE_COUNTDOWN_S,
}: NextEpisodeCountdownProps) {
  const [left, setLeft] = useState(seconds);
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
    const timer = window.setInterval(() => {
      setLeft((n) => Math.max(0, n - 1));
    }, 1000);
    return () => {
      window.clearInterval(timer);
    };
  }, []);

  useEffect(() => {
    if (left === 0) play.current();
  }, [left]);

  return (
    <div className={classes.nextEpisode} role="dialog" aria-label="Next episode">
      <Text fw={600}>Next episode: {title}</Text>
      <Text size="sm" c="dimmed" role="timer" aria-live="polite">
        Starts in {left} s
      </Text>
      <Group gap="xs" mt="xs">
        <Button
          size="xs"
          onClick={() => {
            play.current();
          }}
        >
          Play now
        </Button>
        <Button size="xs" variant="default" onClick={onCancel}>
          Cancel
        </Button>
      </Group>
    </div>
  );
}
