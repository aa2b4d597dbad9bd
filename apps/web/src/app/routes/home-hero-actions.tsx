import { Button } from "@mantine/core";
import { type CatalogueItem, formatPrice } from "@tazama/contracts";
import { Link } from "react-router";
import { PlayGlyph } from "../../components/ui/play-glyph.tsx";
import { useContent } from "../../features/catalogue/api/get-content.ts";
import { watchPath } from "../../features/catalogue/lib/watch-path.ts";
import { useMediaSummary } from "../../features/catalogue/api/get-media-summary.ts";
import { accentButton } from "../../features/catalogue/components/accent-button.ts";
import { useViewerCurrency } from "../../features/catalogue/hooks/use-viewer-currency.ts";
import { purchaseLoginPath } from "../../features/catalogue/lib/pricing.ts";
import { usePurchases } from "../../features/purchases/api/get-purchases.ts";
import { accessTo } from "../../features/purchases/lib/access.ts";
import { useWallet } from "../../lib/checkout/get-wallet.ts";
import { priceInCurrency } from "../../lib/checkout/money-format.ts";
import { lookUp } from "../../lib/i18n/i18n.ts";
import { useI18n } from "../../lib/i18n/use-i18n.ts";
import { useNow } from "../../lib/use-now.ts";

/** The actions' words: whether the film is ready is the browser's to ask. */
export const HERO_ACTION_MESSAGES = [
  "title.play",
  "hero.play-aria",
  "title.rent",
  "hero.rent-aria",
  "title.play-trailer",
];

/**
 * The home hero's actions for the featured title: Play when the viewer may watch it (free, owned,
 * rented or a pass), else Rent at the price they would pay (the title page confirms before any
 * money moves), and Play trailer. Each shows only once its video is ready.
 */
export function HomeHeroActions({ item, signedIn }: { item: CatalogueItem; signedIn: boolean }) {
  const i18n = useI18n();
  const media = useMediaSummary(item.ref);
  const content = useContent(item.ref);
  const purchases = usePurchases(signedIn);
  const wallet = useWallet(signedIn);
  const viewerCurrency = useViewerCurrency();
  const now = useNow(60_000);
  const filmReady = media.data?.main?.status === "ready";
  // Until it is known, the words are looked up, so that a drawn page's head has them.
  if (media.isPending) lookUp(i18n, HERO_ACTION_MESSAGES);
  const access = signedIn ? accessTo(item.ref, purchases.data, now) : null;
  const knowsAccess = !signedIn || (purchases.isSuccess && wallet.isSuccess);
  const price =
    content.data && !item.free
      ? priceInCurrency(content.data.prices, wallet.data?.wallet?.currency ?? null, viewerCurrency)
      : undefined;
  const play = filmReady && (item.free || access !== null);
  const rent = filmReady && !play && knowsAccess && price;
  return (
    <>
      {play ? (
        <Button
          {...accentButton}
          component={Link}
          to={watchPath(item.ref, false)}
          size="md"
          radius="xl"
          leftSection={<PlayGlyph />}
          aria-label={i18n._({
            id: "hero.play-aria",
            message: "Play {title}",
            values: { title: item.title },
          })}
        >
          {i18n._({ id: "title.play", message: "Play" })}
        </Button>
      ) : null}
      {rent ? (
        <Button
          {...accentButton}
          component={Link}
          to={purchaseLoginPath(item.ref, "rent", price.rent, price.currency)}
          size="md"
          radius="xl"
          aria-label={i18n._({
            id: "hero.rent-aria",
            message: "Rent {price}: {title}",
            values: {
              price: formatPrice(price.rent, price.currency, i18n.locale),
              title: item.title,
            },
          })}
        >
          {i18n._({
            id: "title.rent",
            message: "Rent {price}",
            values: { price: formatPrice(price.rent, price.currency, i18n.locale) },
          })}
        </Button>
      ) : null}
      {media.data?.trailer?.status === "ready" ? (
        <Button
          component={Link}
          to={watchPath(item.ref, true)}
          size="md"
          radius="xl"
          variant="default"
          leftSection={<PlayGlyph />}
        >
          {i18n._({ id: "title.play-trailer", message: "Play trailer" })}
        </Button>
      ) : null}
    </>
  );
}
