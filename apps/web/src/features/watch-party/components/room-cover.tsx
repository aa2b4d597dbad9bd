import { Button, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { formatCountdown } from "../lib/countdown.ts";
import classes from "./watch-room.module.css";

export interface RoomCoverProps {
  needsTap: boolean;
  onTap: () => void;
  startsIn: number | null;
  ended: boolean;
  /** The host may start the film again for everyone. */
  onRestart?: () => void;
  /** The room's own words (waiting for a member, reconnecting), in a strip over the player. */
  children?: ReactNode;
}

/** What covers the player: Tap to join, the premiere's countdown, the end. Nothing otherwise. */
export function RoomCover({
  needsTap,
  onTap,
  startsIn,
  ended,
  onRestart,
  children,
}: RoomCoverProps) {
  if (ended) {
    return (
      <div className={classes.cover}>
        <Title order={2} size="h3">
          The film has ended
        </Title>
        <Text>Thanks for watching together.</Text>
        {onRestart && <Button onClick={onRestart}>Play again from the start</Button>}
      </div>
    );
  }
  if (startsIn !== null) {
    return (
      <div className={classes.cover}>
        <Text>Starts in</Text>
        <Title order={2} size="h1" role="timer" aria-live="off">
          {formatCountdown(startsIn)}
        </Title>
        <Text size="sm">Everyone watches from the first frame together.</Text>
      </div>
    );
  }
  if (needsTap) {
    return (
      <div className={classes.cover}>
        <Text>Your browser needs a tap before it plays.</Text>
        <Button size="lg" onClick={onTap}>
          Tap to join
        </Button>
      </div>
    );
  }
  return children ? (
    <div className={classes.banner} role="status">
      {children}
    </div>
  ) : null;
}
