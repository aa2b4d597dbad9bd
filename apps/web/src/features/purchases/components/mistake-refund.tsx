import { Button, Text } from "@mantine/core";
import { notifications } from "../../../lib/toasts.ts";
import { useQuery } from "@tanstack/react-query";
import { formatPrice } from "@tazama/contracts";
import { ApiError } from "../../../lib/api-client.ts";
import { useActionKey } from "../../../lib/checkout/use-action-key.ts";
import { useI18n } from "../../../lib/i18n/use-i18n.ts";
import { useNow } from "../../../lib/use-now.ts";
import { useGiveBackRental } from "../api/give-back-rental.ts";
import { purchasesQueryOptions } from "../api/get-purchases.ts";
import { mistakeRefundOffer } from "../lib/mistake-window.ts";

function clock(ms: number) {
  const s = Math.ceil(ms / 1000);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, "0")}`;
}

/**
 * Under the player of a rental that has just started: "Started by mistake?" gives the whole
 * price back to the wallet for 2 minutes from the first frame (the rental ends).
 */
export function MistakeRefund({
  contentRef,
  onReturned,
}: {
  contentRef: string;
  onReturned: () => void;
}) {
  // Asked again on opening the player: the rental's first frame is set by the stream request.
  const purchases = useQuery({ ...purchasesQueryOptions(), refetchOnMount: "always" });
  const giveBack = useGiveBackRental();
  const key = useActionKey();
  const now = useNow();
  const i18n = useI18n();
  if (!purchases.data) return null;
  // The server's clock, as it was when the list came, moved on by this device's.
  const skew = Date.parse(purchases.data.now) - purchases.dataUpdatedAt;
  const offer = mistakeRefundOffer(purchases.data.rented, contentRef, now + skew);
  if (!offer && !giveBack.isPending) return null;
  const { rental, leftMs } = offer ?? { rental: null, leftMs: 0 };
  // Sent to a device for offline viewing: no refund could reach it there (ADR 0053).
  if (rental?.downloaded) {
    return (
      <Button variant="subtle" color="gray" size="xs" disabled>
        {i18n._({
          id: "refund.downloaded",
          message: "Downloaded to a device, so it can't be given back",
        })}
      </Button>
    );
  }
  return (
    <div>
      <Button
        variant="subtle"
        color="gray"
        size="xs"
        loading={giveBack.isPending}
        onClick={() => {
          if (!rental) return;
          giveBack.mutate(
            { purchaseId: rental.id, key: key.current() },
            {
              onSuccess: (result) => {
                notifications.show({
                  color: "teal",
                  message: i18n._({
                    id: "refund.back",
                    message: "{amount} is back in your wallet.",
                    values: {
                      amount: formatPrice(result.amountMinor, result.currency, i18n.locale),
                    },
                  }),
                });
                onReturned();
              },
              onError: (error) => {
                notifications.show({
                  color: "red",
                  title: i18n._({ id: "refund.not-refunded", message: "Not refunded" }),
                  message:
                    error instanceof ApiError
                      ? error.message
                      : i18n._({ id: "refund.try-again", message: "Please try again." }),
                });
              },
            },
          );
        }}
      >
        {rental
          ? i18n._({
              id: "refund.mistake",
              message: "Started by mistake? Get {amount} back",
              values: { amount: formatPrice(rental.amount, rental.currency, i18n.locale) },
            })
          : i18n._({ id: "refund.giving-back", message: "Giving it back…" })}
      </Button>
      {rental ? (
        <Text size="xs" c="dimmed" component="span" ml={4}>
          {i18n._({ id: "refund.left", message: "{time} left", values: { time: clock(leftMs) } })}
        </Text>
      ) : null}
    </div>
  );
}
