import "@mantine/core/styles/Stack.css";
import "@mantine/core/styles/Group.css";
import "@mantine/core/styles/Text.css";
import "@mantine/core/styles/Button.css";
import "@mantine/core/styles/Paper.css";
import { Button, Group, Paper, Stack, Text } from "@mantine/core";
import { type SeatBlock, formatPrice } from "@tazama/contracts";
import { useState } from "react";
import { failureMessage } from "../../../lib/failure-texts.ts";
import { useSeatHolders } from "../api/seats.ts";
import { PickList } from "./pick-list.tsx";

const day = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium" });

/** One block of seats: how many are given, to whom, and giving or taking them back. */
export function SeatBlockCard({
  orgId,
  block,
  members,
  now,
}: {
  orgId: string;
  block: SeatBlock;
  /** Members who may get a seat (active accounts). */
  members: { userId: string; name: string }[];
  now: number;
}) {
  const { give, takeBack } = useSeatHolders(orgId, block.id);
  const [chosen, setChosen] = useState<string[]>([]);
  const ended = Date.parse(block.endsAt) <= now;
  const holding = new Set(block.holders.map((h) => h.userId));
  const free = block.seats - block.used;
  const options = members
    .filter((m) => !holding.has(m.userId))
    .map((m) => ({ value: m.userId, label: m.name }));
  const error = give.error ?? takeBack.error;
  return (
    <Paper withBorder p="md" radius="md" bg="dark.6" component="article" aria-label={block.name}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start">
          <Stack gap={2}>
            <Text fw={700}>{block.name}</Text>
            <Text size="sm" c="gray.5">
              {ended ? "Ended" : "Until"} {day.format(new Date(block.endsAt))} ·{" "}
              {formatPrice(block.price.amount, block.price.currency)}
            </Text>
          </Stack>
          <Text size="sm" fw={600}>
            {block.used} of {block.seats} given
          </Text>
        </Group>
        {block.holders.length > 0 ? (
          <Stack gap={4} component="ul" style={{ listStyle: "none", padding: 0, margin: 0 }}>
            {block.holders.map((h) => (
              <Group key={h.userId} component="li" justify="space-between" gap="xs">
                <Text size="sm">{h.name}</Text>
                <Button
                  size="compact-sm"
                  variant="subtle"
                  color="red"
                  aria-label={`Take back ${h.name}'s seat`}
                  loading={takeBack.isPending && takeBack.variables === h.userId}
                  onClick={() => {
                    takeBack.mutate(h.userId);
                  }}
                >
                  Take back
                </Button>
              </Group>
            ))}
          </Stack>
        ) : null}
        {!ended && free > 0 && options.length > 0 ? (
          <Stack gap="xs">
            <PickList
              label="Give seats to"
              options={options}
              chosen={chosen}
              onChange={setChosen}
              max={free}
            />
            <Group gap="xs">
              <Button
                radius="xl"
                disabled={chosen.length === 0}
                loading={give.isPending}
                onClick={() => {
                  give.mutate(chosen, {
                    onSuccess: () => {
                      setChosen([]);
                    },
                  });
                }}
              >
                Give {chosen.length > 1 ? `${String(chosen.length)} seats` : "seat"}
              </Button>
              <Button
                variant="default"
                radius="xl"
                disabled={give.isPending}
                onClick={() => {
                  give.mutate(options.slice(0, free).map((o) => o.value));
                }}
              >
                Fill the free seats
              </Button>
            </Group>
          </Stack>
        ) : null}
        {error ? (
          <Text size="sm" c="red.4" role="alert">
            {failureMessage(error)}
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}
