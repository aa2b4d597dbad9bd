import "@mantine/core/styles/Alert.css";
import { Alert, Anchor, Button, Group, Loader, Stack, Text } from "@mantine/core";
import type { Booking } from "@tazama/contracts";
import { useState } from "react";
import { Link } from "react-router";
import { ApiError } from "../../../lib/api-client.ts";
import { money } from "../../../lib/checkout/money-format.ts";
import { useActionKey } from "../../../lib/checkout/use-action-key.ts";
import { usePostRefreshments, useScreening } from "../api/screenings.ts";
import { orderLines, orderTotal } from "../lib/refreshment-order.ts";
import { RefreshmentPicker } from "./refreshment-picker.tsx";
import { useI18n } from "../../../lib/i18n/use-i18n.ts";

interface Failure {
  message: string;
  short: boolean;
}

/**
 * A ticket's "Add refreshments": until the screening starts, the menu (loaded when opened) with
 * a − n + stepper, paid from the wallet in the booking's currency. A short wallet says by how
 * much and points to the top-up; a retry of the same order keeps its Idempotency-Key.
 */
export function AddRefreshments({ booking }: { booking: Booking }) {
  const i18n = useI18n();
  const [open, setOpen] = useState(false);
  if (!open) {
    return (
      <Button
        variant="light"
        radius="xl"
        size="sm"
        onClick={() => {
          setOpen(true);
        }}
        style={{ alignSelf: "flex-start" }}
      >
        {i18n._({ id: "refreshments.add", message: "Add refreshments" })}
      </Button>
    );
  }
  return (
    <RefreshmentsOrder
      booking={booking}
      onClose={() => {
        setOpen(false);
      }}
    />
  );
}

function RefreshmentsOrder({ booking, onClose }: { booking: Booking; onClose: () => void }) {
  const i18n = useI18n();
  const screening = useScreening(booking.screening.id);
  const post = usePostRefreshments();
  const { fresh, current } = useActionKey();
  const [quantities, setQuantities] = useState<Record<number, number>>({});
  const [failure, setFailure] = useState<Failure | null>(null);
  const [tried, setTried] = useState<string | null>(null);
  const currency = booking.currency;

  if (!screening.data) {
    return screening.isError ? (
      <Alert color="red" variant="light" role="alert">
        {i18n._({
          id: "refreshments.menu-failed",
          message: "The menu could not be loaded. Try again later.",
        })}
      </Alert>
    ) : (
      <Loader
        size="sm"
        aria-label={i18n._({ id: "refreshments.menu-loading", message: "Loading the menu" })}
      />
    );
  }
  const addLabel = i18n._({ id: "refreshments.add", message: "Add refreshments" });
  const lines = orderLines(quantities);
  const total = orderTotal(lines, screening.data.refreshments, currency);
  const pay = () => {
    const order = JSON.stringify(lines);
    const key = failure && tried === order ? current() : fresh();
    setTried(order);
    setFailure(null);
    post.mutate(
      { bookingId: booking.id, body: { refreshments: lines }, key },
      {
        onSuccess: () => {
          onClose();
        },
        onError: (error) => {
          const shortfall = error instanceof ApiError ? error.shortfall : null;
          setFailure(
            shortfall
              ? {
                  message: i18n._({
                    id: "refreshments.short",
                    message: "You need {amount} more in your wallet.",
                    values: { amount: money(shortfall.amount, shortfall.currency, i18n.locale) },
                  }),
                  short: true,
                }
              : {
                  message:
                    error instanceof ApiError
                      ? error.message
                      : i18n._({
                          id: "refreshments.failed",
                          message: "Something went wrong. Try again.",
                        }),
                  short: false,
                },
          );
        },
      },
    );
  };

  return (
    <Stack gap="sm" aria-label={addLabel} component="section">
      <Text fw={700}>{addLabel}</Text>
      <Text size="sm" c="gray.4">
        {i18n._({
          id: "refreshments.hint",
          message: "Ready for you at the door, until the screening starts.",
        })}
      </Text>
      <RefreshmentPicker
        items={screening.data.refreshments}
        currency={currency}
        quantities={quantities}
        onChange={(item, quantity) => {
          setQuantities((before) => ({ ...before, [item]: quantity }));
        }}
      />
      <Group gap="sm">
        <Button radius="xl" disabled={total === 0} loading={post.isPending} onClick={pay}>
          {total === 0
            ? i18n._({ id: "refreshments.choose", message: "Choose something" })
            : i18n._({
                id: "booking.pay",
                message: "Pay {amount}",
                values: { amount: money(total, currency, i18n.locale) },
              })}
        </Button>
        <Button variant="subtle" radius="xl" onClick={onClose}>
          {i18n._({ id: "refreshments.not-now", message: "Not now" })}
        </Button>
      </Group>
      {failure ? (
        <Alert color={failure.short ? "yellow" : "red"} variant="light" role="alert">
          {failure.message}{" "}
          {failure.short ? (
            <Anchor component={Link} to="/my-membership#top-up">
              {i18n._({ id: "refreshments.top-up", message: "Top up on My Membership" })}
            </Anchor>
          ) : null}
        </Alert>
      ) : null}
    </Stack>
  );
}
