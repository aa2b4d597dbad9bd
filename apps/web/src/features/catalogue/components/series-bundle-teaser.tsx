import "@mantine/core/styles/UnstyledButton.css";
import "@mantine/core/styles/Button.css";
import { Button } from "@mantine/core";
import {
  type Currency,
  type SeriesDetail,
  formatPrice,
  quoteSeriesBundle,
} from "@tazama/contracts";
import { Link } from "react-router";
import { useI18n } from "../../../lib/i18n/use-i18n.ts";
import { bundleLoginPath, priceFor } from "../lib/pricing.ts";
import classes from "../../../components/ui/purchase-actions.module.css";
import { accentButton } from "./accent-button.ts";

/**
 * The series' bundle for a viewer not logged in: every episode for one price, what they cost one
 * by one, and a button that logs in (or joins) first and comes back to buy. Nothing without a
 * bundle on sale.
 */
export function SeriesBundleTeaser({
  series,
  currency,
}: {
  series: SeriesDetail;
  currency: Currency;
}) {
  const i18n = useI18n();
  const bundle = priceFor(series.bundle, currency);
  const quote = bundle ? quoteSeriesBundle(series, bundle) : null;
  if (!quote) return null;
  return (
    <div className={classes.actions}>
      <div className={classes.buttons}>
        <Button
          {...accentButton}
          component={Link}
          to={bundleLoginPath(series.ref)}
          size="md"
          radius="xl"
          className={`${classes.button} ${classes.wide}`}
        >
          {i18n._({
            id: "series.buy-all",
            message: "Buy all {count} episodes {price}",
            values: {
              count: quote.episodes.length,
              price: formatPrice(quote.amount, quote.currency, i18n.locale),
            },
          })}
        </Button>
      </div>
      <p className={classes.note}>
        {i18n._({
          id: "series.bundle-note",
          message: "{price} bought one by one. You’ll log in or join for free first.",
          values: { price: formatPrice(quote.separately, quote.currency, i18n.locale) },
        })}
      </p>
    </div>
  );
}
