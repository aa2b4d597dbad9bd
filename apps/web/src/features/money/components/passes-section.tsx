import "@mantine/core/styles/Button.css";
import "@mantine/core/styles/Group.css";
import "@mantine/core/styles/Stack.css";
import "@mantine/core/styles/Text.css";
import "@mantine/core/styles/Paper.css";
import "@mantine/core/styles/Alert.css";
import { Alert, Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import type { Currency, EntitlementView } from "@tazama/contracts";
import { useState } from "react";
import { ApiError } from "../../../lib/api-client.ts";
import { useBuyPass } from "../api/buy-pass.ts";
import { usePasses } from "../api/get-passes.ts";
import { InsufficientFundsError } from "../api/send-money.ts";
import { useActionKey } from "../hooks/use-action-key.ts";
import { expiryText } from "../lib/countdown.ts";
import { money } from "../lib/money-format.ts";

/** Active passes with their expiry, and the passes on sale in the wallet's currency. */
export function PassesSection({
  active,
  currency,
}: {
  active: readonly EntitlementView[];
  currency: Currency;
}) {
  const catalogue = usePasses();
  const buy = useBuyPass();
  const { fresh, current } = useActionKey();
  const [failure, setFailure] = useState<{ slug: string; message: string } | null>(null);

  const purchase = (slug: string, name: string, retry: boolean) => {
    setFailure(null);
    buy.mutate(
      { body: { pass: slug, currency }, key: retry ? current() : fresh() },
      {
        onSuccess: () => {
          notifications.show({
            color: "teal",
            autoClose: 2_000,
            message: `${name} is active. Enjoy!`,
          });
        },
        onError: (error) => {
          const message =
            error instanceof InsufficientFundsError
              ? `You need ${money(error.shortfall.amount, error.shortfall.currency)} more. Top up above, then buy the pass.`
              : error instanceof ApiError
                ? error.message
                : "Something went wrong. Try again.";
          setFailure({ slug, message });
        },
      },
    );
  };

  return (
    <Stack gap="sm" component="section" aria-labelledby="passes-heading">
      <Title order={2} size="h3" id="passes-heading">
        Passes
      </Title>
      {active.length === 0 ? <Text c="dimmed">No active pass.</Text> : null}
      {active.map((pass) => (
        <Paper key={pass.id} withBorder p="sm" radius="md" bg="dark.7">
          <Text fw={700}>{pass.pass?.name ?? "Pass"}</Text>
          <Text size="sm" c="dimmed">
            {pass.state === "not-started" ? "Starts when your current pass ends. " : ""}
            {expiryText(pass.expiresAt)}
          </Text>
        </Paper>
      ))}
      {(catalogue.data?.passes ?? []).map((offer) => {
        const price = offer.prices.find((p) => p.currency === currency);
        if (!price) return null;
        const hours = offer.durationHours;
        const duration = hours % 24 === 0 ? `${hours / 24} days` : `${hours} hours`;
        return (
          <Paper key={offer.slug} withBorder p="sm" radius="md">
            <Group justify="space-between" wrap="nowrap">
              <div>
                <Text fw={700}>{offer.name}</Text>
                <Text size="sm" c="dimmed">
                  Every title for {duration}
                </Text>
              </div>
              <Button
                radius="xl"
                variant="default"
                loading={buy.isPending && buy.variables.body.pass === offer.slug}
                onClick={() => {
                  purchase(offer.slug, offer.name, failure?.slug === offer.slug);
                }}
              >
                Buy {money(price.amount, price.currency)}
              </Button>
            </Group>
            {failure?.slug === offer.slug ? (
              <Alert color="red" variant="light" role="alert" mt="xs">
                {failure.message}
              </Alert>
            ) : null}
          </Paper>
        );
      })}
    </Stack>
  );
}
