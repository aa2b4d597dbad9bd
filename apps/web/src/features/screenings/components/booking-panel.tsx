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
import { useI18n } from "../../../lib/i18n/use-i18n.ts";

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
  const i18n = useI18n();
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
  // A seat someone else has taken since it was chosen (the map is refreshed after a refusal)
  // is no longer the viewer's: it is drawn taken and left out of the booking.
  const takenNow = new Set(screening.seats.filter((s) => s.state === "taken").map((s) => s.label));
  const picked = new Set([...chosen].filter((label) => !takenNow.has(label)));
  const most = Math.min(BOOKING_MAX_SEATS, screening.seatsLeft + picked.size);

  if (booking.booked) return <BookingDone result={booking.booked} />;
  if (!screening.onSale) {
    return (
      <Alert color="gray" variant="light">
        {screening.status === "cancelled"
          ? i18n._({ id: "booking.cancelled", message: "This screening was cancelled." })
          : i18n._({
              id: "booking.not-on-sale",
              message: "Tickets for this screening are not on sale now.",
            })}
      </Alert>
    );
  }
  if (!price) {
    return (
      <Alert color="gray" variant="light">
        {i18n._({
          id: "booking.not-in-currency",
          message: "This screening is not sold in {currency}.",
          values: { currency: walletCurrency ?? "" },
        })}
      </Alert>
    );
  }

  const seatCount = screening.seated ? picked.size : count;
  // Nothing left to book and nothing of the viewer's held: no Pay, no Try again.
  const soldOut =
    screening.seatsLeft === 0 &&
    (screening.seated ? picked.size === 0 : !screening.seats.some((s) => s.state === "yours"));
  // A lost seat or a sold-out answer is not retried as it was: the map shows what is left.
  const retry =
    booking.failure !== null &&
    !booking.failure.topUp &&
    booking.failure.code !== "screenings/seat-taken" &&
    booking.failure.code !== "screenings/sold-out";
  const lines = orderLines(quantities);
  const extras = orderTotal(lines, screening.refreshments, currency);
  const total = price.amount * seatCount + extras;
  const seatsText = screening.seated
    ? i18n._({
        id: "booking.seat-count",
        message: "{count, plural, one {# seat} other {# seats}}",
        values: { count: seatCount },
      })
    : i18n._({
        id: "booking.place-count",
        message: "{count, plural, one {# place} other {# places}}",
        values: { count: seatCount },
      });
  const pay = (amount: number, currency: Currency) =>
    i18n._({
      id: "booking.pay",
      message: "Pay {amount}",
      values: { amount: money(amount, currency, i18n.locale) },
    });

  return (
    <Stack gap="lg">
      {booking.finishing ? (
        <Alert color="blue" variant="light" role="status">
          {i18n._({ id: "booking.finishing", message: "Finishing your booking…" })}
        </Alert>
      ) : null}
      {booking.declined ? (
        <Alert color="red" variant="light" role="alert">
          {i18n._({
            id: "booking.top-up-declined",
            message: "Your top-up didn’t go through, so nothing was charged. You can try again.",
          })}
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
            {screening.seated
              ? i18n._({ id: "booking.choose-seats", message: "Choose your seats" })
              : i18n._({ id: "booking.how-many", message: "How many places?" })}
          </Title>
          <Text size="sm" c="gray.4">
            {i18n._({
              id: "booking.each",
              message: "{price} each",
              values: { price: money(price.amount, price.currency, i18n.locale) },
            })}{" "}
            · {seatsLeftText(screening.seatsLeft, screening.seated, i18n)}
          </Text>
        </Group>
        {screening.seated ? (
          <SeatMap
            seats={screening.seats}
            chosen={picked}
            max={BOOKING_MAX_SEATS}
            onToggle={(label) => {
              setChosen(() => {
                const next = new Set(picked);
                if (next.has(label)) next.delete(label);
                else next.add(label);
                return next;
              });
            }}
          />
        ) : (
          <Group gap="sm" aria-label={i18n._({ id: "booking.places", message: "Places" })}>
            <ActionIcon
              variant="default"
              radius="xl"
              size="lg"
              aria-label={i18n._({ id: "booking.place-fewer", message: "One place fewer" })}
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
              aria-label={i18n._({ id: "booking.place-more", message: "One place more" })}
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
            {i18n._({ id: "booking.refreshments", message: "Refreshments" })}
          </Title>
          <Text size="sm" c="gray.4" mb="sm">
            {i18n._({
              id: "booking.refreshments-hint",
              message: "Collected at the counter; the usher has your order.",
            })}
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
      <Paper
        p="md"
        radius="md"
        bg="dark.6"
        component="section"
        aria-label={i18n._({ id: "booking.yours", message: "Your booking" })}
      >
        <Group justify="space-between" wrap="wrap" gap="sm">
          <div>
            <Text fw={700} size="lg">
              {money(total, currency, i18n.locale)}
            </Text>
            <Text size="sm" c="gray.4">
              {seatsText}
              {screening.seated && picked.size > 0 ? ` (${[...picked].join(", ")})` : ""}
              {extras > 0
                ? ` + ${i18n._({
                    id: "booking.plus-refreshments",
                    message: "refreshments {amount}",
                    values: { amount: money(extras, currency, i18n.locale) },
                  })}`
                : ""}
            </Text>
          </div>
          {signedIn === null ? null : signedIn && soldOut ? (
            <Button radius="xl" size="md" disabled>
              {i18n._({ id: "screening.sold-out", message: "Sold out" })}
            </Button>
          ) : signedIn ? (
            <Button
              radius="xl"
              color="#f5a524"
              autoContrast
              size="md"
              disabled={seatCount === 0}
              loading={booking.busy}
              onClick={() => {
                booking.start({
                  ...(screening.seated ? { seats: [...picked] } : { count }),
                  refreshments: lines,
                });
              }}
            >
              {retry
                ? i18n._({ id: "booking.try-again", message: "Try again" })
                : pay(total, currency)}
            </Button>
          ) : (
            <Button component={Link} to={loginPath} radius="xl" size="md">
              {i18n._({ id: "booking.log-in", message: "Log in to book" })}
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
                  {i18n._({
                    id: "booking.top-up-and-book",
                    message: "Top up {amount} and book",
                    values: {
                      amount: money(
                        booking.failure.topUp.amount,
                        booking.failure.topUp.currency,
                        i18n.locale,
                      ),
                    },
                  })}
                </Button>
              ) : null}
            </Stack>
          </Alert>
        ) : null}
      </Paper>
    </Stack>
  );
}
