import type { BookResponse, Currency } from "@tazama/contracts";
import { useState } from "react";
import { ApiError } from "../../../lib/api-client.ts";
import { usePaymentMethods } from "../../../lib/checkout/get-payment-methods.ts";
import { money, topUpForShortfall } from "../../../lib/checkout/money-format.ts";
import type { ScreeningOrder } from "../../../lib/checkout/pending-checkout.ts";
import { useActionKey } from "../../../lib/checkout/use-action-key.ts";
import { useResumeAfterTopUp } from "../../../lib/checkout/use-resume-after-top-up.ts";
import { useTopUp } from "../../../lib/checkout/use-top-up.ts";
import { useBook, useHoldSeats } from "../api/screenings.ts";

export interface BookingFailure {
  message: string;
  /** The API's error code (null for a network failure): a lost seat is not retried as it was. */
  code: string | null;
  /** Set when the wallet is short: the top-up that covers it. */
  topUp: { amount: number; currency: Currency } | null;
}

/**
 * Booking seats as titles and passes are bought (ADR 10): hold the seats, pay from the wallet;
 * too little → a top-up of the shortfall, the seats still held, and the booking made once the
 * money is in (a fresh Idempotency-Key per attempt, the same key for a retry).
 */
export function useBooking(screeningId: string, currency: Currency) {
  const hold = useHoldSeats(screeningId);
  const book = useBook();
  const methods = usePaymentMethods();
  const topUp = useTopUp();
  const { fresh, current } = useActionKey();
  const [failure, setFailure] = useState<BookingFailure | null>(null);
  const [booked, setBooked] = useState<BookResponse | null>(null);
  const [order, setOrder] = useState<ScreeningOrder | null>(null);

  const failWith = (error: unknown) => {
    if (error instanceof ApiError && error.shortfall) {
      const { amount, currency: short } = error.shortfall;
      setFailure({
        message: `You need ${money(amount, short)} more. Your seats are held while you top up.`,
        code: error.code,
        topUp: { amount: topUpForShortfall(amount, short), currency: short },
      });
      return;
    }
    setFailure({
      message: error instanceof ApiError ? error.message : "Something went wrong. Try again.",
      code: error instanceof ApiError ? error.code : null,
      topUp: null,
    });
  };

  /** Pays for `wanted`; a failure keeps it (a retry reuses the key, a top-up books it on return). */
  const pay = (wanted: ScreeningOrder, key: string) =>
    book.mutateAsync({ key, body: { screening: screeningId, ...wanted, currency } }).then(
      (result) => {
        setBooked(result);
      },
      (error: unknown) => {
        setOrder(wanted);
        failWith(error);
      },
    );

  // Back from the top-up checkout: book once the money is in (once per top-up).
  const { finishing, declined } = useResumeAfterTopUp(
    (purchase) =>
      purchase?.kind === "screening" && purchase.screening === screeningId ? purchase : null,
    (purchase) => void pay(purchase.booking, fresh()),
  );

  return {
    /** Holds the seats, then pays; a retry of a failed attempt keeps its key. */
    start: (wanted: ScreeningOrder) => {
      const retry = failure !== null && JSON.stringify(order) === JSON.stringify(wanted);
      setFailure(null);
      const held = wanted.seats ? { seats: wanted.seats } : { count: wanted.count ?? 1 };
      hold
        .mutateAsync(held)
        .then((answer) =>
          // Places are chosen by the hold: book exactly those.
          pay(
            wanted.seats ? wanted : { seats: answer.seats, refreshments: wanted.refreshments },
            retry ? current() : fresh(),
          ),
        )
        .catch(failWith);
    },
    /** Tops up the shortfall; the booking is made on the return. */
    startTopUp: () => {
      if (!failure?.topUp || !order) return;
      const amount = failure.topUp;
      const method = methods.data?.methods.find(
        (m) => !m.needsPhone && m.currencies.includes(amount.currency),
      );
      if (!method) {
        setFailure({ message: "Top up on My Membership, then book.", code: null, topUp: null });
        return;
      }
      topUp
        .start({
          amount: amount.amount,
          currency: amount.currency,
          provider: method.provider,
          returnPath: `/screenings/${screeningId}`,
          purchase: { screening: screeningId, kind: "screening", booking: order },
        })
        .catch(failWith);
    },
    failure,
    booked,
    busy: hold.isPending || book.isPending,
    toppingUp: topUp.isPending,
    finishing: Boolean(finishing && !declined && !booked && !failure),
    declined,
  };
}
