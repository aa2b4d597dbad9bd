import "@mantine/core/styles/Alert.css";
import { Alert, Button, Group, Stack, Text } from "@mantine/core";
import type { DoorAnswer } from "../hooks/use-door.ts";

const time = new Intl.DateTimeFormat("en-GB", { hour: "2-digit", minute: "2-digit" });

const TITLES = {
  "checked-in": "Welcome in",
  already: "Already checked in",
  invalid: "Not a ticket for this screening",
} as const;
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
          {TITLES[answer.outcome]}
        </Text>
      }
    >
      <Stack gap={6}>
        {seats ? (
          <Text size="lg" fw={700}>
            {seated ? "Seat" : "Place"}
            {answer.seats.length === 1 ? "" : "s"} {seats}
          </Text>
        ) : null}
        {earlier?.checkedInAt ? (
          <Text>
            already checked in at {time.format(new Date(earlier.checkedInAt))}
            {earlier.by ? ` by ${earlier.by}` : ""}
          </Text>
        ) : null}
        {answer.offline ? (
          <Text size="sm">Checked on this phone; it will sync when online.</Text>
        ) : null}
        {answer.refreshments.map((order) => (
          <Group key={order.id} justify="space-between" gap="xs">
            <Text>
              {order.quantity} × {order.name}
            </Text>
            {order.served ? (
              <Text size="sm">served</Text>
            ) : (
              <Button
                size="compact-sm"
                variant="white"
                color="dark"
                onClick={() => {
                  onServe(order.id);
                }}
              >
                Mark served
              </Button>
            )}
          </Group>
        ))}
      </Stack>
    </Alert>
  );
}
