import "@mantine/core/styles/Input.css";
import "@mantine/core/styles/SegmentedControl.css";
import {
  Alert,
  Button,
  Group,
  NativeSelect,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
} from "@mantine/core";
import { CURRENCIES, type CreateScreeningBody } from "@tazama/contracts";
import { type SyntheticEvent, useState } from "react";
import {
  type ScheduleFields,
  emptySchedule,
  menuCurrencyOf,
  scheduleBody,
} from "../../lib/schedule-form.ts";
import type { I18n } from "../../../../lib/i18n/i18n.ts";
import { useI18n } from "../../../../lib/i18n/use-i18n.ts";

/** A venue field's label. */
function venueLabel(part: "name" | "city" | "address", i18n: I18n): string {
  switch (part) {
    case "name":
      return i18n._({ id: "admin.screening-form.venue-name", message: "Venue name" });
    case "city":
      return i18n._({ id: "admin.screening-form.venue-city", message: "Venue city" });
    case "address":
      return i18n._({ id: "admin.screening-form.venue-address", message: "Venue address" });
  }
}

/** A hook: the titles (value: ref, label: title) a search finds. */
export type TitleSearch = (search: string) => { value: string; label: string }[];

const wholeNumber = (text: string, fallback: number) => {
  const n = Number(text);
  return Number.isInteger(n) && n > 0 ? n : fallback;
};

/**
 * Schedule a screening: a published title, a time, a venue (numbered seats in rows, or a number
 * of places) or online, a seat price per currency, and a menu of refreshments with stock.
 */
