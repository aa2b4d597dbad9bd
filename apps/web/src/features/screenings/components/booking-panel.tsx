import "@mantine/core/styles/Alert.css";
import "@mantine/core/styles/Paper.css";
import { ActionIcon, Alert, Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { BOOKING_MAX_SEATS, type Currency, type ScreeningDetail } from "@tazama/contracts";
import { useState } from "react";
import { Link } from "react-router";
import { useWallet } from "../../../lib/checkout/get-wallet.ts";
import { money, priceInCurrency } from "../../../lib/checkout/money-format.ts";
import { useBooking } from "../hooks/use-booking.ts";
import { seatsLeftText } from "../lib/format.ts";
import { BookingDone } from "./booking-done.tsx";
import { orderLines, orderTotal } from "../lib/refreshment-order.ts";
import { RefreshmentPicker } from "./refreshment-picker.tsx";
import { SeatMap } from "./seat-map.tsx";

/**
 * Choose seats on the map (or a number of places), add refreshments, see the total, and pay from
 * the wallet. Signed out: "Log in to book", back here afterwards.
 */
export function BookingPanel({
  screening,
  signedIn,
  loginPath,
  viewerCurrency,
}: {
  screening: ScreeningDetail;
  /** null while it is not known yet. */
  signedIn: boolean | null;
  /** Where "Log in to book" goes (and comes back here from). */
  loginPath: string;
  viewerCurrency: Currency;
}) {
  const wallet = useWallet(signedIn === true);
  const walletCurrency = wallet.data?.wallet?.currency ?? null;
  const price = priceInCurrency(screening.prices, walletCurrency, viewerCurrency);
  const currency = price?.currency ?? viewerCurrency;
  const booking = useBooking(screening.id, currency);
  const [chosen, setChosen] = useState<Set<string>>(
    () => new Set(screening.seats.filter((s) => s.state === "yours").map((s) => s.label)),
  );
  const [count, setCount] = useState(1);
  const [quantities, setQuantities] = useState<Record<number, number>>({});
  const most = Math.min(BOOKING_MAX_SEATS, screening.seatsLeft + chosen.size);

  if (booking.booked) return <BookingDone result={booking.booked} />;
  if (!screening.onSale) {
    return (
      <Alert color="gray" variant="light">
        {screening.status === "cancelled"
          ? "This screening was cancelled."
          : "Tickets for this screening are not on sale now."}
      </Alert>
    );
  }
  if (!price) {
    return (
      <Alert color="gray" variant="light">
        This screening is not sold in {walletCurrency}.
      </Alert>
    );
  }

  const seatCount = screening.seated ? chosen.size : count;
  const lines = orderLines(quantities);
  const extras = orderTotal(lines, screening.refreshments, currency);
  const total = price.amount * seatCount + extras;
  const noun = screening.seated ? "seat" : "place";
  const seatsText = `${seatCount} ${noun}${seatCount === 1 ? "" : "s"}`;

  return (
    <Stack gap="lg">
      {booking.finishing ? (
        <Alert color="blue" variant="light" role="status">
          Finishing your booking…
        </Alert>
      ) : null}
      {booking.declined ? (
        <Alert color="red" variant="light" role="alert">
          Your top-up didn’t go through, so nothing was charged. You can try again.
        </Alert>
      ) : null}
      <Paper
        withBorder
        p="md"
        radius="md"
        bg="dark.7"
        component="section"
        aria-labelledby="seats-heading"
      >
        <Group justify="space-between" mb="sm">
          <Title order={2} size="h4" id="seats-heading">
            {screening.seated ? "Choose your seats" : "How many places?"}
          </Title>
          <Text size="sm" c="gray.4">
            {money(price.amount, price.currency)} each ·{" "}
            {seatsLeftText(screening.seatsLeft, screening.seated)}
          </Text>
        </Group>
        {screening.seated ? (
          <SeatMap
            seats={screening.seats}
            chosen={chosen}
            max={BOOKING_MAX_SEATS}
            onToggle={(label) => {
              setChosen((current) => {
                const next = new Set(current);
                if (next.has(label)) next.delete(label);
                else next.add(label);
                return next;
              });
            }}
          />
        ) : (
          <Group gap="sm" aria-label="Places">
            <ActionIcon
              variant="default"
              radius="xl"
              size="lg"
              aria-label="One place fewer"
              disabled={count <= 1}
              onClick={() => {
                setCount(count - 1);
              }}
            >
              −
            </ActionIcon>
            <Text fw={700} size="lg" w={32} ta="center" aria-live="polite">
              {count}
            </Text>
            <ActionIcon
              variant="default"
              radius="xl"
              size="lg"
              aria-label="One place more"
              disabled={count >= most}
              onClick={() => {
                setCount(count + 1);
              }}
            >
              +
            </ActionIcon>
          </Group>
        )}
      </Paper>
      {screening.refreshments.length > 0 ? (
        <Paper
          withBorder
          p="md"
          radius="md"
          bg="dark.7"
          component="section"
          aria-labelledby="snacks-heading"
        >
          <Title order={2} size="h4" id="snacks-heading" mb="sm">
            Refreshments
          </Title>
          <Text size="sm" c="gray.4" mb="sm">
            Collected at the counter; the usher has your order.
          </Text>
          <RefreshmentPicker
            items={screening.refreshments}
            currency={currency}
            quantities={quantities}
            onChange={(item, quantity) => {
              setQuantities((current) => ({ ...current, [item]: quantity }));
            }}
          />
        </Paper>
      ) : null}
      <Paper p="md" radius="md" bg="dark.6" component="section" aria-label="Your booking">
        <Group justify="space-between" wrap="wrap" gap="sm">
          <div>
            <Text fw={700} size="lg">
              {money(total, currency)}
            </Text>
            <Text size="sm" c="gray.4">
              {seatsText}
              {screening.seated && chosen.size > 0 ? ` (${[...chosen].join(", ")})` : ""}
              {extras > 0 ? ` + refreshments ${money(extras, currency)}` : ""}
            </Text>
          </div>
          {signedIn === null ? null : signedIn ? (
            <Button
              radius="xl"
              color="#f5a524"
              autoContrast
              size="md"
              disabled={seatCount === 0}
              loading={booking.busy}
              onClick={() => {
                booking.start({
                  ...(screening.seated ? { seats: [...chosen] } : { count }),
                  refreshments: lines,
                });
              }}
            >
              {booking.failure && !booking.failure.topUp
                ? "Try again"
                : `Pay ${money(total, currency)}`}
            </Button>
          ) : (
            <Button component={Link} to={loginPath} radius="xl" size="md">
              Log in to book
            </Button>
          )}
        </Group>
        {booking.failure ? (
          <Alert
            color={booking.failure.topUp ? "yellow" : "red"}
            variant="light"
            role="alert"
            mt="sm"
          >
            <Stack gap="xs" align="flex-start">
              <span>{booking.failure.message}</span>
              {booking.failure.topUp ? (
                <Button
                  size="xs"
                  radius="xl"
                  color="#f5a524"
                  autoContrast
                  loading={booking.toppingUp}
                  onClick={booking.startTopUp}
                >
                  Top up {money(booking.failure.topUp.amount, booking.failure.topUp.currency)} and
                  book
                </Button>
              ) : null}
            </Stack>
          </Alert>
        ) : null}
      </Paper>
    </Stack>
  );
}
