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
import { useAdminTitles } from "../../../features/catalogue/api/title-admin.ts";
import {
  type ScheduleFields,
  emptySchedule,
  menuCurrencyOf,
  scheduleBody,
} from "../../../features/screenings/lib/schedule-form.ts";

const wholeNumber = (text: string, fallback: number) => {
  const n = Number(text);
  return Number.isInteger(n) && n > 0 ? n : fallback;
};

/**
 * Schedule a screening: a published title, a time, a venue (numbered seats in rows, or a number
 * of places) or online, a seat price per currency, and a menu of refreshments with stock.
 */
export function ScreeningForm({
  busy,
  onSave,
}: {
  busy: boolean;
  onSave: (body: CreateScreeningBody) => void;
}) {
  const [fields, setFields] = useState<ScheduleFields>(emptySchedule);
  const [search, setSearch] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const titles = useAdminTitles({ q: search || undefined, status: "published", pageSize: 25 });
  const set = (patch: Partial<ScheduleFields>) => {
    setFields((current) => ({ ...current, ...patch }));
  };
  const menuCurrency = menuCurrencyOf(fields);
  const options = (titles.data?.titles ?? []).map((t) => ({ value: t.ref, label: t.title }));

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    const result = scheduleBody(fields);
    if ("error" in result) {
      setProblem(result.error);
      return;
    }
    setProblem(null);
    onSave(result.body);
  };

  return (
    <form onSubmit={submit} aria-label="Schedule a screening">
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label="Find the title"
            placeholder="Part of its name"
            value={search}
            onChange={(e) => {
              setSearch(e.currentTarget.value);
            }}
          />
          <NativeSelect
            label="Title"
            required
            value={fields.ref ?? ""}
            data={[{ value: "", label: "Choose a published title" }, ...options]}
            onChange={(e) => {
              set({ ref: e.currentTarget.value || null });
            }}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label="Starts"
            type="datetime-local"
            required
            value={fields.startsAt}
            onChange={(e) => {
              set({ startsAt: e.currentTarget.value });
            }}
          />
          <Stack gap={4}>
            <Text size="sm" fw={500} id="screening-where">
              Where
            </Text>
            <SegmentedControl
              aria-labelledby="screening-where"
              value={fields.online ? "online" : "venue"}
              data={[
                { value: "venue", label: "At a venue" },
                { value: "online", label: "Online" },
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
                label={`Venue ${part}`}
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
            label="Numbered seats in rows"
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
                label="Rows (A, B, …)"
                inputMode="numeric"
                value={String(fields.rows)}
                onChange={(e) => {
                  set({ rows: Math.min(26, wholeNumber(e.currentTarget.value, 1)) });
                }}
              />
              <TextInput
                label="Seats a row"
                inputMode="numeric"
                value={String(fields.seatsPerRow)}
                onChange={(e) => {
                  set({ seatsPerRow: Math.min(60, wholeNumber(e.currentTarget.value, 1)) });
                }}
              />
            </>
          ) : (
            <TextInput
              label={fields.online ? "Places (most who may join)" : "Places"}
              inputMode="numeric"
              value={String(fields.places)}
              onChange={(e) => {
                set({ places: Math.min(5000, wholeNumber(e.currentTarget.value, 1)) });
              }}
            />
          )}
        </SimpleGrid>
        <Text size="sm" fw={500}>
          A seat costs
        </Text>
        <SimpleGrid cols={{ base: 2, sm: 5 }} spacing="xs">
          {CURRENCIES.map((currency) => (
            <TextInput
              key={currency}
              aria-label={`Seat price in ${currency}`}
              leftSection={
                <Text size="xs" fw={700}>
                  {currency}
                </Text>
              }
              leftSectionWidth={44}
              inputMode="decimal"
              placeholder="not sold"
              value={fields.prices[currency]}
              onChange={(e) => {
                set({ prices: { ...fields.prices, [currency]: e.currentTarget.value } });
              }}
            />
          ))}
        </SimpleGrid>
        <Text size="sm" fw={500}>
          Refreshments (priced in {menuCurrency})
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
                label={`Item ${i + 1}`}
                placeholder="Popcorn"
                maxLength={60}
                value={item.name}
                onChange={(e) => {
                  change({ name: e.currentTarget.value });
                }}
              />
              <TextInput
                label="Stock"
                w={90}
                inputMode="numeric"
                value={String(item.stock)}
                onChange={(e) => {
                  change({ stock: wholeNumber(e.currentTarget.value, 0) });
                }}
              />
              <TextInput
                label={`Price in ${menuCurrency}`}
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
                aria-label={`Remove item ${i + 1}`}
                onClick={() => {
                  set({ refreshments: fields.refreshments.filter((_, j) => j !== i) });
                }}
              >
                Remove
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
          Add a refreshment
        </Button>
        <TextInput
          label="Note for viewers (optional)"
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
            Schedule screening
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
