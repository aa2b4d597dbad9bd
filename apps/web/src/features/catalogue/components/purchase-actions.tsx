import { lookUp } from "../../../lib/i18n/i18n.ts";
import { useI18n } from "../../../lib/i18n/use-i18n.ts";
import "@mantine/core/styles/Badge.css";
import "@mantine/core/styles/UnstyledButton.css";
import "@mantine/core/styles/Button.css";
import { Badge, Button } from "@mantine/core";
import { type ContentDetail, type Currency, formatPrice } from "@tazama/contracts";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { useMediaSummary } from "../api/get-media-summary.ts";
import { useViewerCurrency } from "../hooks/use-viewer-currency.ts";
import { priceFor, purchaseLoginPath } from "../lib/pricing.ts";
import classes from "../../../components/ui/purchase-actions.module.css";
import { accentButton } from "./accent-button.ts";

export type RenderPurchase = (detail: ContentDetail, viewerCurrency: Currency) => ReactNode;

/** What the row shows once the title's video is known, whatever it is. */
const PURCHASE_ROW_MESSAGES = [
  "title.coming-soon",
  "title.not-available",
  "title.not-on-sale",
  "title.buy",
  "title.rent",
  "title.login-first",
];

/**
 * Buy and Rent in the viewer's currency. Both go through /login with a redirect back to this title
 * that carries the purchase (spec §2): an anonymous viewer logs in (or uses Google) first, a
 * signed-in one is sent straight back, where the purchase resumes once payments exist.
 *
 * A title is sold only once its main video plays (`GET /api/v1/media`): until then "Coming soon"
 * and nothing to buy. While that is unknown the row stays empty at its full height (no Buy that
 * then vanishes, nothing below moves); should the check fail, the buttons show and the server's
 * own refusal (409 content/not-available) is the purchase flow's to tell.
 */
export function PurchaseActions({
  detail,
  renderPurchase,
}: {
  detail: ContentDetail;
  /** Composed in by the route (a signed-in viewer's purchase flow); null keeps the login links. */
  renderPurchase?: RenderPurchase;
}) {
  const currency = useViewerCurrency();
  const i18n = useI18n();
  const media = useMediaSummary(detail.ref);
  if (detail.free) {
    return (
      <div className={classes.actions}>
        <Badge size="xl" radius="xl" variant="light" color="teal" className={classes.free}>
          {i18n._({ id: "title.free", message: "Free to watch" })}
        </Badge>
      </div>
    );
  }
  if (media.isPending) {
    // The words the row may show once it knows, looked up so that a drawn page's head has them.
    lookUp(i18n, PURCHASE_ROW_MESSAGES);
    return <div className={classes.actions} aria-busy="true" data-testid="purchase-pending" />;
  }
  if (media.data && media.data.main?.status !== "ready") {
    return (
      <div className={classes.actions}>
        <Badge size="xl" radius="xl" variant="light" color="yellow" className={classes.badge}>
          {i18n._({ id: "title.coming-soon", message: "Coming soon" })}
        </Badge>
        <p className={classes.note}>
          {i18n._({
            id: "title.not-available",
            message: "Not available to buy or rent yet. Check back soon.",
          })}
        </p>
      </div>
    );
  }
  const custom = renderPurchase?.(detail, currency);
  if (custom) return custom;
  const price = priceFor(detail.prices, currency);
  if (!price) {
    return (
      <div className={classes.actions}>
        <p className={classes.note}>
          {i18n._({ id: "title.not-on-sale", message: "Not on sale yet. Check back soon." })}
        </p>
      </div>
    );
  }
  return (
    <div className={classes.actions}>
      <div className={classes.buttons}>
        <Button
          {...accentButton}
          component={Link}
          to={purchaseLoginPath(detail.ref, "buy", price.buy, price.currency)}
          size="md"
          radius="xl"
          className={classes.button}
        >
          {i18n._({
            id: "title.buy",
            message: "Buy {price}",
            values: { price: formatPrice(price.buy, price.currency, i18n.locale) },
          })}
        </Button>
        <Button
          component={Link}
          to={purchaseLoginPath(detail.ref, "rent", price.rent, price.currency)}
          size="md"
          radius="xl"
          variant="default"
          className={classes.button}
        >
          {i18n._({
            id: "title.rent",
            message: "Rent {price}",
            values: { price: formatPrice(price.rent, price.currency, i18n.locale) },
          })}
        </Button>
      </div>
      <p className={classes.note}>
        {i18n._({ id: "title.login-first", message: "You’ll log in or join for free first." })}
      </p>
    </div>
  );
}
