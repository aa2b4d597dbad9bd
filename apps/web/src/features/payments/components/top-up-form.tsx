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
import { CURRENCIES, type Currency, type PaymentProviderName } from "@tazama/contracts";
import { type ReactNode, useState } from "react";
import { ApiError } from "../../../lib/api-client.ts";
import { usePaymentMethods } from "../../../lib/checkout/get-payment-methods.ts";
import { useTopUp } from "../../../lib/checkout/use-top-up.ts";
import {
  TOPUP_PRESETS,
  money,
  parseAmount,
  topUpAmountError,
} from "../../../lib/checkout/money-format.ts";

const PROVIDER_LABELS: Record<PaymentProviderName, string> = {
  sandbox: "Test checkout",
  paystack: "Card, bank or USSD",
  mpesa: "M-Pesa",
};

/**
 * A plain amount within the currency's limits for the field's placeholder: its second preset
 * ("2,000" NGN, "10" USD; a fixed "2,000" was above the $1,000 maximum).
 */
function amountPlaceholder(currency: Currency): string {
  const presets = TOPUP_PRESETS[currency];
  const preset = presets[1] ?? presets[0] ?? 0;
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

  const active = walletCurrency ?? currency;
  const offered = (methods.data?.methods ?? []).filter((m) => m.currencies.includes(active));
  const method = offered.find((m) => m.provider === provider) ?? offered[0];
  const amount = parseAmount(text);
  const amountError = topUpAmountError(amount, active);
  const phoneMissing = method?.needsPhone === true && payerPhone === null;
  const failure =
    topUp.error instanceof ApiError
      ? topUp.error.message
      : topUp.error
        ? "The top-up could not start. Check your connection and try again."
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
      aria-label="Top up"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit(false);
      }}
    >
      <Stack gap="sm">
        {walletCurrency ? null : (
          <SegmentedControl
            aria-label="Wallet currency"
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
          <Group gap="xs" aria-label="Preset amounts">
            {TOPUP_PRESETS[active].map((preset) => (
              <Chip key={preset} value={String(preset)} radius="xl">
                {money(preset, active)}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
        <TextInput
          label={`Amount (${active})`}
          inputMode="decimal"
          placeholder={amountPlaceholder(active)}
          value={text}
          onChange={(event) => {
            setText(event.currentTarget.value);
          }}
          error={touched ? amountError : null}
        />
        {offered.length > 1 ? (
          <SegmentedControl
            aria-label="Pay with"
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
              {PROVIDER_LABELS[method.provider]} will ask {payerPhone} to approve the payment.
            </Text>
          ) : (
            <Stack gap="xs" aria-label="Verify your phone">
              <Text size="sm">
                {PROVIDER_LABELS[method.provider]} charges your verified phone number. Verify it
                with the code we send by SMS.
              </Text>
              {verifyPhone}
            </Stack>
          )
        ) : null}
        {methods.isSuccess && offered.length === 0 ? (
          <Alert color="yellow" variant="light">
            No payment method takes {active} yet.
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
              Try again
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
          {amount !== null && !amountError ? `Top up ${money(amount, active)}` : "Top up"}
        </Button>
      </Stack>
    </form>
  );
}
