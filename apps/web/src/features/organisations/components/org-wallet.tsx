import "@mantine/core/styles/Stack.css";
import "@mantine/core/styles/Group.css";
import "@mantine/core/styles/Text.css";
import "@mantine/core/styles/Button.css";
import "@mantine/core/styles/Input.css";
import "@mantine/core/styles/NumberInput.css";
import { Anchor, Button, Group, NumberInput, Stack, Text } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { type Currency, formatPrice } from "@tazama/contracts";
import { useState } from "react";
import { Link } from "react-router";
import { ApiError } from "../../../lib/api-client.ts";
import { useActionKey } from "../../../lib/checkout/use-action-key.ts";
import { failureMessage } from "../../../lib/failure-texts.ts";
import { useFundOrg } from "../api/seats.ts";

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
  const fund = useFundOrg(orgId);
  const key = useActionKey();
  const [major, setMajor] = useState<number | string>("");
  const currency = mine?.currency ?? null;
  const amount = Math.round(Number(major) * 100);
  const short = fund.error instanceof ApiError && fund.error.code === "wallet/insufficient-funds";
  return (
    <Stack gap="xs">
      <Text size="sm" c="gray.5">
        Organisation wallet
      </Text>
      <Text size="xl" fw={700} data-testid="org-balance">
        {wallet ? formatPrice(wallet.amount, wallet.currency) : "Empty"}
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
                    message: `${formatPrice(amount, result.wallet.currency)} added to ${orgName}'s wallet.`,
                  });
                },
              },
            );
          }}
        >
          <Group align="flex-end" gap="xs">
            <NumberInput
              label={`Add money from your wallet (${currency})`}
              description={mine ? `You have ${formatPrice(mine.amount, mine.currency)}` : undefined}
              min={1}
              decimalScale={2}
              thousandSeparator=","
              value={major}
              onChange={setMajor}
              w={220}
            />
            <Button type="submit" radius="xl" loading={fund.isPending} disabled={!(amount > 0)}>
              Add money
            </Button>
          </Group>
        </form>
      ) : (
        <Text size="sm">
          Top up{" "}
          <Anchor component={Link} to="/my-membership">
            your own wallet
          </Anchor>{" "}
          first, then move money here.
        </Text>
      )}
      {fund.error ? (
        <Text size="sm" c="red.4" role="alert">
          {failureMessage(fund.error)}{" "}
          {short ? (
            <Anchor component={Link} to="/my-membership">
              Top up
            </Anchor>
          ) : null}
        </Text>
      ) : null}
    </Stack>
  );
}
