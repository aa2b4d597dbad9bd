import "@mantine/core/styles/Alert.css";
import "@mantine/core/styles/Paper.css";
import "@mantine/core/styles/Radio.css";
import "@mantine/core/styles/Checkbox.css";
import "@mantine/core/styles/Input.css";
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Checkbox,
  Group,
  NativeSelect,
  Paper,
  Radio,
  Stack,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { type ScreeningGroup, formatPrice } from "@tazama/contracts";
import { useState } from "react";
import { ApiError } from "../../../lib/api-client.ts";
import { useWallet } from "../../../lib/checkout/get-wallet.ts";
import { priceInCurrency } from "../../../lib/checkout/money-format.ts";
import { useActionKey } from "../../../lib/checkout/use-action-key.ts";
import { codesPath, useBookBlock, useScreeningGroups } from "../api/screening-groups.ts";
import { useScreenings } from "../api/screenings.ts";
import { screeningWhen, screeningWhere } from "../lib/format.ts";
import { useI18n } from "../../../lib/i18n/use-i18n.ts";

/**
 * An organisation admin's Screenings tab (issue 15, `bulkscreenings`): book a block of seats or
 * the whole screening from the organisation's wallet, with a code per person (a CSV to hand
 * out) or one code for everyone; the blocks booked, with their codes and who came.
 */
export function OrgScreenings({ orgId }: { orgId: string }) {
  const i18n = useI18n();
  const groups = useScreeningGroups(orgId);
  const list = groups.data?.groups ?? [];
  return (
    <Stack gap="md">
      <BookBlockForm orgId={orgId} />
      {list.length > 0 ? (
        <Stack
          gap="sm"
          component="ul"
          p={0}
          m={0}
          style={{ listStyle: "none" }}
          aria-label={i18n._({ id: "org-screenings.booked", message: "Booked screenings" })}
        >
          {list.map((group) => (
            <GroupCard key={group.id} group={group} />
          ))}
        </Stack>
      ) : null}
    </Stack>
  );
}

