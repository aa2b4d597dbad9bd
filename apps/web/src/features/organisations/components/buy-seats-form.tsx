import "@mantine/core/styles/Stack.css";
import "@mantine/core/styles/Group.css";
import "@mantine/core/styles/Text.css";
import "@mantine/core/styles/Button.css";
import "@mantine/core/styles/Input.css";
import "@mantine/core/styles/NumberInput.css";
import "@mantine/core/styles/SegmentedControl.css";
import {
  Button,
  Group,
  NativeSelect,
  NumberInput,
  SegmentedControl,
  Stack,
  Text,
} from "@mantine/core";
import { notifications } from "../../../lib/toasts.ts";
import { ORG_SEAT_RULES, type OrgSeatsResponse, formatPrice } from "@tazama/contracts";
import { useState } from "react";
import { useActionKey } from "../../../lib/checkout/use-action-key.ts";
import { failureMessage } from "../../../lib/failure-texts.ts";
import { useI18n } from "../../../lib/i18n/use-i18n.ts";
import { type SeatChoice, useBuySeats, useSeatQuote } from "../api/seats.ts";
import { SLOT, splitAtSlot } from "../../../lib/i18n/slot.ts";
import { type PickOption, PickList } from "./pick-list.tsx";

export type TitleOption = PickOption;

/** Buy a pass or titles for N members from the organisation's wallet, with the price first. */
export function BuySeatsForm({
  orgId,
  passes,
  titleOptions,
}: {
  orgId: string;
  passes: OrgSeatsResponse["passes"];
  titleOptions: TitleOption[];
}) {
  const i18n = useI18n();
  const [kind, setKind] = useState<"pass" | "titles">("pass");
  const [pass, setPass] = useState<string | null>(passes[0]?.slug ?? null);
  const [titles, setTitles] = useState<string[]>([]);
  const [seats, setSeats] = useState<number | string>(10);
  const count = Math.floor(Number(seats)) || 0;
  const choice: SeatChoice =
    kind === "pass" ? { kind, pass: pass ?? "", seats: count } : { kind, titles, seats: count };
  const quote = useSeatQuote(orgId, choice);
  const buy = useBuySeats(orgId);
  const key = useActionKey();
  const price = quote.data;
  const ready = price !== undefined && !quote.isPlaceholderData && count > 0;
  const [beforeTotal, afterTotal] = ready
    ? splitAtSlot(
        price.affordable
          ? i18n._({
              id: "org.buy.quote",
              message:
                "{seats, plural, one {# seat} other {# seats}} × {perSeat} = {total} for {days, plural, one {# day} other {# days}}",
              values: {
                seats: count,
                perSeat: formatPrice(price.perSeat.amount, price.perSeat.currency, i18n.locale),
                total: SLOT,
                days: price.days,
              },
            })
          : i18n._({
              id: "org.buy.quote-not-covered",
              message:
                "{seats, plural, one {# seat} other {# seats}} × {perSeat} = {total} for {days, plural, one {# day} other {# days}}. The organisation's wallet does not cover it yet.",
              values: {
                seats: count,
                perSeat: formatPrice(price.perSeat.amount, price.perSeat.currency, i18n.locale),
                total: SLOT,
                days: price.days,
              },
            }),
      )
    : ["", ""];
  return (
    <form
      aria-label={i18n._({ id: "org.buy.form", message: "Buy seats" })}
      onSubmit={(event) => {
        event.preventDefault();
        if (!ready || !price.affordable) return;
        buy.mutate(
          { choice, key: key.fresh() },
          {
            onSuccess: ({ block }) => {
              notifications.show({
                color: "teal",
                message: i18n._({
                  id: "org.buy.bought",
                  message:
                    "{seats, plural, one {Bought # seat: {name}. Give them to members below.} other {Bought # seats: {name}. Give them to members below.}}",
                  values: { seats: block.seats, name: block.name },
                }),
              });
            },
          },
        );
      }}
    >
      <Stack gap="sm">
        <SegmentedControl
          value={kind}
          onChange={(value) => {
            setKind(value === "titles" ? "titles" : "pass");
          }}
          data={[
            { value: "pass", label: i18n._({ id: "org.buy.kind-pass", message: "A pass" }) },
            {
              value: "titles",
              label: i18n._({ id: "org.buy.kind-titles", message: "Chosen titles" }),
            },
          ]}
          w="fit-content"
        />
        {kind === "pass" ? (
          <NativeSelect
            label={i18n._({ id: "org.buy.pass", message: "Pass" })}
            data={passes.map((p) => ({
              value: p.slug,
              label: i18n._({
                id: "org.buy.pass-option",
                message: "{name} · {days, plural, one {# day} other {# days}} · {price} a seat",
                values: {
                  name: p.name,
                  days: p.days,
                  price: formatPrice(p.perSeat.amount, p.perSeat.currency, i18n.locale),
                },
              }),
            }))}
            value={pass ?? ""}
            onChange={(event) => {
              setPass(event.currentTarget.value);
            }}
            maw={420}
          />
        ) : (
          <PickList
            label={i18n._({ id: "org.buy.titles", message: "Titles" })}
            description={i18n._({
              id: "org.buy.titles-description",
              message: "Each seat gives these titles for {days} days, at their buy prices.",
              values: { days: ORG_SEAT_RULES.titleDays },
            })}
            options={titleOptions}
            chosen={titles}
            onChange={setTitles}
            max={ORG_SEAT_RULES.maxTitles}
          />
        )}
        <NumberInput
          label={i18n._({ id: "org.buy.seats", message: "Seats" })}
          min={1}
          max={ORG_SEAT_RULES.maxSeats}
          allowDecimal={false}
          value={seats}
          onChange={setSeats}
          w={160}
        />
        {ready ? (
          <Text size="sm" data-testid="seat-quote">
            {beforeTotal}
            <b>{formatPrice(price.total.amount, price.total.currency, i18n.locale)}</b>
            {afterTotal}
          </Text>
        ) : null}
        {quote.error || buy.error ? (
          <Text size="sm" c="red.4" role="alert">
            {failureMessage(buy.error ?? quote.error, i18n)}
          </Text>
        ) : null}
        <Group>
          <Button
            type="submit"
            radius="xl"
            color="#f5a524"
            autoContrast
            loading={buy.isPending}
            disabled={!ready || !price.affordable}
          >
            {i18n._({ id: "org.buy.submit", message: "Buy seats" })}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
