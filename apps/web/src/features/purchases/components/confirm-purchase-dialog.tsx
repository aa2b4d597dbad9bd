import "@mantine/core/styles/ModalBase.css";
import "@mantine/core/styles/Modal.css";
import "@mantine/core/styles/Overlay.css";
import "@mantine/core/styles/CloseButton.css";
import "@mantine/core/styles/Paper.css";
import "@mantine/core/styles/Button.css";
import "@mantine/core/styles/Stack.css";
import "@mantine/core/styles/Group.css";
import "@mantine/core/styles/Text.css";
import "@mantine/core/styles/Alert.css";
import { Alert, Button, Group, Modal, Stack, Text } from "@mantine/core";
import type { Currency, Shortfall } from "@tazama/contracts";
import { type PurchaseKind, topUpForShortfall } from "../../../lib/checkout/money-format.ts";
import { formatPrice } from "@tazama/contracts";
import { useI18n } from "../../../lib/i18n/use-i18n.ts";

export interface ConfirmPurchaseDialogProps {
  opened: boolean;
  title: string;
  kind: PurchaseKind;
  price: { amount: number; currency: Currency };
  terms: string;
  balance: { amount: number; currency: Currency } | null;
  busy: boolean;
  error: string | null;
  /** The title is not on sale now (the error says why): no Pay, Try again or top-up. */
  closed?: boolean;
  /** When the wallet is short: what it lacks (the top-up offered is never below the minimum). */
  shortfall: Shortfall | null;
  onConfirm: () => void;
  onTopUp: () => void;
  onClose: () => void;
}

/**
 * "Rent Kings of Lagos for ₦500?" with the terms, the balance before and after, and Pay — or, when
 * the wallet is short, the shortfall and one button "Top up ₦1,300 and rent" from the start.
 */
export function ConfirmPurchaseDialog(props: ConfirmPurchaseDialogProps) {
  const { title, kind, price, balance } = props;
  const i18n = useI18n();
  // Prices with the language's separators (French "₦1 500,50").
  const money = (amount: number, currency: Currency) => formatPrice(amount, currency, i18n.locale);
  const shortfall = props.shortfall && {
    ...props.shortfall,
    topUp: topUpForShortfall(props.shortfall.amount, props.shortfall.currency),
  };
  const after =
    balance && balance.currency === price.currency && balance.amount >= price.amount
      ? balance.amount - price.amount
      : null;
  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={
        kind === "buy"
          ? i18n._({ id: "purchase.buy-title", message: "Buy {title}", values: { title } })
          : i18n._({ id: "purchase.rent-title", message: "Rent {title}", values: { title } })
      }
      centered
      radius="md"
    >
      <Stack gap="sm">
        <Text size="lg" fw={700}>
          {kind === "buy"
            ? i18n._({
                id: "purchase.buy-for",
                message: "Buy for {price}",
                values: { price: money(price.amount, price.currency) },
              })
            : i18n._({
                id: "purchase.rent-for",
                message: "Rent for {price}",
                values: { price: money(price.amount, price.currency) },
              })}
        </Text>
        <Text size="sm" c="dimmed">
          {props.terms}
        </Text>
        {balance ? (
          <Text size="sm">
            {after !== null
              ? i18n._({
                  id: "purchase.balance-after",
                  message: "Wallet balance: {balance} → {after} after paying",
                  values: {
                    balance: money(balance.amount, balance.currency),
                    after: money(after, balance.currency),
                  },
                })
              : i18n._({
                  id: "purchase.balance",
                  message: "Wallet balance: {balance}",
                  values: { balance: money(balance.amount, balance.currency) },
                })}
          </Text>
        ) : (
          <Text size="sm">
            {i18n._({
              id: "purchase.empty-wallet",
              message: "Your wallet is empty: top up first, then the purchase finishes.",
            })}
          </Text>
        )}
        {shortfall ? (
          <Alert
            color="yellow"
            variant="light"
            title={i18n._({ id: "purchase.short", message: "Not enough in your wallet" })}
          >
            {kind === "buy"
              ? i18n._({
                  id: "purchase.short-buy",
                  message:
                    "You need {need} more. Top up {topUp} and we’ll finish the purchase as soon as the money is in.",
                  values: {
                    need: money(shortfall.amount, shortfall.currency),
                    topUp: money(shortfall.topUp, shortfall.currency),
                  },
                })
              : i18n._({
                  id: "purchase.short-rent",
                  message:
                    "You need {need} more. Top up {topUp} and we’ll finish the rental as soon as the money is in.",
                  values: {
                    need: money(shortfall.amount, shortfall.currency),
                    topUp: money(shortfall.topUp, shortfall.currency),
                  },
                })}
          </Alert>
        ) : null}
        {props.error ? (
          <Alert color="red" variant="light" role="alert">
            {props.error}
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="sm" mt="xs">
          <Button variant="default" radius="xl" onClick={props.onClose} disabled={props.busy}>
            {props.closed
              ? i18n._({ id: "purchase.close", message: "Close" })
              : i18n._({ id: "purchase.cancel", message: "Cancel" })}
          </Button>
          {props.closed ? null : shortfall ? (
            <Button
              radius="xl"
              color="#f5a524"
              autoContrast
              loading={props.busy}
              onClick={props.onTopUp}
            >
              {kind === "buy"
                ? i18n._({
                    id: "purchase.top-up-buy",
                    message: "Top up {amount} and buy",
                    values: { amount: money(shortfall.topUp, shortfall.currency) },
                  })
                : i18n._({
                    id: "purchase.top-up-rent",
                    message: "Top up {amount} and rent",
                    values: { amount: money(shortfall.topUp, shortfall.currency) },
                  })}
            </Button>
          ) : (
            <Button
              radius="xl"
              color="#f5a524"
              autoContrast
              loading={props.busy}
              onClick={props.onConfirm}
            >
              {props.error
                ? i18n._({ id: "action.try-again", message: "Try again" })
                : i18n._({
                    id: "purchase.pay",
                    message: "Pay {price}",
                    values: { price: money(price.amount, price.currency) },
                  })}
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