export function ScreeningForm({
  useTitles,
  busy,
  onSave,
}: {
  /** The published titles whose name holds the search (the catalogue's, given by the route). */
  useTitles: TitleSearch;
  busy: boolean;
  onSave: (body: CreateScreeningBody) => void;
}) {
  const i18n = useI18n();
  const [fields, setFields] = useState<ScheduleFields>(emptySchedule);
  const [search, setSearch] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const options = useTitles(search);
  const set = (patch: Partial<ScheduleFields>) => {
    setFields((current) => ({ ...current, ...patch }));
  };
  const menuCurrency = menuCurrencyOf(fields);

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    const result = scheduleBody(fields, i18n);
    if ("error" in result) {
      setProblem(result.error);
      return;
    }
    setProblem(null);
    onSave(result.body);
  };

  return (
    <form
      onSubmit={submit}
      aria-label={i18n._({ id: "admin.screenings.schedule", message: "Schedule a screening" })}
    >
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label={i18n._({ id: "admin.screening-form.find", message: "Find the title" })}
            placeholder={i18n._({
              id: "admin.screening-form.find-placeholder",
              message: "Part of its name",
            })}
            value={search}
            onChange={(e) => {
              setSearch(e.currentTarget.value);
            }}
          />
          <NativeSelect
            label={i18n._({ id: "admin.screening-form.title", message: "Title" })}
            required
            value={fields.ref ?? ""}
            data={[
              {
                value: "",
                label: i18n._({
                  id: "admin.screening-form.choose-title",
                  message: "Choose a published title",
                }),
              },
              ...options,
            ]}
            onChange={(e) => {
              set({ ref: e.currentTarget.value || null });
            }}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label={i18n._({ id: "admin.screening-form.starts", message: "Starts" })}
            type="datetime-local"
            required
            value={fields.startsAt}
            onChange={(e) => {
              set({ startsAt: e.currentTarget.value });
            }}
          />
          <Stack gap={4}>
            <Text size="sm" fw={500} id="screening-where">
              {i18n._({ id: "admin.screening-form.where", message: "Where" })}
            </Text>
            <SegmentedControl
              aria-labelledby="screening-where"
              value={fields.online ? "online" : "venue"}
              data={[
                {
                  value: "venue",
                  label: i18n._({ id: "admin.screening-form.at-venue", message: "At a venue" }),
                },
                {
                  value: "online",
                  label: i18n._({ id: "admin.screening-form.online", message: "Online" }),
                },
              ]}
              onChange={(value) => {
                set({ online: value === "online" });
              }}
            />
          </Stack>
        </SimpleGrid>
        {fields.online ? null : (
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            {(["name", "city", "address"] as const).map((part) => (
              <TextInput
                key={part}
                label={venueLabel(part, i18n)}
                required
                maxLength={part === "address" ? 200 : 80}
                value={fields.venue[part]}
                onChange={(e) => {
                  set({ venue: { ...fields.venue, [part]: e.currentTarget.value } });
                }}
              />
            ))}
          </SimpleGrid>
        )}
        {fields.online ? null : (
          <Switch
            label={i18n._({
              id: "admin.screening-form.seat-map",
              message: "Numbered seats in rows",
            })}
            checked={fields.seatMap}
            onChange={(e) => {
              set({ seatMap: e.currentTarget.checked });
            }}
          />
        )}
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
          {!fields.online && fields.seatMap ? (
            <>
              <TextInput
                label={i18n._({ id: "admin.screening-form.rows", message: "Rows (A, B, …)" })}
                inputMode="numeric"
                value={String(fields.rows)}
                onChange={(e) => {
                  set({ rows: Math.min(26, wholeNumber(e.currentTarget.value, 1)) });
                }}
              />
              <TextInput
                label={i18n._({ id: "admin.screening-form.seats-per-row", message: "Seats a row" })}
                inputMode="numeric"
                value={String(fields.seatsPerRow)}
                onChange={(e) => {
                  set({ seatsPerRow: Math.min(60, wholeNumber(e.currentTarget.value, 1)) });
                }}
              />
            </>
          ) : (
            <TextInput
              label={
                fields.online
                  ? i18n._({
                      id: "admin.screening-form.places-online",
                      message: "Places (most who may join)",
                    })
                  : i18n._({ id: "admin.screening-form.places", message: "Places" })
              }
              inputMode="numeric"
              value={String(fields.places)}
              onChange={(e) => {
                set({ places: Math.min(5000, wholeNumber(e.currentTarget.value, 1)) });
              }}
            />
          )}
        </SimpleGrid>
        <Text size="sm" fw={500}>
          {i18n._({ id: "admin.screening-form.seat-costs", message: "A seat costs" })}
        </Text>
        <SimpleGrid cols={{ base: 2, sm: 5 }} spacing="xs">
          {CURRENCIES.map((currency) => (
            <TextInput
              key={currency}
              aria-label={i18n._({
                id: "admin.screening-form.seat-price-in",
                message: "Seat price in {currency}",
                values: { currency },
              })}
              leftSection={
                <Text size="xs" fw={700}>
                  {currency}
                </Text>
              }
              leftSectionWidth={44}
              inputMode="decimal"
              placeholder={i18n._({ id: "admin.pass.not-sold", message: "not sold" })}
              value={fields.prices[currency]}
              onChange={(e) => {
                set({ prices: { ...fields.prices, [currency]: e.currentTarget.value } });
              }}
            />
          ))}
        </SimpleGrid>
        <Text size="sm" fw={500}>
          {i18n._({
            id: "admin.screening-form.refreshments",
            message: "Refreshments (priced in {currency})",
            values: { currency: menuCurrency },
          })}
        </Text>
        {fields.refreshments.map((item, i) => {
          const change = (patch: Partial<typeof item>) => {
            set({
              refreshments: fields.refreshments.map((r, j) => (j === i ? { ...r, ...patch } : r)),
            });
          };
          return (
            <Group key={i} gap="xs" align="flex-end" wrap="wrap">
              <TextInput
                label={i18n._({
                  id: "admin.screening-form.item",
                  message: "Item {number}",
                  values: { number: i + 1 },
                })}
                placeholder={i18n._({
                  id: "admin.screening-form.item-placeholder",
                  message: "Popcorn",
                })}
                maxLength={60}
                value={item.name}
                onChange={(e) => {
                  change({ name: e.currentTarget.value });
                }}
              />
              <TextInput
                label={i18n._({ id: "admin.screening-form.stock", message: "Stock" })}
                w={90}
                inputMode="numeric"
                value={String(item.stock)}
                onChange={(e) => {
                  change({ stock: wholeNumber(e.currentTarget.value, 0) });
                }}
              />
              <TextInput
                label={i18n._({
                  id: "admin.pass.price-in",
                  message: "Price in {currency}",
                  values: { currency: menuCurrency },
                })}
                w={130}
                inputMode="decimal"
                value={item.amount}
                onChange={(e) => {
                  change({ amount: e.currentTarget.value });
                }}
              />
              <Button
                variant="subtle"
                color="red"
                aria-label={i18n._({
                  id: "admin.screening-form.remove-item",
                  message: "Remove item {number}",
                  values: { number: i + 1 },
                })}
                onClick={() => {
                  set({ refreshments: fields.refreshments.filter((_, j) => j !== i) });
                }}
              >
                {i18n._({ id: "admin.screening-form.remove", message: "Remove" })}
              </Button>
            </Group>
          );
        })}
        <Button
          variant="default"
          size="compact-sm"
          style={{ alignSelf: "flex-start" }}
          disabled={fields.refreshments.length >= 20}
          onClick={() => {
            set({ refreshments: [...fields.refreshments, { name: "", stock: 50, amount: "" }] });
          }}
        >
          {i18n._({ id: "admin.screening-form.add-refreshment", message: "Add a refreshment" })}
        </Button>
        <TextInput
          label={i18n._({
            id: "admin.screening-form.note",
            message: "Note for viewers (optional)",
          })}
          maxLength={200}
          value={fields.note}
          onChange={(e) => {
            set({ note: e.currentTarget.value });
          }}
        />
        {problem ? (
          <Alert color="red" variant="light" role="alert">
            {problem}
          </Alert>
        ) : null}
        <Group>
          <Button type="submit" loading={busy}>
            {i18n._({ id: "admin.screening-form.submit", message: "Schedule screening" })}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
