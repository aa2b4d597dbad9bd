import "@mantine/core/styles/Input.css";
import "@mantine/core/styles/Button.css";
import "@mantine/core/styles/Group.css";
import { Button, Group, TextInput, Title } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useState } from "react";
import { ApiError } from "../../../lib/api-client.ts";
import { useRedeemVoucher } from "../api/redeem-voucher.ts";
import { useActionKey } from "../../../lib/checkout/use-action-key.ts";
import { money } from "../../../lib/checkout/money-format.ts";

/** Redeem a voucher code: wallet credit or a title. */
export function VoucherForm() {
  const redeem = useRedeemVoucher();
  const { fresh, current } = useActionKey();
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [lastCode, setLastCode] = useState<string | null>(null);
  return (
    <form
      aria-labelledby="voucher-heading"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const trimmed = code.trim();
        if (trimmed.length < 4) {
          setError("Enter the code from your voucher");
          return;
        }
        setError(null);
        // The same code again after a failure is a retry of the same action.
        const key = trimmed === lastCode ? current() : fresh();
        setLastCode(trimmed);
        redeem.mutate(
          { code: trimmed, key },
          {
            onSuccess: (result) => {
              setCode("");
              setLastCode(null);
              notifications.show({
                color: "teal",
                autoClose: 2_000,
                message: result.credited
                  ? `${money(result.credited.amount, result.credited.currency)} added to your wallet.`
                  : `${result.entitlement?.title ?? "The title"} is now in My Collection.`,
              });
            },
            onError: (failure) => {
              setError(failure instanceof ApiError ? failure.message : "Try again in a moment.");
            },
          },
        );
      }}
    >
      <Title order={2} size="h3" id="voucher-heading" mb="sm">
        Redeem a voucher
      </Title>
      <Group align="flex-start" gap="sm" wrap="nowrap">
        <TextInput
          aria-label="Voucher code"
          placeholder="Voucher code"
          autoCapitalize="characters"
          style={{ flex: 1 }}
          value={code}
          onChange={(event) => {
            setCode(event.currentTarget.value);
          }}
          error={error}
        />
        <Button type="submit" variant="default" radius="xl" loading={redeem.isPending}>
          Redeem
        </Button>
      </Group>
    </form>
  );
}
