import { Button, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { formatCountdown } from "../lib/countdown.ts";
import { useI18n } from "../../../lib/i18n/use-i18n.ts";
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
  const i18n = useI18n();
  if (ended) {
    return (
      <div className={classes.cover}>
        <Title order={2} size="h3">
          {i18n._({ id: "room.ended", message: "The film has ended" })}
        </Title>
        <Text>{i18n._({ id: "room.thanks", message: "Thanks for watching together." })}</Text>
        {onRestart && (
          <Button onClick={onRestart}>
            {i18n._({ id: "room.restart", message: "Play again from the start" })}
          </Button>
        )}
      </div>
    );
  }
  if (startsIn !== null) {
    return (
      <div className={classes.cover}>
        <Text>{i18n._({ id: "room.starts-in", message: "Starts in" })}</Text>
        <Title order={2} size="h1" role="timer" aria-live="off">
          {formatCountdown(startsIn)}
        </Title>
        <Text size="sm">
          {i18n._({
            id: "room.together-from-start",
            message: "Everyone watches from the first frame together.",
          })}
        </Text>
      </div>
    );
  }
  if (needsTap) {
    return (
      <div className={classes.cover}>
        <Text>
          {i18n._({ id: "room.needs-tap", message: "Your browser needs a tap before it plays." })}
        </Text>
        <Button size="lg" onClick={onTap}>
          {i18n._({ id: "room.tap-to-join", message: "Tap to join" })}
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
