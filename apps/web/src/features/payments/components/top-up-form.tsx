import "@mantine/core/styles/Input.css";
import "@mantine/core/styles/Chip.css";
import "@mantine/core/styles/SegmentedControl.css";
import "@mantine/core/styles/Button.css";
import "@mantine/core/styles/Group.css";
import "@mantine/core/styles/Stack.css";
import "@mantine/core/styles/Alert.css";
import {
  Alert,
  Button,
  Chip,
  Group,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
} from "@mantine/core";
import {
  CURRENCIES,
  type Currency,
  type PaymentProviderName,
  formatPrice,
} from "@tazama/contracts";
import { type ReactNode, useState } from "react";
import { ApiError } from "../../../lib/api-client.ts";
import { usePaymentMethods } from "../../../lib/checkout/get-payment-methods.ts";
import { useTopUp } from "../../../lib/checkout/use-top-up.ts";
import {
  TOPUP_PRESETS,
  parseAmount,
  topUpAmountError,
} from "../../../lib/checkout/money-format.ts";
import type { I18n } from "../../../lib/i18n/i18n.ts";
import { useI18n } from "../../../lib/i18n/use-i18n.ts";

/** How each provider is named to a viewer. */
function providerLabels(i18n: I18n): Record<PaymentProviderName, string> {
  return {
    sandbox: i18n._({ id: "top-up.sandbox", message: "Test checkout" }),
    paystack: i18n._({ id: "top-up.paystack", message: "Card, bank or USSD" }),
    mpesa: "M-Pesa",
  };
}

/**
 * A plain amount within the currency's limits for the field's placeholder: its second preset
 * ("2,000" NGN, "10" USD; a fixed "2,000" was above the $1,000 maximum).
 */
function amountPlaceholder(currency: Currency, language: string): string {
  const presets = TOPUP_PRESETS[currency];
  const preset = presets[1] ?? presets[0] ?? 0;
  // French reads "2,000" as two: plain digits there.
  if (language === "fr") return String(preset / 100);
  return (preset / 100).toLocaleString("en-US", { maximumFractionDigits: 2 });
}

/**
 * Top up: presets or a custom amount in the wallet's currency (chosen here before the first
 * top-up), a provider among those the server offers; then the hosted checkout, or for mobile money
 * a prompt on the account's verified phone (`verifyPhone` is shown until there is one).
 */
