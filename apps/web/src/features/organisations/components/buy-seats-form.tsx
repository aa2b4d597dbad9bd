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
import { notifications } from "@mantine/notifications";
import { ORG_SEAT_RULES, type OrgSeatsResponse, formatPrice } from "@tazama/contracts";
import { useState } from "react";
import { useActionKey } from "../../../lib/checkout/use-action-key.ts";
import { failureMessage } from "../../../lib/failure-texts.ts";
import { type SeatChoice, useBuySeats, useSeatQuote } from "../api/seats.ts";
import { type PickOption, PickList } from "./pick-list.tsx";

export type TitleOption = PickOption;

const seatsText = (n: number) => `${n.toLocaleString("en")} ${n === 1 ? "seat" : "seats"}`;

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
  return (
    <form
      aria-label="Buy seats"
      onSubmit={(event) => {
        event.preventDefault();
        if (!ready || !price.affordable) return;
        buy.mutate(
          { choice, key: key.fresh() },
          {
            onSuccess: ({ block }) => {
              notifications.show({
                color: "teal",
                message: `Bought ${seatsText(block.seats)}: ${block.name}. Give them to members below.`,
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
            { value: "pass", label: "A pass" },
            { value: "titles", label: "Chosen titles" },
          ]}
          w="fit-content"
        />
        {kind === "pass" ? (
          <NativeSelect
            label="Pass"
            data={passes.map((p) => ({
              value: p.slug,
              label: `${p.name} · ${String(p.days)} days · ${formatPrice(p.perSeat.amount, p.perSeat.currency)} a seat`,
            }))}
            value={pass ?? ""}
            onChange={(event) => {
              setPass(event.currentTarget.value);
            }}
            maw={420}
          />
        ) : (
          <PickList
            label="Titles"
            description={`Each seat gives these titles for ${String(ORG_SEAT_RULES.titleDays)} days, at their buy prices.`}
            options={titleOptions}
            chosen={titles}
            onChange={setTitles}
            max={ORG_SEAT_RULES.maxTitles}
          />
        )}
        <NumberInput
          label="Seats"
          min={1}
          max={ORG_SEAT_RULES.maxSeats}
          allowDecimal={false}
          value={seats}
          onChange={setSeats}
          w={160}
        />
        {ready ? (
          <Text size="sm" data-testid="seat-quote">
            {seatsText(count)} × {formatPrice(price.perSeat.amount, price.perSeat.currency)} ={" "}
            <b>{formatPrice(price.total.amount, price.total.currency)}</b> for {String(price.days)}{" "}
            days
            {price.affordable ? "" : ". The organisation's wallet does not cover it yet."}
          </Text>
        ) : null}
        {quote.error || buy.error ? (
          <Text size="sm" c="red.4" role="alert">
            {failureMessage(buy.error ?? quote.error)}
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
            Buy seats
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
