import "@mantine/core/styles/UnstyledButton.css";
import "@mantine/core/styles/Button.css";
import { Button } from "@mantine/core";
import { notifications } from "../../../lib/toasts.ts";
import { type Currency, type Price, type Shortfall, formatPrice } from "@tazama/contracts";
import { useState } from "react";
import { Link, useLocation } from "react-router";
import { ApiError } from "../../../lib/api-client.ts";
import { useBuyTitle } from "../api/buy-title.ts";
import { usePasses } from "../api/get-passes.ts";
import { usePurchases } from "../api/get-purchases.ts";
import { useWallet } from "../../../lib/checkout/get-wallet.ts";
import { useActionKey } from "../../../lib/checkout/use-action-key.ts";
import { useNow } from "../../../lib/use-now.ts";
import { useResumeAfterTopUp } from "../../../lib/checkout/use-resume-after-top-up.ts";
import { useShortfallTopUp } from "../hooks/use-shortfall-top-up.ts";
import { accessTo } from "../lib/access.ts";
import { rentalCountdown, rentalTerms } from "../lib/countdown.ts";
import { useI18n } from "../../../lib/i18n/use-i18n.ts";
import {
  type PurchaseKind,
  priceInCurrency,
  walletShortfall,
} from "../../../lib/checkout/money-format.ts";
import { resumedPurchase } from "../../../lib/checkout/pending-checkout.ts";
import { ConfirmPurchaseDialog } from "./confirm-purchase-dialog.tsx";
import { PurchaseProgress } from "./purchase-progress.tsx";
import classes from "../../../components/ui/purchase-actions.module.css";

export interface TitlePurchaseProps {
  contentRef: string;
  title: string;
  prices: readonly Price[];
  /** The viewer's currency, used until a wallet (and its currency) exists. */
  viewerCurrency: Currency;
}

const DEFAULT_TERMS = { startDays: 30, windowHours: 48 };
/** 409 from `users/buy`: the title's film is not ready, so it is not on sale. */
const NOT_AVAILABLE = "content/not-available";

/**
 * Buy and Rent for a signed-in viewer: price in the wallet's currency, the rental terms, a confirm
 * dialog, a top-up of the shortfall when the wallet is short (the purchase finishes on return),
 * then Play. A purchase started before logging in (`?purchaseType=`) opens the dialog.
 */
