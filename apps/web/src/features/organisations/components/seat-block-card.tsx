import "@mantine/core/styles/Stack.css";
import "@mantine/core/styles/Group.css";
import "@mantine/core/styles/Text.css";
import "@mantine/core/styles/Button.css";
import "@mantine/core/styles/Paper.css";
import { Button, Group, Paper, Stack, Text } from "@mantine/core";
import { type SeatBlock, formatPrice } from "@tazama/contracts";
import { useState } from "react";
import { failureMessage } from "../../../lib/failure-texts.ts";
import { dateFormat } from "../../../lib/i18n/date-format.ts";
import { useI18n } from "../../../lib/i18n/use-i18n.ts";
import { useSeatHolders } from "../api/seats.ts";
import { PickList } from "./pick-list.tsx";

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
  const i18n = useI18n();
  const { give, takeBack } = useSeatHolders(orgId, block.id);
  const [chosen, setChosen] = useState<string[]>([]);
  const ended = Date.parse(block.endsAt) <= now;
  const holding = new Set(block.holders.map((h) => h.userId));
  const free = block.seats - block.used;
  const options = members
    .filter((m) => !holding.has(m.userId))
    .map((m) => ({ value: m.userId, label: m.name }));
  const error = give.error ?? takeBack.error;
  const endsAt = dateFormat(i18n, { dateStyle: "medium" }).format(new Date(block.endsAt));
  return (
    <Paper withBorder p="md" radius="md" bg="dark.6" component="article" aria-label={block.name}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start">
          <Stack gap={2}>
            <Text fw={700}>{block.name}</Text>
            <Text size="sm" c="gray.5">
              {ended
                ? i18n._({
                    id: "org.block.ended",
                    message: "Ended {date}",
                    values: { date: endsAt },
                  })
                : i18n._({
                    id: "org.block.until",
                    message: "Until {date}",
                    values: { date: endsAt },
                  })}{" "}
              · {formatPrice(block.price.amount, block.price.currency, i18n.locale)}
            </Text>
          </Stack>
          <Text size="sm" fw={600}>
            {i18n._({
              id: "org.block.given",
              message: "{used} of {seats} given",
              values: { used: block.used, seats: block.seats },
            })}
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
                  aria-label={i18n._({
                    id: "org.block.take-back-label",
                    message: "Take back {name}'s seat",
                    values: { name: h.name },
                  })}
                  loading={takeBack.isPending && takeBack.variables === h.userId}
                  onClick={() => {
                    takeBack.mutate(h.userId);
                  }}
                >
                  {i18n._({ id: "org.block.take-back", message: "Take back" })}
                </Button>
              </Group>
            ))}
          </Stack>
        ) : null}
        {!ended && free > 0 && options.length > 0 ? (
          <Stack gap="xs">
            <PickList
              label={i18n._({ id: "org.block.give-to", message: "Give seats to" })}
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
                {i18n._({
                  id: "org.block.give",
                  message: "{count, plural, one {Give seat} other {Give # seats}}",
                  values: { count: Math.max(chosen.length, 1) },
                })}
              </Button>
              <Button
                variant="default"
                radius="xl"
                disabled={give.isPending}
                onClick={() => {
                  give.mutate(options.slice(0, free).map((o) => o.value));
                }}
              >
                {i18n._({ id: "org.block.fill", message: "Fill the free seats" })}
              </Button>
            </Group>
          </Stack>
        ) : null}
        {error ? (
          <Text size="sm" c="red.4" role="alert">
            {failureMessage(error, i18n)}
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}
