import { notifications } from "../../../lib/toasts.ts";
import type { Currency } from "@tazama/contracts";
import { useState } from "react";
import { ApiError } from "../../../lib/api-client.ts";
import { useBuyPass } from "../api/buy-pass.ts";
import { usePaymentMethods } from "../../../lib/checkout/get-payment-methods.ts";
import { money, topUpForShortfall } from "../../../lib/checkout/money-format.ts";
import { useActionKey } from "../../../lib/checkout/use-action-key.ts";
import { useResumeAfterTopUp } from "../../../lib/checkout/use-resume-after-top-up.ts";
import { useTopUp } from "../../../lib/checkout/use-top-up.ts";

export interface PassFailure {
  slug: string;
  message: string;
  /** Set when the wallet is short: the top-up that covers it. */
  topUp: { amount: number; currency: Currency } | null;
}

/**
 * Buying a pass from the wallet, as a title is bought (ADR 10): too little → offer a top-up of
 * the shortfall; back from the checkout, once the money is in, the pass is bought (once per
 * top-up, with a fresh Idempotency-Key); a declined top-up → "nothing was charged".
 */
export function usePassPurchase({
  currency,
  nameOf,
  returnPath,
}: {
  currency: Currency;
  nameOf: (slug: string) => string;
  returnPath: string;
}) {
  const buy = useBuyPass();
  const methods = usePaymentMethods();
  const topUp = useTopUp();
  const { fresh, current } = useActionKey();
  const [failure, setFailure] = useState<PassFailure | null>(null);

  const pay = (slug: string, key: string) => {
    buy.mutate(
      { body: { pass: slug, currency }, key },
      {
        onSuccess: (result) => {
          // The name the server sold: the offers may still be loading when a pass is bought on
          // the return from a top-up.
          notifications.show({
            color: "teal",
            autoClose: 2_000,
            message: `${result.entitlement.pass?.name ?? nameOf(slug)} is active. Enjoy!`,
          });
        },
        onError: (error) => {
          if (error instanceof ApiError && error.shortfall) {
            const { amount, currency: short } = error.shortfall;
            setFailure({
              slug,
              message: `You need ${money(amount, short)} more to buy this pass.`,
              topUp: { amount: topUpForShortfall(amount, short), currency: short },
            });
            return;
          }
          setFailure({
            slug,
            message: error instanceof ApiError ? error.message : "Something went wrong. Try again.",
            topUp: null,
          });
        },
      },
    );
  };

  // Back from the top-up checkout: buy the pass once the money is in (once per top-up).
  const { finishing, declined } = useResumeAfterTopUp(
    (purchase) => (purchase?.kind === "pass" ? purchase : null),
    (purchase) => {
      pay(purchase.pass, fresh());
    },
  );

  /** Tops up `amount`, then buys the pass `slug` on the return. */
  const topUpThenBuy = (slug: string, amount: { amount: number; currency: Currency }) => {
    const method = methods.data?.methods.find(
      (m) => !m.needsPhone && m.currencies.includes(amount.currency),
    );
    if (!method) {
      setFailure({ slug, message: "Top up above, then buy the pass.", topUp: null });
      return;
    }
    topUp
      .start({
        amount: amount.amount,
        currency: amount.currency,
        provider: method.provider,
        returnPath,
        purchase: { pass: slug, kind: "pass" },
      })
      .catch((error: unknown) => {
        setFailure({
          slug,
          message: error instanceof ApiError ? error.message : "The top-up could not start.",
          topUp: amount,
        });
      });
  };

  const startTopUp = () => {
    if (failure?.topUp) topUpThenBuy(failure.slug, failure.topUp);
  };

  return {
    /** A click on Buy: a new action (fresh key), or a retry of the one that failed. */
    buyPass: (slug: string) => {
      setFailure(null);
      pay(slug, failure?.slug === slug ? current() : fresh());
    },
    startTopUp,
    /** The wallet is known to be short: top up the shortfall at once, the pass bought on return. */
    topUpThenBuy: (slug: string, shortfall: { amount: number; currency: Currency }) => {
      setFailure(null);
      topUpThenBuy(slug, {
        amount: topUpForShortfall(shortfall.amount, shortfall.currency),
        currency: shortfall.currency,
      });
    },
    failure,
    buying: buy.isPending ? buy.variables.body.pass : null,
    toppingUp: topUp.isPending,
    finishing: Boolean(finishing && !declined && !buy.isSuccess && !buy.isError),
    declined,
  };
}
