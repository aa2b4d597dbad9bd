import "@mantine/core/styles/Alert.css";
import { Alert, Button, Stack, Text } from "@mantine/core";
import type { I18n } from "../../../lib/i18n/i18n.ts";
import { dateFormat } from "../../../lib/i18n/date-format.ts";
import { useI18n } from "../../../lib/i18n/use-i18n.ts";
import type { DoorConflict } from "../lib/door-sync.ts";
import { seatsText } from "../lib/format.ts";

function line(conflict: DoorConflict, seated: boolean, i18n: I18n, time: Intl.DateTimeFormat) {
  const seat =
    conflict.seat === null
      ? i18n._({ id: "door.conflict.a-scan", message: "A scan" })
      : seatsText(conflict.seat, 1, seated, i18n);
  if (conflict.kind === "refused") {
    return i18n._({
      id: "door.conflict.refused",
      message: "{seat}, let in on this phone at {time}, was refused: {reason}",
      values: {
        seat,
        time: time.format(new Date(conflict.scannedAt)),
        reason:
          conflict.reason ??
          i18n._({ id: "door.invalid", message: "Not a ticket for this screening" }),
      },
    });
  }
  const at = time.format(new Date(conflict.at ?? conflict.scannedAt));
  return conflict.by
    ? i18n._({
        id: "door.conflict.already-by",
        message: "{seat} was already let in at {time} by {usher}",
        values: { seat, time: at, usher: conflict.by },
      })
    : i18n._({
        id: "door.conflict.already",
        message: "{seat} was already let in at {time}",
        values: { seat, time: at },
      });
}

/**
 * What the server said against this phone's offline "Welcome in"s once they were synced (issue
 * 39): "Seat A2 was already let in at 19:02 by Amina", or a scan it refused. Stays until the
 * usher has read it.
 */
export function DoorConflicts({
  conflicts,
  seated,
  onDismiss,
}: {
  conflicts: DoorConflict[];
  seated: boolean;
  onDismiss: () => void;
}) {
  const i18n = useI18n();
  if (conflicts.length === 0) return null;
  const time = dateFormat(i18n, { hour: "2-digit", minute: "2-digit" });
  return (
    <Alert
      color="red"
      variant="filled"
      radius="md"
      role="alert"
      title={
        <Text fw={800} size="lg">
          {i18n._({
            id: "door.conflicts.title",
            message:
              "{count, plural, one {# conflict after syncing} other {# conflicts after syncing}}",
            values: { count: conflicts.length },
          })}
        </Text>
      }
    >
      <Stack gap="xs">
        {conflicts.map((c) => (
          <Text key={`${c.nonce}:${c.seat ?? ""}`} fw={600}>
            {line(c, seated, i18n, time)}
          </Text>
        ))}
        <Button size="compact-sm" variant="white" color="dark" onClick={onDismiss}>
          {i18n._({ id: "door.conflicts.dismiss", message: "Got it" })}
        </Button>
      </Stack>
    </Alert>
  );
}
