import "@mantine/core/styles/ActionIcon.css";
import { ActionIcon, Group, Stack, Text } from "@mantine/core";
import type { Currency, RefreshmentItem } from "@tazama/contracts";
import { money } from "../../../lib/checkout/money-format.ts";

/** The screening's menu: each item with its price and a − n + stepper (never beyond its stock). */
export function RefreshmentPicker({
  items,
  currency,
  quantities,
  onChange,
}: {
  items: readonly RefreshmentItem[];
  currency: Currency;
  quantities: Readonly<Record<number, number>>;
  onChange: (item: number, quantity: number) => void;
}) {
  const sold = items.filter((item) => item.prices.some((p) => p.currency === currency));
  if (sold.length === 0) return null;
  return (
    <Stack
      gap="xs"
      component="ul"
      p={0}
      m={0}
      style={{ listStyle: "none" }}
      aria-label="Refreshments"
    >
      {sold.map((item) => {
        const price = item.prices.find((p) => p.currency === currency)!;
        const n = quantities[item.id] ?? 0;
        const most = Math.min(item.stock, 20);
        return (
          <Group component="li" key={item.id} justify="space-between" wrap="nowrap" gap="sm">
            <div>
              <Text fw={600}>{item.name}</Text>
              <Text size="sm" c="gray.4">
                {money(price.amount, currency)}
                {item.stock === 0 ? " · sold out" : item.stock <= 5 ? ` · ${item.stock} left` : ""}
              </Text>
            </div>
            <Group gap={6} wrap="nowrap">
              <ActionIcon
                variant="default"
                radius="xl"
                size="lg"
                aria-label={`One less ${item.name}`}
                disabled={n === 0}
                onClick={() => {
                  onChange(item.id, n - 1);
                }}
              >
                −
              </ActionIcon>
              <Text w={24} ta="center" fw={700} aria-label={`${item.name}: ${n}`}>
                {n}
              </Text>
              <ActionIcon
                variant="default"
                radius="xl"
                size="lg"
                aria-label={`One more ${item.name}`}
                disabled={n >= most}
                onClick={() => {
                  onChange(item.id, n + 1);
                }}
              >
                +
              </ActionIcon>
            </Group>
          </Group>
        );
      })}
    </Stack>
  );
}