function BookBlockForm({ orgId }: { orgId: string }) {
  const i18n = useI18n();
  const upcoming = useScreenings(null);
  const book = useBookBlock();
  const { fresh, current } = useActionKey();
  const onSale = (upcoming.data?.screenings ?? []).filter((s) => s.onSale && s.seatsLeft > 0);
  const [screeningId, setScreeningId] = useState("");
  const [count, setCount] = useState("10");
  const [whole, setWhole] = useState(false);
  const [codes, setCodes] = useState<"members" | "group">("members");
  const [problem, setProblem] = useState<{ message: string; order: string } | null>(null);
  const chosen = onSale.find((s) => s.id === screeningId);
  // The organisation's wallet is funded from its admin's, so it is in their currency.
  const walletCurrency = useWallet().data?.wallet?.currency ?? null;
  const seatPrice = chosen ? priceInCurrency(chosen.prices, walletCurrency, "NGN") : undefined;
  const seats = Number(count);
  const countOk =
    whole || (Number.isInteger(seats) && seats >= 1 && seats <= (chosen?.seatsLeft ?? 2000));

  const submit = () => {
    if (!chosen || !countOk) return;
    const body = {
      screening: chosen.id,
      organisation: orgId,
      codes,
      ...(whole ? { whole: true as const } : { count: seats }),
    };
    const order = JSON.stringify(body);
    const key = problem?.order === order ? current() : fresh();
    setProblem(null);
    book.mutate(
      { body, key },
      {
        onError: (error) => {
          setProblem({
            message:
              error instanceof ApiError
                ? error.message
                : i18n._({
                    id: "org-screenings.failed",
                    message: "Something went wrong. Try again.",
                  }),
            order,
          });
        },
      },
    );
  };

  return (
    <Paper withBorder p="md" radius="md" bg="dark.7">
      <Stack
        gap="sm"
        component="form"
        aria-label={i18n._({ id: "org-screenings.form", message: "Book a screening" })}
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <Title order={3} size="h5">
          {i18n._({ id: "org-screenings.heading", message: "Book a screening for your people" })}
        </Title>
        <Text size="sm" c="gray.4">
          {i18n._({
            id: "org-screenings.intro",
            message:
              "Paid once from the organisation’s wallet. Hand out a code to each person, or share one code that lets everyone in.",
          })}
        </Text>
        <NativeSelect
          label={i18n._({ id: "org-screenings.screening", message: "Screening" })}
          value={screeningId}
          data={[
            {
              value: "",
              label:
                onSale.length > 0
                  ? i18n._({ id: "org-screenings.choose", message: "Choose a screening" })
                  : i18n._({ id: "org-screenings.none", message: "No screening on sale" }),
            },
            ...onSale.map((s) => ({
              value: s.id,
              label: `${s.title.title} · ${screeningWhen(s.startsAt, i18n)} · ${screeningWhere(s, i18n)}`,
            })),
          ]}
          onChange={(e) => {
            setScreeningId(e.currentTarget.value);
          }}
        />
        {chosen ? (
          <Text size="sm" c="gray.3">
            {seatPrice
              ? `${i18n._({
                  id: "org-screenings.seat-price",
                  message: "{price} a seat",
                  values: { price: formatPrice(seatPrice.amount, seatPrice.currency, i18n.locale) },
                })} · `
              : ""}
            {i18n._({
              id: "org-screenings.left",
              message: "{left, number} left",
              values: { left: chosen.seatsLeft },
            })}
          </Text>
        ) : null}
        <Group gap="md" align="flex-end">
          <TextInput
            label={i18n._({ id: "org-screenings.seats", message: "Seats" })}
            w={120}
            inputMode="numeric"
            disabled={whole}
            value={whole ? String(chosen?.seatsLeft ?? "") : count}
            error={!countOk && count !== ""}
            onChange={(e) => {
              setCount(e.currentTarget.value);
            }}
          />
          <Checkbox
            label={i18n._({ id: "org-screenings.whole", message: "Every seat left" })}
            checked={whole}
            onChange={(e) => {
              setWhole(e.currentTarget.checked);
            }}
          />
        </Group>
        <Radio.Group
          label={i18n._({ id: "org-screenings.codes", message: "Codes" })}
          value={codes}
          onChange={(value) => {
            setCodes(value === "group" ? "group" : "members");
          }}
        >
          <Stack gap={6} mt={6}>
            <Radio
              value="members"
              label={i18n._({
                id: "org-screenings.codes.members",
                message: "A code for each person (a CSV to hand out)",
              })}
            />
            <Radio
              value="group"
              label={i18n._({
                id: "org-screenings.codes.group",
                message: "One code for everyone (each scan lets one person in)",
              })}
            />
          </Stack>
        </Radio.Group>
        {problem ? (
          <Alert color="red" variant="light" role="alert">
            {problem.message}
          </Alert>
        ) : null}
        {book.data ? (
          <Alert color="teal" variant="light" role="status">
            {i18n._({
              id: "org-screenings.done",
              message:
                "{count, plural, one {Booked # seat for {title}.} other {Booked # seats for {title}.}}",
              values: {
                count: book.data.group.seats.length,
                title: book.data.group.screening.title.title,
              },
            })}
          </Alert>
        ) : null}
        <Button
          type="submit"
          radius="xl"
          disabled={!chosen || !countOk}
          loading={book.isPending}
          style={{ alignSelf: "flex-start" }}
        >
          {i18n._({ id: "org-screenings.submit", message: "Book and pay from the wallet" })}
        </Button>
      </Stack>
    </Paper>
  );
}

function GroupCard({ group }: { group: ScreeningGroup }) {
  const i18n = useI18n();
  const cancelled = group.status === "cancelled";
  return (
    <Paper
      component="li"
      withBorder
      p="sm"
      radius="md"
      bg="dark.7"
      aria-label={group.screening.title.title}
    >
      <Stack gap={4}>
        <Group justify="space-between" gap="xs">
          <Text fw={700}>{group.screening.title.title}</Text>
          {cancelled ? (
            <Badge color="red" variant="light">
              {i18n._({ id: "screening.cancelled-refunded", message: "Cancelled · refunded" })}
            </Badge>
          ) : null}
        </Group>
        <Text size="sm" c="gray.3">
          {screeningWhen(group.screening.startsAt, i18n)} · {screeningWhere(group.screening, i18n)}
        </Text>
        <Text size="sm" c="gray.4">
          {i18n._({
            id: "org-screenings.group-line",
            message:
              "{seats, plural, one {# seat} other {# seats}} · {checkedIn, number} in · paid {amount}",
            values: {
              seats: group.seats.length,
              checkedIn: group.checkedIn,
              amount: formatPrice(group.amount, group.currency, i18n.locale),
            },
          })}
        </Text>
        {group.groupCode ? (
          <Text>
            {i18n._({ id: "org-screenings.group-code", message: "Everyone’s code:" })}{" "}
            <Text span ff="monospace" fw={800} fz="lg">
              {group.groupCode}
            </Text>
          </Text>
        ) : null}
        {cancelled ? null : (
          <Anchor href={codesPath(group.id)} download size="sm">
            {group.codes === "members"
              ? i18n._({ id: "org-screenings.download-codes", message: "Download the codes (CSV)" })
              : i18n._({ id: "org-screenings.download-code", message: "Download the code (CSV)" })}
          </Anchor>
        )}
      </Stack>
    </Paper>
  );
}
