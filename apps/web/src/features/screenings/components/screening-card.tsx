import "@mantine/core/styles/Badge.css";
import { Badge, Group, Text } from "@mantine/core";
import type { Currency, ScreeningSummary } from "@tazama/contracts";
import { Link } from "react-router";
import { imageSrc, imageSrcSet } from "../../../lib/image.ts";
import { useHydrated } from "../../../lib/use-hydrated.ts";
import { money, priceInCurrency } from "../../../lib/checkout/money-format.ts";
import { screeningWhen, screeningWhenUtc, screeningWhere, seatsLeftText } from "../lib/format.ts";
import classes from "./screening-card.module.css";
import { useI18n } from "../../../lib/i18n/use-i18n.ts";

/** A screening in the listing: its art, the film, when and where, the price, seats left. */
export function ScreeningCard({
  screening,
  currency,
  eager = false,
}: {
  screening: ScreeningSummary;
  currency: Currency;
  /** The first row's art is on screen at once: fetched eagerly, the rest lazily. */
  eager?: boolean;
}) {
  const i18n = useI18n();
  const price = priceInCurrency(screening.prices, null, currency);
  // The server knows neither the viewer's time zone nor their browser's date words: it and the
  // hydration write the start in UTC, then the card shows the viewer's own (a leaf: ADR 0081).
  const hydrated = useHydrated();
  const when = hydrated
    ? screeningWhen(screening.startsAt, i18n)
    : screeningWhenUtc(screening.startsAt);
  const where = screeningWhere(screening, i18n);
  const soldOut = screening.seatsLeft === 0;
  return (
    <Link
      to={`/screenings/${screening.id}`}
      className={classes.card}
      aria-label={`${screening.title.title}, ${when}, ${where}`}
    >
      <img
        className={classes.art}
        src={imageSrc(screening.title.backdrop)}
        srcSet={imageSrcSet(screening.title.backdrop, 1280)}
        sizes="(min-width: 48em) 360px, 100vw"
        alt=""
        loading={eager ? "eager" : "lazy"}
        decoding="async"
        width={640}
        height={360}
      />
      <div className={classes.body}>
        <Group justify="space-between" gap={6} wrap="nowrap">
          <Text fw={700} lineClamp={1}>
            {screening.title.title}
          </Text>
          {screening.venue ? null : (
            <Badge color="grape" variant="light" style={{ flexShrink: 0 }}>
              {i18n._({ id: "screening.online", message: "Online" })}
            </Badge>
          )}
        </Group>
        <Text size="sm" c="gray.3">
          {when}
        </Text>
        <Text size="sm" c="gray.4" lineClamp={1}>
          {where}
        </Text>
        <Group justify="space-between" mt={6}>
          <Text size="sm" fw={600}>
            {price ? money(price.amount, price.currency, i18n.locale) : ""}
          </Text>
          <Text size="sm" c={soldOut ? "red.4" : screening.seatsLeft <= 10 ? "yellow.4" : "gray.4"}>
            {seatsLeftText(screening.seatsLeft, screening.seated, i18n)}
          </Text>
        </Group>
      </div>
    </Link>
  );
}
