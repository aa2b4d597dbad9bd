import "@mantine/core/styles/Button.css";
import "@mantine/core/styles/Group.css";
import "@mantine/core/styles/Stack.css";
import "@mantine/core/styles/Text.css";
import "@mantine/core/styles/Paper.css";
import "@mantine/core/styles/Alert.css";
import { Alert, Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import type { Currency, EntitlementView } from "@tazama/contracts";
import { usePasses } from "../api/get-passes.ts";
import { usePassPurchase } from "../hooks/use-pass-purchase.ts";
import { expiryText } from "../lib/countdown.ts";
import { dateFormat } from "../../../lib/i18n/date-format.ts";
import { useI18n } from "../../../lib/i18n/use-i18n.ts";
import { money, topUpForShortfall, walletShortfall } from "../../../lib/checkout/money-format.ts";

/** When a pass bought now would start: the end of the last active or waiting pass, else now. */
function extensionStart(active: readonly EntitlementView[]): Date | null {
  const ends = active
    .map((pass) => (pass.expiresAt ? Date.parse(pass.expiresAt) : Number.NaN))
    .filter((ms) => !Number.isNaN(ms));
  return ends.length > 0 ? new Date(Math.max(...ends)) : null;
}

/**
 * Active passes with their expiry, and the passes on sale in the wallet's currency. With an
 * active pass the offers say Extend and when the extension starts. Too little in the wallet →
 * the offer's one button is "Top up … and buy" from the start, and the pass is bought on return
 * (`returnPath`); should the server still find the wallet short, its shortfall is offered too.
 */
export function PassesSection({
  active,
  currency,
  balance,
  returnPath = "/my-membership",
}: {
  active: readonly EntitlementView[];
  currency: Currency;
  /** The wallet: null when there is none yet, undefined while unknown. */
  balance?: { amount: number; currency: Currency } | null;
  returnPath?: string;
}) {
  const catalogue = usePasses();
  const i18n = useI18n();
  const nameOf = (slug: string) =>
    catalogue.data?.passes.find((p) => p.slug === slug)?.name ??
    i18n._({ id: "passes.your-pass", message: "Your pass" });
  const purchase = usePassPurchase({ currency, nameOf, returnPath });
  const { failure } = purchase;
  const extendsFrom = extensionStart(active);
  const when = dateFormat(i18n, {
    day: "numeric",
    month: "short",
    hour: "2-digit",
    minute: "2-digit",
  });
  const cash = (amount: number, currency: Currency) => money(amount, currency, i18n.locale);

  return (
    <Stack gap="sm" component="section" aria-labelledby="passes-heading">
      <Title order={2} size="h3" id="passes-heading">
        {i18n._({ id: "passes.heading", message: "Passes" })}
      </Title>
      {purchase.finishing ? (
        <Alert color="blue" variant="light" role="status">
          {i18n._({ id: "passes.finishing", message: "Finishing your purchase…" })}
        </Alert>
      ) : null}
      {purchase.declined ? (
        <Alert color="red" variant="light" role="alert">
          {i18n._({
            id: "passes.declined",
            message: "Your top-up didn’t go through, so nothing was charged. You can try again.",
          })}
        </Alert>
      ) : null}
      {active.length === 0 ? (
        <Text c="dimmed">{i18n._({ id: "passes.none", message: "No active pass." })}</Text>
      ) : null}
      {active.map((pass) => (
        <Paper key={pass.id} withBorder p="sm" radius="md" bg="dark.7">
          <Text fw={700}>{pass.pass?.name ?? i18n._({ id: "passes.pass", message: "Pass" })}</Text>
          <Text size="sm" c="dimmed">
            {pass.state === "not-started"
              ? `${i18n._({ id: "passes.starts-later", message: "Starts when your current pass ends." })} `
              : ""}
            {expiryText(pass.expiresAt, i18n)}
          </Text>
        </Paper>
      ))}
      {(catalogue.data?.passes ?? []).map((offer) => {
        const price = offer.prices.find((p) => p.currency === currency);
        if (!price) return null;
        const hours = offer.durationHours;
        const duration =
          hours % 24 === 0
            ? i18n._({
                id: "passes.days",
                message: "{days, plural, one {# day} other {# days}}",
                values: { days: hours / 24 },
              })
            : i18n._({
                id: "passes.hours",
                message: "{hours, plural, one {# hour} other {# hours}}",
                values: { hours },
              });
        const failed = failure?.slug === offer.slug ? failure : null;
        const short = balance === undefined ? null : walletShortfall(price, balance);
        const topUp = short
          ? cash(topUpForShortfall(short.amount, short.currency), short.currency)
          : "";
        const values = {
          name: offer.name,
          price: cash(price.amount, price.currency),
          amount: topUp,
        };
        return (
          <Paper key={offer.slug} withBorder p="sm" radius="md">
            <Group justify="space-between" gap="xs">
              <div>
                <Text fw={700}>{offer.name}</Text>
                <Text size="sm" c="dimmed">
                  {extendsFrom
                    ? i18n._({
                        id: "passes.every-title-from",
                        message: "Every title for {duration}, from {date} when your pass ends",
                        values: { duration, date: when.format(extendsFrom) },
                      })
                    : i18n._({
                        id: "passes.every-title",
                        message: "Every title for {duration}",
                        values: { duration },
                      })}
                </Text>
              </div>
              {short ? (
                <Button
                  radius="xl"
                  color="#f5a524"
                  autoContrast
                  aria-label={
                    extendsFrom
                      ? i18n._({
                          id: "passes.top-up-extend-label",
                          message: "Top up {amount} and extend: {name}",
                          values,
                        })
                      : i18n._({
                          id: "passes.top-up-buy-label",
                          message: "Top up {amount} and buy: {name}",
                          values,
                        })
                  }
                  loading={purchase.toppingUp}
                  disabled={purchase.finishing}
                  onClick={() => {
                    purchase.topUpThenBuy(offer.slug, short);
                  }}
                >
                  {extendsFrom
                    ? i18n._({
                        id: "passes.top-up-extend",
                        message: "Top up {amount} and extend",
                        values,
                      })
                    : i18n._({
                        id: "purchase.top-up-buy",
                        message: "Top up {amount} and buy",
                        values,
                      })}
                </Button>
              ) : (
                <Button
                  radius="xl"
                  variant="default"
                  aria-label={
                    extendsFrom
                      ? i18n._({
                          id: "passes.extend-label",
                          message: "Extend {price}: {name}",
                          values,
                        })
                      : i18n._({ id: "passes.buy-label", message: "Buy {price}: {name}", values })
                  }
                  loading={purchase.buying === offer.slug}
                  disabled={purchase.finishing}
                  onClick={() => {
                    purchase.buyPass(offer.slug);
                  }}
                >
                  {extendsFrom
                    ? i18n._({ id: "passes.extend", message: "Extend {price}", values })
                    : i18n._({ id: "title.buy", message: "Buy {price}", values })}
                </Button>
              )}
            </Group>
            {failed ? (
              <Alert color="red" variant="light" role="alert" mt="xs">
                <Stack gap="xs" align="flex-start">
                  <span>{failed.message}</span>
                  {failed.topUp ? (
                    <Button
                      size="xs"
                      radius="xl"
                      color="#f5a524"
                      autoContrast
                      loading={purchase.toppingUp}
                      onClick={purchase.startTopUp}
                    >
                      {i18n._({
                        id: "top-up.submit",
                        message: "Top up {amount}",
                        values: { amount: cash(failed.topUp.amount, failed.topUp.currency) },
                      })}
                    </Button>
                  ) : null}
                </Stack>
              </Alert>
            ) : null}
          </Paper>
        );
      })}
    </Stack>
  );
}
