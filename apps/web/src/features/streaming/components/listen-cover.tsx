import { Button, Group, Text } from "@mantine/core";
import { useI18n } from "../../../lib/i18n/use-i18n.ts";
import classes from "./player-controls.module.css";

/** Over the empty picture while listening: a headphone, behind the controls. */
export function ListenCover() {
  return (
    <div className={classes.listenCover} data-testid="listen-cover" aria-hidden>
      <svg className={classes.listenIcon} viewBox="0 0 24 24">
        <path d="M4 14v-2a8 8 0 0 1 16 0v2" />
        <rect x="3" y="14" width="4" height="6" rx="1.5" />
        <rect x="17" y="14" width="4" height="6" rx="1.5" />
      </svg>
    </div>
  );
}

/** Under the player while listening: what is happening, what it costs, and the way back. */
export function ListenNote({
  perHour,
  onShowPicture,
}: {
  perHour: string;
  onShowPicture: () => void;
}) {
  const i18n = useI18n();
  return (
    <Group gap="xs" wrap="nowrap" className={classes.listenNote} role="status">
      <div className={classes.listenText}>
        <Text fw={600} size="sm">
          {i18n._({ id: "player.listening", message: "Listening — audio only" })}
        </Text>
        <Text size="xs" c="dimmed">
          {i18n._({
            id: "player.picture-off",
            message: "The picture is off to save data: about {perHour}.",
            values: { perHour },
          })}
        </Text>
      </div>
      <Button size="xs" variant="light" className={classes.listenButton} onClick={onShowPicture}>
        {i18n._({ id: "player.show-picture", message: "Show the picture" })}
      </Button>
    </Group>
  );
}