export function TitlePurchase({ contentRef, title, prices, viewerCurrency }: TitlePurchaseProps) {
  const i18n = useI18n();
  const wallet = useWallet();
  const purchases = usePurchases();
  const passes = usePasses();
  const buy = useBuyTitle();
  const { fresh, current } = useActionKey();
  const now = useNow(30_000);
  const location = useLocation();
  const [kind, setKind] = useState<PurchaseKind | null>(null);
  const [error, setError] = useState<string | null>(null);
  const topUp = useShortfallTopUp(setError);
  /** The server will not sell this title now (its film is not ready): nothing to retry or top up. */
  const [notAvailable, setNotAvailable] = useState(false);
  const [shortfall, setShortfall] = useState<Shortfall | null>(null);
  const [resumeDismissed, setResumeDismissed] = useState(false);

  const walletCurrency = wallet.data?.wallet?.currency ?? null;
  const price = priceInCurrency(prices, walletCurrency, viewerCurrency);
  const balance = wallet.data?.wallet
    ? { amount: wallet.data.wallet.balance, currency: wallet.data.wallet.currency }
    : null;
  const terms = passes.data?.rental ?? DEFAULT_TERMS;
  const access = accessTo(contentRef, purchases.data, now);
  const ready = wallet.isSuccess && purchases.isSuccess;

  const pay = (chosen: PurchaseKind, key: string) => {
    buy.mutate(
      {
        key,
        body: {
          ref: contentRef,
          kind: chosen,
          ...(walletCurrency ? {} : { currency: price?.currency }),
        },
      },
      {
        onSuccess: () => {
          setKind(null);
          setResumeDismissed(true);
          setShortfall(null);
          notifications.show({
            color: "teal",
            autoClose: 2_000,
            message: chosen === "buy" ? `${title} is yours. Enjoy!` : `${title} is rented. Enjoy!`,
          });
        },
        onError: (failure) => {
          if (failure instanceof ApiError && failure.shortfall) {
            setKind(chosen);
            setShortfall(failure.shortfall);
          } else if (failure instanceof ApiError && failure.code === NOT_AVAILABLE) {
            setKind(chosen);
            setShortfall(null);
            setNotAvailable(true);
            setError(failure.message);
          } else {
            setKind(chosen);
            setError(
              failure instanceof ApiError ? failure.message : "Something went wrong. Try again.",
            );
          }
        },
      },
    );
  };

  // Back from logging in with ?purchaseType=…: the confirm dialog opens until closed or paid.
  const resumeType = resumedPurchase(location.search);
  const dialogKind =
    kind ?? (resumeType && !resumeDismissed && ready && !access ? resumeType : null);

  // Back from the top-up checkout: finish the purchase once the money is in (once per top-up).
  const { finishing, declined } = useResumeAfterTopUp(
    (purchase) => (purchase && "ref" in purchase && purchase.ref === contentRef ? purchase : null),
    (purchase) => {
      pay(purchase.kind, fresh());
    },
  );

  if (!price) {
    return (
      <p className={classes.note}>
        Not on sale in {walletCurrency ?? viewerCurrency} yet. Check back soon.
      </p>
    );
  }

  const open = (chosen: PurchaseKind) => {
    fresh();
    setError(null);
    setShortfall(null);
    setNotAvailable(false);
    setKind(chosen);
  };

  // What the wallet lacks for the open dialog: the server's word after a 402, else worked out
  // from the balance at once, so the dialog offers the top-up before any Pay is pressed.
  const due =
    shortfall ??
    (dialogKind && wallet.isSuccess
      ? walletShortfall(
          { amount: dialogKind === "buy" ? price.buy : price.rent, currency: price.currency },
          balance,
        )
      : null);

  const startTopUp = () => {
    if (!due || !dialogKind) return;
    topUp.start(due, `/view/${encodeURIComponent(contentRef)}`, {
      ref: contentRef,
      kind: dialogKind,
    });
  };

  const rentalState = access?.kind === "rent" ? rentalCountdown(access, now, i18n) : null;

  return (
    <div className={classes.actions}>
      {/* Once the title is the viewer's there is nothing left to finish. */}
      <PurchaseProgress
        finishing={!access && ((Boolean(finishing) && !declined) || buy.isPending)}
        declined={declined}
      />
      {access ? (
        <>
          <div className={classes.buttons}>
            <Button
              component={Link}
              to={`/watch/${encodeURIComponent(contentRef)}`}
              size="md"
              radius="xl"
              color="#f5a524"
              autoContrast
              className={classes.button}
            >
              {i18n._({ id: "title.play", message: "Play" })}
            </Button>
          </div>
          <p className={classes.note}>
            {access.kind === "buy"
              ? i18n._({ id: "purchase.owned", message: "You own this title." })
              : access.kind === "pass"
                ? i18n._({
                    id: "purchase.in-pass",
                    message: "Included in your {pass}.",
                    values: { pass: access.pass?.name ?? "pass" },
                  })
                : (rentalState?.text ?? i18n._({ id: "purchase.rented", message: "Rented." }))}
          </p>
        </>
      ) : (
        <>
          <div className={classes.buttons}>
            <Button
              size="md"
              radius="xl"
              color="#f5a524"
              autoContrast
              className={classes.button}
              disabled={!ready}
              onClick={() => {
                open("buy");
              }}
            >
              {i18n._({
                id: "title.buy",
                message: "Buy {price}",
                values: { price: formatPrice(price.buy, price.currency, i18n.locale) },
              })}
            </Button>
            <Button
              size="md"
              radius="xl"
              variant="default"
              className={classes.button}
              disabled={!ready}
              onClick={() => {
                open("rent");
              }}
            >
              {i18n._({
                id: "title.rent",
                message: "Rent {price}",
                values: { price: formatPrice(price.rent, price.currency, i18n.locale) },
              })}
            </Button>
          </div>
          <p className={classes.note}>
            {i18n._({ id: "purchase.buy-note", message: "Buy to watch forever." })}{" "}
            {rentalTerms(terms.startDays, terms.windowHours, i18n)}
          </p>
        </>
      )}
      {dialogKind ? (
        <ConfirmPurchaseDialog
          opened
          title={title}
          kind={dialogKind}
          price={{
            amount: dialogKind === "buy" ? price.buy : price.rent,
            currency: price.currency,
          }}
          terms={
            dialogKind === "buy"
              ? i18n._({
                  id: "purchase.buy-terms",
                  message:
                    "Buy: watch it as often as you like, for as long as you have your account.",
                })
              : rentalTerms(terms.startDays, terms.windowHours, i18n)
          }
          balance={balance}
          busy={buy.isPending || topUp.isPending}
          error={error}
          closed={notAvailable}
          shortfall={notAvailable ? null : due}
          onConfirm={() => {
            setError(null);
            pay(dialogKind, current());
          }}
          onTopUp={startTopUp}
          onClose={() => {
            setKind(null);
            setResumeDismissed(true);
          }}
        />
      ) : null}
    </div>
  );
}
