import "@mantine/core/styles/Input.css";
import { Button, Group, SimpleGrid, Stack, Text, TextInput } from "@mantine/core";
import {
  type AdminTitle,
  type AdminTitlePrice,
  CURRENCIES,
  type Currency,
} from "@tazama/contracts";
import { type SyntheticEvent, useState } from "react";
import type { I18n } from "../../../../lib/i18n/i18n.ts";
import { useI18n } from "../../../../lib/i18n/use-i18n.ts";
import { fromMinor, toMinor } from "../../../../lib/price-input.ts";

type Typed = Record<Currency, { buy: string; rent: string }>;

function typedOf(title: AdminTitle): Typed {
  const typed = {} as Typed;
  for (const currency of CURRENCIES) {
    const price = title.prices.find((p) => p.currency === currency);
    typed[currency] = {
      buy: price ? fromMinor(price.buyMinor) : "",
      rent: price ? fromMinor(price.rentMinor) : "",
    };
  }
  return typed;
}

/** Checks one currency's pair: both empty (not sold there) or both amounts, rent ≤ buy. */
function read(currency: Currency, pair: { buy: string; rent: string }, i18n: I18n) {
  if (pair.buy.trim() === "" && pair.rent.trim() === "") return { price: null, error: null };
  const buyMinor = toMinor(pair.buy);
  const rentMinor = toMinor(pair.rent);
  if (buyMinor === null || rentMinor === null) {
    return {
      price: null,
      error: i18n._({
        id: "admin.prices.error-amounts",
        message: "Both prices, as amounts like 2500 or 2500.50",
      }),
    };
  }
  if (rentMinor > buyMinor) {
    return {
      price: null,
      error: i18n._({
        id: "admin.prices.error-rent-more",
        message: "Renting cannot cost more than buying",
      }),
    };
  }
  return { price: { currency, buyMinor, rentMinor } satisfies AdminTitlePrice, error: null };
}

/** One amount of a currency's row (its label names the side and the currency). */
function PriceInput(props: {
  label: string;
  placeholder: string;
  value: string;
  invalid: boolean;
  onChange: (value: string) => void;
}) {
  return (
    <TextInput
      aria-label={props.label}
      placeholder={props.placeholder}
      inputMode="decimal"
      value={props.value}
      onChange={(e) => {
        props.onChange(e.currentTarget.value);
      }}
      error={props.invalid}
    />
  );
}

/** Buy and rent prices per currency; an empty row is not sold in that currency. */
export function TitlePricesForm({
  title,
  busy,
  onSave,
  error,
}: {
  title: AdminTitle;
  busy: boolean;
  onSave: (prices: AdminTitlePrice[]) => void;
  error?: string | null;
}) {
  const i18n = useI18n();
  const [typed, setTyped] = useState(() => typedOf(title));
  const rows = CURRENCIES.map((currency) => ({
    currency,
    ...read(currency, typed[currency], i18n),
  }));
  const invalid = rows.some((row) => row.error !== null);
  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (invalid) return;
    onSave(rows.flatMap((row) => (row.price ? [row.price] : [])));
  };
  const edit = (currency: Currency, side: "buy" | "rent", value: string) => {
    setTyped((current) => ({ ...current, [currency]: { ...current[currency], [side]: value } }));
  };

  return (
    <form onSubmit={submit} aria-label={i18n._({ id: "admin.title.prices", message: "Prices" })}>
      <Stack gap="xs">
        {rows.map((row) => (
          <SimpleGrid key={row.currency} cols={{ base: 3 }} spacing="xs" verticalSpacing={0}>
            <Text fw={700} pt={8}>
              {row.currency}
            </Text>
            <PriceInput
              label={i18n._({
                id: "admin.prices.buy-in",
                message: "Buy price in {currency}",
                values: { currency: row.currency },
              })}
              placeholder={i18n._({ id: "admin.prices.buy", message: "Buy" })}
              value={typed[row.currency].buy}
              invalid={row.error !== null}
              onChange={(value) => {
                edit(row.currency, "buy", value);
              }}
            />
            <PriceInput
              label={i18n._({
                id: "admin.prices.rent-in",
                message: "Rent price in {currency}",
                values: { currency: row.currency },
              })}
              placeholder={i18n._({ id: "admin.prices.rent", message: "Rent" })}
              value={typed[row.currency].rent}
              invalid={row.error !== null}
              onChange={(value) => {
                edit(row.currency, "rent", value);
              }}
            />
            {row.error ? (
              <Text c="red.4" size="xs" style={{ gridColumn: "1 / -1" }}>
                {i18n._({
                  id: "admin.prices.row-error",
                  message: "{currency}: {error}",
                  values: { currency: row.currency, error: row.error },
                })}
              </Text>
            ) : null}
          </SimpleGrid>
        ))}
        {error ? (
          <Text c="red.4" role="alert">
            {error}
          </Text>
        ) : null}
        <Group>
          <Button type="submit" variant="light" loading={busy} disabled={invalid}>
            {i18n._({ id: "admin.prices.save", message: "Save prices" })}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
