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
import { type PurchaseKind, money, topUpForShortfall } from "../../../lib/checkout/money-format.ts";

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
  const shortfall = props.shortfall && {
    ...props.shortfall,
    topUp: topUpForShortfall(props.shortfall.amount, props.shortfall.currency),
  };
  const verb = kind === "buy" ? "Buy" : "Rent";
  const after =
    balance && balance.currency === price.currency && balance.amount >= price.amount
      ? balance.amount - price.amount
      : null;
  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={`${verb} ${title}`}
      centered
      radius="md"
    >
      <Stack gap="sm">
        <Text size="lg" fw={700}>
          {verb} for {money(price.amount, price.currency)}
        </Text>
        <Text size="sm" c="dimmed">
          {props.terms}
        </Text>
        {balance ? (
          <Text size="sm">
            Wallet balance: {money(balance.amount, balance.currency)}
            {after !== null ? ` → ${money(after, balance.currency)} after paying` : ""}
          </Text>
        ) : (
          <Text size="sm">Your wallet is empty: top up first, then the purchase finishes.</Text>
        )}
        {shortfall ? (
          <Alert color="yellow" variant="light" title="Not enough in your wallet">
            You need {money(shortfall.amount, shortfall.currency)} more. Top up{" "}
            {money(shortfall.topUp, shortfall.currency)} and we’ll finish the{" "}
            {kind === "buy" ? "purchase" : "rental"} as soon as the money is in.
          </Alert>
        ) : null}
        {props.error ? (
          <Alert color="red" variant="light" role="alert">
            {props.error}
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="sm" mt="xs">
          <Button variant="default" radius="xl" onClick={props.onClose} disabled={props.busy}>
            {props.closed ? "Close" : "Cancel"}
          </Button>
          {props.closed ? null : shortfall ? (
            <Button
              radius="xl"
              color="#f5a524"
              autoContrast
              loading={props.busy}
              onClick={props.onTopUp}
            >
              Top up {money(shortfall.topUp, shortfall.currency)} and {kind}
            </Button>
          ) : (
            <Button
              radius="xl"
              color="#f5a524"
              autoContrast
              loading={props.busy}
              onClick={props.onConfirm}
            >
              {props.error ? "Try again" : `Pay ${money(price.amount, price.currency)}`}
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
