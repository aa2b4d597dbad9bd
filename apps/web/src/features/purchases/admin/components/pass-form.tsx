import "@mantine/core/styles/Input.css";
import { Button, Group, SimpleGrid, Stack, Text, TextInput } from "@mantine/core";
import { type AdminPass, CURRENCIES, type Currency, PASS_MAX_HOURS } from "@tazama/contracts";
import { type SyntheticEvent, useState } from "react";
import type { I18n } from "../../../../lib/i18n/i18n.ts";
import { useI18n } from "../../../../lib/i18n/use-i18n.ts";
import { fromMinor, toMinor } from "../../../../lib/price-input.ts";

/** What the pass form sends: every field (a new pass, or the whole of an edited one). */
export interface PassFields {
  name: string;
  durationHours: number;
  prices: AdminPass["prices"];
}

const EMPTY: PassFields = { name: "", durationHours: 0, prices: [] };

/** "72" hours → shown as "3 days"; anything not whole days stays in hours. */
export function passLength(hours: number, i18n: I18n): string {
  if (hours % 24 === 0) {
    return i18n._({
      id: "admin.pass.days",
      message: "{days, plural, one {# day} other {# days}}",
      values: { days: hours / 24 },
    });
  }
  return i18n._({
    id: "admin.pass.hours",
    message: "{hours, plural, one {# hour} other {# hours}}",
    values: { hours },
  });
}

/**
 * A pass's name, length (in days or hours) and a price per currency; an empty price is not sold
 * in that currency, and with no price at all the pass is off sale.
 */
export function PassForm({
  pass = EMPTY,
  label,
  submitLabel,
  busy,
  onSave,
}: {
  pass?: PassFields;
  label: string;
  submitLabel: string;
  busy: boolean;
  onSave: (fields: PassFields) => void;
}) {
  const i18n = useI18n();
  const [name, setName] = useState(pass.name);
  const wholeDays = pass.durationHours > 0 && pass.durationHours % 24 === 0;
  const [length, setLength] = useState(
    pass.durationHours === 0
      ? ""
      : String(wholeDays ? pass.durationHours / 24 : pass.durationHours),
  );
  const [unit, setUnit] = useState<"days" | "hours">(
    wholeDays || pass.durationHours === 0 ? "days" : "hours",
  );
  const [typed, setTyped] = useState(
    () =>
      Object.fromEntries(
        CURRENCIES.map((c) => {
          const price = pass.prices.find((p) => p.currency === c);
          return [c, price ? fromMinor(price.amountMinor) : ""];
        }),
      ) as Record<Currency, string>,
  );

  const count = Number(length);
  const hours = unit === "days" ? count * 24 : count;
  const lengthOk = Number.isInteger(count) && hours >= 1 && hours <= PASS_MAX_HOURS;
  const prices = CURRENCIES.map((currency) => ({
    currency,
    text: typed[currency],
    amountMinor: typed[currency].trim() === "" ? null : toMinor(typed[currency]),
  }));
  const badPrice = prices.some((p) => p.text.trim() !== "" && p.amountMinor === null);
  const nameOk = name.trim().length >= 2;

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (!lengthOk || badPrice || !nameOk) return;
    onSave({
      name: name.trim(),
      durationHours: hours,
      prices: prices.flatMap((p) =>
        p.amountMinor === null ? [] : [{ currency: p.currency, amountMinor: p.amountMinor }],
      ),
    });
  };

  return (
    <form onSubmit={submit} aria-label={label}>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <TextInput
            label={i18n._({ id: "admin.pass.name", message: "Name" })}
            required
            minLength={2}
            maxLength={60}
            value={name}
            error={
              name.trim() === "" || nameOk
                ? undefined
                : i18n._({ id: "admin.pass.name-short", message: "At least 2 characters." })
            }
            onChange={(e) => {
              setName(e.currentTarget.value);
            }}
          />
          <TextInput
            label={
              unit === "days"
                ? i18n._({ id: "admin.pass.length-days", message: "Length in days" })
                : i18n._({ id: "admin.pass.length-hours", message: "Length in hours" })
            }
            required
            inputMode="numeric"
            value={length}
            error={
              length === "" || lengthOk
                ? undefined
                : i18n._({ id: "admin.pass.length-range", message: "1 hour to 366 days" })
            }
            onChange={(e) => {
              setLength(e.currentTarget.value);
            }}
            rightSectionWidth={72}
            rightSection={
              <Button
                size="compact-xs"
                variant="subtle"
                aria-label={
                  unit === "days"
                    ? i18n._({ id: "admin.pass.count-in-hours", message: "Count in hours" })
                    : i18n._({ id: "admin.pass.count-in-days", message: "Count in days" })
                }
                onClick={() => {
                  setUnit(unit === "days" ? "hours" : "days");
                }}
              >
                {unit === "days"
                  ? i18n._({ id: "admin.pass.in-hours", message: "in hours" })
                  : i18n._({ id: "admin.pass.in-days", message: "in days" })}
              </Button>
            }
          />
        </SimpleGrid>
        <Text size="sm" fw={500}>
          {i18n._({ id: "admin.pass.price", message: "Price" })}
        </Text>
        <SimpleGrid cols={{ base: 2, sm: 5 }} spacing="xs">
          {prices.map((p) => (
            <TextInput
              key={p.currency}
              aria-label={i18n._({
                id: "admin.pass.price-in",
                message: "Price in {currency}",
                values: { currency: p.currency },
              })}
              leftSection={
                <Text size="xs" fw={700}>
                  {p.currency}
                </Text>
              }
              leftSectionWidth={44}
              inputMode="decimal"
              placeholder={i18n._({ id: "admin.pass.not-sold", message: "not sold" })}
              value={p.text}
              error={p.text.trim() !== "" && p.amountMinor === null}
              onChange={(e) => {
                const value = e.currentTarget.value;
                setTyped((current) => ({ ...current, [p.currency]: value }));
              }}
            />
          ))}
        </SimpleGrid>
        {badPrice ? (
          <Text c="red.4" size="xs">
            {i18n._({
              id: "admin.pass.bad-price",
              message: "Prices are amounts like 2500 or 2500.50.",
            })}
          </Text>
        ) : null}
        <Group>
          <Button
            type="submit"
            variant="light"
            loading={busy}
            disabled={!lengthOk || badPrice || (name.trim() !== "" && !nameOk)}
          >
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
