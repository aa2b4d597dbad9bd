import "@mantine/core/styles/Input.css";
import "@mantine/core/styles/Button.css";
import "@mantine/core/styles/Group.css";
import { Button, Group, TextInput, Title } from "@mantine/core";
import { notifications } from "../../../lib/toasts.ts";
import { useState } from "react";
import { ApiError } from "../../../lib/api-client.ts";
import { useRedeemVoucher } from "../api/redeem-voucher.ts";
import { useActionKey } from "../../../lib/checkout/use-action-key.ts";
import { money } from "../../../lib/checkout/money-format.ts";
import { useI18n } from "../../../lib/i18n/use-i18n.ts";

/** Redeem a voucher code: wallet credit or a title. */
export function VoucherForm() {
  const redeem = useRedeemVoucher();
  const { fresh, current } = useActionKey();
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [lastCode, setLastCode] = useState<string | null>(null);
  const i18n = useI18n();
  return (
    <form
      aria-labelledby="voucher-heading"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const trimmed = code.trim();
        if (trimmed.length < 4) {
          setError(
            i18n._({ id: "voucher.enter-code", message: "Enter the code from your voucher" }),
          );
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
                  ? i18n._({
                      id: "voucher.credited",
                      message: "{amount} added to your wallet.",
                      values: {
                        amount: money(
                          result.credited.amount,
                          result.credited.currency,
                          i18n.locale,
                        ),
                      },
                    })
                  : i18n._({
                      id: "voucher.title-added",
                      message: "{title} is now in My Collection.",
                      values: {
                        title:
                          result.entitlement?.title ??
                          i18n._({ id: "voucher.the-title", message: "The title" }),
                      },
                    }),
              });
            },
            onError: (failure) => {
              setError(
                failure instanceof ApiError
                  ? failure.message
                  : i18n._({ id: "voucher.try-again", message: "Try again in a moment." }),
              );
            },
          },
        );
      }}
    >
      <Title order={2} size="h3" id="voucher-heading" mb="sm">
        {i18n._({ id: "voucher.heading", message: "Redeem a voucher" })}
      </Title>
      <Group align="flex-start" gap="sm" wrap="nowrap">
        <TextInput
          aria-label={i18n._({ id: "voucher.code", message: "Voucher code" })}
          placeholder={i18n._({ id: "voucher.code", message: "Voucher code" })}
          autoCapitalize="characters"
          style={{ flex: 1 }}
          value={code}
          onChange={(event) => {
            setCode(event.currentTarget.value);
          }}
          error={error}
        />
        <Button type="submit" variant="default" radius="xl" loading={redeem.isPending}>
          {i18n._({ id: "voucher.redeem", message: "Redeem" })}
        </Button>
      </Group>
    </form>
  );
}
