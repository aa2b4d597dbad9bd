import "@mantine/core/styles/Stack.css";
import "@mantine/core/styles/Group.css";
import "@mantine/core/styles/Text.css";
import "@mantine/core/styles/Button.css";
import "@mantine/core/styles/Input.css";
import "@mantine/core/styles/NumberInput.css";
import { Anchor, Button, Group, NumberInput, Stack, Text } from "@mantine/core";
import { notifications } from "../../../lib/toasts.ts";
import { type Currency, formatPrice } from "@tazama/contracts";
import { useState } from "react";
import { Link } from "react-router";
import { ApiError } from "../../../lib/api-client.ts";
import { useActionKey } from "../../../lib/checkout/use-action-key.ts";
import { failureMessage } from "../../../lib/failure-texts.ts";
import { useI18n } from "../../../lib/i18n/use-i18n.ts";
import { useFundOrg } from "../api/seats.ts";
import { SLOT, splitAtSlot } from "../../../lib/i18n/slot.ts";

/** The organisation's balance, and money moved into it from the admin's own wallet. */
export function OrgWallet({
  orgId,
  orgName,
  wallet,
  mine,
}: {
  orgId: string;
  orgName: string;
  wallet: { amount: number; currency: Currency } | null;
  /** The admin's own wallet, where the money comes from. */
  mine: { amount: number; currency: Currency } | null;
}) {
  const i18n = useI18n();
  const fund = useFundOrg(orgId);
  const key = useActionKey();
  const [major, setMajor] = useState<number | string>("");
  const currency = mine?.currency ?? null;
  const amount = Math.round(Number(major) * 100);
  const short = fund.error instanceof ApiError && fund.error.code === "wallet/insufficient-funds";
  const [beforeLink, afterLink] = splitAtSlot(
    i18n._({
      id: "org.wallet.top-up-first",
      message: "Top up {wallet} first, then move money here.",
      values: { wallet: SLOT },
    }),
  );
  return (
    <Stack gap="xs">
      <Text size="sm" c="gray.5">
        {i18n._({ id: "org.wallet.title", message: "Organisation wallet" })}
      </Text>
      <Text size="xl" fw={700} data-testid="org-balance">
        {wallet
          ? formatPrice(wallet.amount, wallet.currency, i18n.locale)
          : i18n._({ id: "org.wallet.empty", message: "Empty" })}
      </Text>
      {currency ? (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (!(amount > 0)) return;
            fund.mutate(
              { amount, key: key.fresh() },
              {
                onSuccess: (result) => {
                  setMajor("");
                  notifications.show({
                    color: "teal",
                    message: i18n._({
                      id: "org.wallet.added",
                      message: "{amount} added to {name}'s wallet.",
                      values: {
                        amount: formatPrice(amount, result.wallet.currency, i18n.locale),
                        name: orgName,
                      },
                    }),
                  });
                },
              },
            );
          }}
        >
          <Group align="flex-end" gap="xs">
            <NumberInput
              label={i18n._({
                id: "org.wallet.add-label",
                message: "Add money from your wallet ({currency})",
                values: { currency },
              })}
              description={
                mine
                  ? i18n._({
                      id: "org.wallet.you-have",
                      message: "You have {amount}",
                      values: { amount: formatPrice(mine.amount, mine.currency, i18n.locale) },
                    })
                  : undefined
              }
              min={1}
              decimalScale={2}
              thousandSeparator=","
              value={major}
              onChange={setMajor}
              w={220}
            />
            <Button type="submit" radius="xl" loading={fund.isPending} disabled={!(amount > 0)}>
              {i18n._({ id: "org.wallet.add", message: "Add money" })}
            </Button>
          </Group>
        </form>
      ) : (
        <Text size="sm">
          {beforeLink}
          <Anchor component={Link} to="/my-membership">
            {i18n._({ id: "org.wallet.own-wallet", message: "your own wallet" })}
          </Anchor>
          {afterLink}
        </Text>
      )}
      {fund.error ? (
        <Text size="sm" c="red.4" role="alert">
          {failureMessage(fund.error, i18n)}{" "}
          {short ? (
            <Anchor component={Link} to="/my-membership">
              {i18n._({ id: "org.wallet.top-up", message: "Top up" })}
            </Anchor>
          ) : null}
        </Text>
      ) : null}
    </Stack>
  );
}