export function TopUpForm({
  walletCurrency,
  viewerCurrency,
  payerPhone,
  verifyPhone,
  returnPath = "/my-membership",
}: {
  walletCurrency: Currency | null;
  viewerCurrency: Currency;
  /** The account's phone number proven by an SMS code: the one M-Pesa asks to pay. */
  payerPhone: string | null;
  verifyPhone: ReactNode;
  returnPath?: string;
}) {
  const methods = usePaymentMethods();
  const topUp = useTopUp();
  const [currency, setCurrency] = useState<Currency>(walletCurrency ?? viewerCurrency);
  const [text, setText] = useState("");
  const [provider, setProvider] = useState<PaymentProviderName | null>(null);
  const [touched, setTouched] = useState(false);
  const [sentMessage, setSentMessage] = useState<string | null>(null);
  const i18n = useI18n();
  const PROVIDER_LABELS = providerLabels(i18n);
  const money = (minor: number, of: Currency) => formatPrice(minor, of, i18n.locale);

  const active = walletCurrency ?? currency;
  const offered = (methods.data?.methods ?? []).filter((m) => m.currencies.includes(active));
  const method = offered.find((m) => m.provider === provider) ?? offered[0];
  const amount = parseAmount(text, i18n.locale);
  const amountError = topUpAmountError(amount, active, i18n);
  const phoneMissing = method?.needsPhone === true && payerPhone === null;
  const failure =
    topUp.error instanceof ApiError
      ? topUp.error.message
      : topUp.error
        ? i18n._({
            id: "top-up.failed",
            message: "The top-up could not start. Check your connection and try again.",
          })
        : null;

  const submit = (retry: boolean) => {
    setTouched(true);
    if (amountError || phoneMissing || !method || amount === null) return;
    setSentMessage(null);
    topUp
      .start(
        {
          amount,
          currency: active,
          provider: method.provider,
          returnPath,
          purchase: null,
        },
        retry,
      )
      .then((result) => {
        if (!result.checkoutUrl) setSentMessage(result.message);
      })
      .catch(() => undefined);
  };

  return (
    <form
      aria-label={i18n._({ id: "top-up.title", message: "Top up" })}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit(false);
      }}
    >
      <Stack gap="sm">
        {walletCurrency ? null : (
          <SegmentedControl
            aria-label={i18n._({ id: "top-up.currency", message: "Wallet currency" })}
            data={[...CURRENCIES]}
            value={currency}
            onChange={(value) => {
              setCurrency(value);
            }}
          />
        )}
        <Chip.Group
          value={amount === null ? "" : String(amount)}
          onChange={(value) => {
            const minor = Number(value);
            setText(String(minor / 100));
          }}
        >
          <Group gap="xs" aria-label={i18n._({ id: "top-up.presets", message: "Preset amounts" })}>
            {TOPUP_PRESETS[active].map((preset) => (
              <Chip key={preset} value={String(preset)} radius="xl">
                {money(preset, active)}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
        <TextInput
          label={i18n._({
            id: "top-up.amount",
            message: "Amount ({currency})",
            values: { currency: active },
          })}
          inputMode="decimal"
          placeholder={amountPlaceholder(active, i18n.locale)}
          value={text}
          onChange={(event) => {
            setText(event.currentTarget.value);
          }}
          error={touched ? amountError : null}
        />
        {offered.length > 1 ? (
          <SegmentedControl
            aria-label={i18n._({ id: "top-up.pay-with", message: "Pay with" })}
            data={offered.map((m) => ({ value: m.provider, label: PROVIDER_LABELS[m.provider] }))}
            value={method?.provider ?? ""}
            onChange={(value) => {
              setProvider(value as PaymentProviderName);
            }}
          />
        ) : null}
        {method?.needsPhone ? (
          payerPhone ? (
            <Text size="sm" c="dimmed">
              {i18n._({
                id: "top-up.will-ask",
                message: "{provider} will ask {phone} to approve the payment.",
                values: { provider: PROVIDER_LABELS[method.provider], phone: payerPhone },
              })}
            </Text>
          ) : (
            <Stack
              gap="xs"
              aria-label={i18n._({ id: "top-up.verify-phone", message: "Verify your phone" })}
            >
              <Text size="sm">
                {i18n._({
                  id: "top-up.verify-phone-text",
                  message:
                    "{provider} charges your verified phone number. Verify it with the code we send by SMS.",
                  values: { provider: PROVIDER_LABELS[method.provider] },
                })}
              </Text>
              {verifyPhone}
            </Stack>
          )
        ) : null}
        {methods.isSuccess && offered.length === 0 ? (
          <Alert color="yellow" variant="light">
            {i18n._({
              id: "top-up.no-method",
              message: "No payment method takes {currency} yet.",
              values: { currency: active },
            })}
          </Alert>
        ) : null}
        {failure ? (
          <Alert color="red" variant="light" role="alert">
            {failure}{" "}
            <Button
              variant="subtle"
              size="compact-sm"
              onClick={() => {
                submit(true);
              }}
            >
              {i18n._({ id: "action.try-again", message: "Try again" })}
            </Button>
          </Alert>
        ) : null}
        {sentMessage ? (
          <Alert color="teal" variant="light" role="status">
            {sentMessage}
          </Alert>
        ) : null}
        <Button
          type="submit"
          radius="xl"
          color="#f5a524"
          autoContrast
          loading={topUp.isPending}
          disabled={!method || phoneMissing}
        >
          {amount !== null && !amountError
            ? i18n._({
                id: "top-up.submit",
                message: "Top up {amount}",
                values: { amount: money(amount, active) },
              })
            : i18n._({ id: "top-up.title", message: "Top up" })}
        </Button>
      </Stack>
    </form>
  );
}
