import "@mantine/core/styles/UnstyledButton.css";
import "@mantine/core/styles/Button.css";
import { Button } from "@mantine/core";
import { notifications } from "../../../lib/toasts.ts";
import { useQueryClient } from "@tanstack/react-query";
import {
  type Currency,
  type SeriesDetail,
  type Shortfall,
  quoteSeriesBundle,
} from "@tazama/contracts";
import { useState } from "react";
import { useLocation } from "react-router";
import { ApiError } from "../../../lib/api-client.ts";
import { useWallet } from "../../../lib/checkout/get-wallet.ts";
import { money, priceInCurrency, walletShortfall } from "../../../lib/checkout/money-format.ts";
import { moneyKeys } from "../../../lib/checkout/money-keys.ts";
import { useActionKey } from "../../../lib/checkout/use-action-key.ts";
import { useResumeAfterTopUp } from "../../../lib/checkout/use-resume-after-top-up.ts";
import { useShortfallTopUp } from "../hooks/use-shortfall-top-up.ts";
import { useBuySeriesBundle } from "../api/buy-series-bundle.ts";
import { usePurchases } from "../api/get-purchases.ts";
import { ConfirmPurchaseDialog } from "./confirm-purchase-dialog.tsx";
import { PurchaseProgress } from "./purchase-progress.tsx";
import classes from "../../../components/ui/purchase-actions.module.css";
import { useI18n } from "../../../lib/i18n/use-i18n.ts";

/** 409 from `users/series-bundle`: the price moved since it was shown (the page re-quotes). */
const PRICE_CHANGED = "purchase/price-changed";

/**
 * The series bundle for a signed-in viewer: every episode they lack for one price in the wallet's
 * currency (less when they own some), what those cost one by one, a confirm dialog that offers the
 * top-up of any shortfall at once (the bundle is bought on return), and the state once all are
 * theirs. Back from logging in with `?purchaseType=bundle` the dialog opens by itself.
 */
