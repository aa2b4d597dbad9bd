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
          className={classes.button}
        >
          Buy all {quote.episodes.length} episodes {formatPrice(quote.amount, quote.currency)}
        </Button>
      </div>
      <p className={classes.note}>
        {formatPrice(quote.separately, quote.currency)} bought one by one. You’ll log in or join for
        free first.
      </p>
    </div>
  );
}
