import "@mantine/core/styles/Alert.css";
import { Alert, Button, Group, Stack, Text } from "@mantine/core";
import type { DoorAnswer } from "../hooks/use-door.ts";
import type { I18n } from "../../../lib/i18n/i18n.ts";
import { dateFormat } from "../../../lib/i18n/date-format.ts";
import { useI18n } from "../../../lib/i18n/use-i18n.ts";
import { seatsText } from "../lib/format.ts";

function title(outcome: DoorAnswer["outcome"], i18n: I18n): string {
  switch (outcome) {
    case "checked-in":
      return i18n._({ id: "door.welcome", message: "Welcome in" });
    case "already":
      return i18n._({ id: "door.already", message: "Already checked in" });
    case "invalid":
      return i18n._({ id: "door.invalid", message: "Not a ticket for this screening" });
  }
}

const COLORS = { "checked-in": "teal", already: "yellow", invalid: "red" } as const;

/** The last scan's answer, big enough to read at arm's length: seats, who let them in, snacks. */
export function DoorAnswerCard({
  answer,
  seated,
  onServe,
}: {
  answer: DoorAnswer;
  /** Seats on a map ("Seat C7"), or places ("Place 15"). */
  seated: boolean;
  onServe: (orderId: string) => void;
}) {
  const i18n = useI18n();
  const time = dateFormat(i18n, { hour: "2-digit", minute: "2-digit" });
  const seats = answer.seats.map((s) => s.seat).join(", ");
  const earlier =
    answer.outcome === "already" ? answer.seats.find((s) => s.checkedInAt) : undefined;
  return (
    <Alert
      color={COLORS[answer.outcome]}
      variant="filled"
      radius="md"
      role="status"
      title={
        <Text fw={800} size="xl">
          {title(answer.outcome, i18n)}
        </Text>
      }
    >
      <Stack gap={6}>
        {seats ? (
          <Text size="lg" fw={700}>
            {seatsText(seats, answer.seats.length, seated, i18n)}
          </Text>
        ) : null}
        {earlier?.checkedInAt ? (
          <Text>
            {earlier.by
              ? i18n._({
                  id: "door.earlier-by",
                  message: "already checked in at {time} by {usher}",
                  values: { time: time.format(new Date(earlier.checkedInAt)), usher: earlier.by },
                })
              : i18n._({
                  id: "door.earlier",
                  message: "already checked in at {time}",
                  values: { time: time.format(new Date(earlier.checkedInAt)) },
                })}
          </Text>
        ) : null}
        {answer.offline ? (
          <Text size="sm">
            {i18n._({
              id: "door.offline",
              message: "Checked on this phone; it will sync when online.",
            })}
          </Text>
        ) : null}
        {answer.refreshments.map((order) => (
          <Group key={order.id} justify="space-between" gap="xs">
            <Text>
              {order.quantity} × {order.name}
            </Text>
            {order.served ? (
              <Text size="sm">{i18n._({ id: "door.served", message: "served" })}</Text>
            ) : (
              <Button
                size="compact-sm"
                variant="white"
                color="dark"
                onClick={() => {
                  onServe(order.id);
                }}
              >
                {i18n._({ id: "door.mark-served", message: "Mark served" })}
              </Button>
            )}
          </Group>
        ))}
      </Stack>
    </Alert>
  );
}