export function SeriesBundleOffer({
  series,
  viewerCurrency,
  onPriceChanged,
}: {
  series: SeriesDetail;
  viewerCurrency: Currency;
  /** The server quoted another price: the route fetches the series again (its bundle prices). */
  onPriceChanged?: () => void;
}) {
  const i18n = useI18n();
  const wallet = useWallet();
  const purchases = usePurchases();
  const buy = useBuySeriesBundle();
  const queryClient = useQueryClient();
  const { fresh, current } = useActionKey();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const topUp = useShortfallTopUp(setError);
  const [shortfall, setShortfall] = useState<Shortfall | null>(null);
  const [resumeDismissed, setResumeDismissed] = useState(false);

  const ready = wallet.isSuccess && purchases.isSuccess;
  const walletCurrency = wallet.data?.wallet?.currency ?? null;
  const balance = wallet.data?.wallet
    ? { amount: wallet.data.wallet.balance, currency: wallet.data.wallet.currency }
    : null;
  const bundle = priceInCurrency(series.bundle, walletCurrency, viewerCurrency);
  const owned = new Set(purchases.data?.owned.flatMap((e) => (e.ref ? [e.ref] : [])));
  const quote = bundle && ready ? quoteSeriesBundle(series, bundle, owned) : null;

  const pay = (key: string) => {
    if (!quote) return;
    buy.mutate(
      { key, body: { series: series.ref, amount: quote.amount, currency: quote.currency } },
      {
        onSuccess: (result) => {
          setOpen(false);
          setResumeDismissed(true);
          setShortfall(null);
          notifications.show({
            color: "teal",
            autoClose: 2_000,
            message:
              result.episodes.length === 1
                ? i18n._({
                    id: "bundle.done.last",
                    message: "The last episode of {series} is yours. Enjoy!",
                    values: { series: series.title },
                  })
                : i18n._({
                    id: "bundle.done",
                    message: "{count, number} episodes of {series} are yours. Enjoy!",
                    values: { count: result.episodes.length, series: series.title },
                  }),
          });
        },
        onError: (failure) => {
          setOpen(true);
          if (failure instanceof ApiError && failure.shortfall) {
            setShortfall(failure.shortfall);
            return;
          }
          if (failure instanceof ApiError && failure.code === PRICE_CHANGED) {
            // What the viewer owns or the bundle's price moved: fetch both, the dialog re-quotes.
            onPriceChanged?.();
            void queryClient.invalidateQueries({ queryKey: moneyKeys.purchases });
            fresh();
          }
          setError(
            failure instanceof ApiError
              ? failure.message
              : i18n._({ id: "bundle.failed", message: "Something went wrong. Try again." }),
          );
        },
      },
    );
  };

  // Back from the top-up checkout: buy the bundle once the money is in (once per top-up).
  // (Once the price is known.)
  const { finishing, declined } = useResumeAfterTopUp(
    (purchase) => (purchase?.kind === "series" && purchase.series === series.ref ? purchase : null),
    () => {
      pay(fresh());
    },
    quote !== null,
  );

  if (!quote) return null;
  if (quote.amount === 0) {
    return (
      <div className={classes.actions}>
        <p className={classes.note}>
          {i18n._({
            id: "bundle.own-all",
            message: "You own every episode of {series}.",
            values: { series: series.title },
          })}
        </p>
      </div>
    );
  }

  const resumed =
    new URLSearchParams(location.search).get("purchaseType") === "bundle" && !resumeDismissed;
  const dialogOpen = open || resumed;
  const price = { amount: quote.amount, currency: quote.currency };
  const due =
    shortfall ?? (dialogOpen && wallet.isSuccess ? walletShortfall(price, balance) : null);
  const count = quote.episodes.length;
  const all = count === series.episodes.filter((e) => !e.free && e.playable).length;
  const episodes = i18n._({
    id: "bundle.episodes",
    message: "{count, plural, one {# episode} other {# episodes}}",
    values: { count },
  });
  const priceText = money(quote.amount, quote.currency, i18n.locale);
  const label = all
    ? i18n._({
        id: "bundle.buy-all",
        message:
          "{count, plural, one {Buy all # episode {price}} other {Buy all # episodes {price}}}",
        values: { count, price: priceText },
      })
    : count === 1
      ? i18n._({
          id: "bundle.buy-last",
          message: "Buy the last episode {price}",
          values: { price: priceText },
        })
      : i18n._({
          id: "bundle.buy-other",
          message: "Buy the other {count, number} episodes {price}",
          values: { count, price: priceText },
        });

  const startTopUp = () => {
    if (!due) return;
    topUp.start(due, `/series/${encodeURIComponent(series.ref)}`, {
      series: series.ref,
      kind: "series",
    });
  };

  return (
    <div className={classes.actions}>
      <PurchaseProgress
        finishing={(Boolean(finishing) && !declined) || buy.isPending}
        declined={declined}
      />
      <div className={classes.buttons}>
        <Button
          size="md"
          radius="xl"
          color="#f5a524"
          autoContrast
          className={`${classes.button} ${classes.wide}`}
          onClick={() => {
            fresh();
            setError(null);
            setShortfall(null);
            setOpen(true);
          }}
        >
          {label}
        </Button>
      </div>
      <p className={classes.note}>
        {i18n._({
          id: "bundle.saving",
          message: "{separately} bought one by one: you save {saving}.",
          values: {
            separately: money(quote.separately, quote.currency, i18n.locale),
            saving: money(quote.separately - quote.amount, quote.currency, i18n.locale),
          },
        })}
      </p>
      {dialogOpen ? (
        <ConfirmPurchaseDialog
          opened
          title={`${series.title}: ${episodes}`}
          kind="buy"
          price={price}
          terms={
            all
              ? i18n._({
                  id: "bundle.terms.all",
                  message:
                    "Every episode, yours to watch as often as you like, for as long as you have your account.",
                })
              : i18n._({
                  id: "bundle.terms.rest",
                  message:
                    "{count, plural, one {The # episode you don’t own yet, yours to watch as often as you like, for as long as you have your account.} other {The # episodes you don’t own yet, yours to watch as often as you like, for as long as you have your account.}}",
                  values: { count },
                })
          }
          balance={balance}
          busy={buy.isPending || topUp.isPending}
          error={error}
          shortfall={due}
          onConfirm={() => {
            setError(null);
            pay(current());
          }}
          onTopUp={startTopUp}
          onClose={() => {
            setOpen(false);
            setResumeDismissed(true);
          }}
        />
      ) : null}
    </div>
  );
}
