import "@mantine/core/styles/ActionIcon.css";
import { ActionIcon, Group, Stack, Text } from "@mantine/core";
import type { Currency, RefreshmentItem } from "@tazama/contracts";
import { money } from "../../../lib/checkout/money-format.ts";
import { useI18n } from "../../../lib/i18n/use-i18n.ts";

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
  const i18n = useI18n();
  const sold = items.filter((item) => item.prices.some((p) => p.currency === currency));
  if (sold.length === 0) return null;
  return (
    <Stack
      gap="xs"
      component="ul"
      p={0}
      m={0}
      style={{ listStyle: "none" }}
      aria-label={i18n._({ id: "booking.refreshments", message: "Refreshments" })}
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
                {money(price.amount, currency, i18n.locale)}
                {item.stock === 0
                  ? ` · ${i18n._({ id: "refreshments.sold-out", message: "sold out" })}`
                  : item.stock <= 5
                    ? ` · ${i18n._({
                        id: "refreshments.left",
                        message: "{left, number} left",
                        values: { left: item.stock },
                      })}`
                    : ""}
              </Text>
            </div>
            <Group gap={6} wrap="nowrap">
              <ActionIcon
                variant="default"
                radius="xl"
                size="lg"
                aria-label={i18n._({
                  id: "refreshments.one-less",
                  message: "One less {item}",
                  values: { item: item.name },
                })}
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
                aria-label={i18n._({
                  id: "refreshments.one-more",
                  message: "One more {item}",
                  values: { item: item.name },
                })}
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
