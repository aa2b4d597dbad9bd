import "@mantine/core/styles/Paper.css";
import "@mantine/core/styles/Input.css";
import { Badge, Button, Group, Paper, Stack, Text, TextInput, Title } from "@mantine/core";
import { notifications } from "../../../lib/toasts.ts";
import { type AdminPurchase, REFUND_REASON_MAX, formatPrice } from "@tazama/contracts";
import { useState } from "react";
import { fromMinor, toMinor } from "../../../lib/price-input.ts";
import { useRefund, useUserPurchases, useUserWallet } from "../api/refunds.ts";
import type { I18n } from "../../../lib/i18n/i18n.ts";
import { dateFormat } from "../../../lib/i18n/date-format.ts";
import { useI18n } from "../../../lib/i18n/use-i18n.ts";

function kindText(kind: AdminPurchase["kind"], i18n: I18n): string {
  switch (kind) {
    case "buy":
      return i18n._({ id: "refunds.kind.buy", message: "Bought" });
    case "rent":
      return i18n._({ id: "refunds.kind.rent", message: "Rented" });
    case "pass":
      return i18n._({ id: "refunds.kind.pass", message: "Pass" });
  }
}

/** A person's wallet and purchases on their console page, with refunds. */
export function UserMoney({ userId, onRefunded }: { userId: string; onRefunded?: () => unknown }) {
  const i18n = useI18n();
  const when = dateFormat(i18n, { dateStyle: "medium" });
  const wallet = useUserWallet(userId);
  const purchases = useUserPurchases(userId);
  const balance = wallet.data?.wallet;
  return (
    <Stack gap="sm">
      <Title order={3} size="h5">
        {i18n._({ id: "refunds.wallet", message: "Wallet" })}
      </Title>
      <Text>
        {balance
          ? formatPrice(balance.balance, balance.currency, i18n.locale)
          : i18n._({ id: "refunds.no-wallet", message: "No wallet yet (no top-up)." })}
      </Text>
      {wallet.data && wallet.data.ledger.recent.length > 0 ? (
        <Stack
          gap={2}
          aria-label={i18n._({ id: "refunds.movements", message: "Latest movements" })}
          component="ul"
          p={0}
          m={0}
          style={{ listStyle: "none" }}
        >
          {wallet.data.ledger.recent.slice(0, 5).map((entry) => (
            <Text
              component="li"
              size="sm"
              c="gray.4"
              key={`${entry.createdAt}${entry.description}`}
            >
              {when.format(new Date(entry.createdAt))} · {entry.description} ·{" "}
              {balance ? formatPrice(entry.amount, balance.currency, i18n.locale) : entry.amount}
            </Text>
          ))}
        </Stack>
      ) : null}
      <Title order={3} size="h5" mt="sm">
        {i18n._({ id: "refunds.purchases", message: "Purchases" })}
      </Title>
      {purchases.isError ? <Text c="red.4">{purchases.error.message}</Text> : null}
      {purchases.data?.purchases.length === 0 ? (
        <Text size="sm" c="gray.4">
          {i18n._({ id: "refunds.none", message: "Nothing bought yet." })}
        </Text>
      ) : null}
      <Stack
        gap="xs"
        component="ul"
        p={0}
        m={0}
        aria-label={i18n._({ id: "refunds.purchases", message: "Purchases" })}
        style={{ listStyle: "none" }}
      >
        {purchases.data?.purchases.map((purchase) => (
          <li key={purchase.id}>
            <PurchaseRow userId={userId} purchase={purchase} onRefunded={onRefunded} />
          </li>
        ))}
      </Stack>
    </Stack>
  );
}

function PurchaseRow({
  userId,
  purchase,
  onRefunded,
}: {
  userId: string;
  purchase: AdminPurchase;
  onRefunded?: () => unknown;
}) {
  const i18n = useI18n();
  const when = dateFormat(i18n, { dateStyle: "medium" });
  const [open, setOpen] = useState(false);
  return (
    <Paper withBorder radius="md" p="sm" bg="dark.7">
      <Group justify="space-between" gap="xs" wrap="wrap">
        <div>
          <Text fw={700}>{purchase.name}</Text>
          <Text size="sm" c="gray.4">
            {kindText(purchase.kind, i18n)} {when.format(new Date(purchase.purchasedAt))} ·{" "}
            {purchase.source === "wallet"
              ? formatPrice(purchase.amountMinor, purchase.currency, i18n.locale)
              : purchase.source === "voucher"
                ? i18n._({ id: "refunds.source.voucher", message: "voucher" })
                : i18n._({ id: "refunds.source.seat", message: "organisation seat" })}
            {purchase.refundedMinor > 0
              ? ` · ${i18n._({
                  id: "refunds.refunded-amount",
                  message: "{amount} refunded",
                  values: {
                    amount: formatPrice(purchase.refundedMinor, purchase.currency, i18n.locale),
                  },
                })}`
              : ""}
          </Text>
        </div>
        {purchase.revoked ? (
          <Badge color="gray" variant="light">
            {i18n._({ id: "refunds.refunded", message: "Refunded" })}
          </Badge>
        ) : purchase.refundableMinor > 0 && !open ? (
          <Button
            size="compact-sm"
            variant="default"
            onClick={() => {
              setOpen(true);
            }}
          >
            {i18n._({ id: "refunds.open", message: "Refund…" })}
          </Button>
        ) : null}
      </Group>
      {open ? (
        <RefundForm
          userId={userId}
          purchase={purchase}
          onClose={() => {
            setOpen(false);
          }}
          onRefunded={onRefunded}
        />
      ) : null}
    </Paper>
  );
}

function RefundForm({
  userId,
  purchase,
  onClose,
  onRefunded,
}: {
  userId: string;
  purchase: AdminPurchase;
  onClose: () => void;
  onRefunded?: () => unknown;
}) {
  const i18n = useI18n();
  const refund = useRefund(userId, onRefunded);
  // One key for this refund: a retry after a dropped answer cannot pay twice.
  const [key] = useState(() => crypto.randomUUID());
  const [amount, setAmount] = useState(fromMinor(purchase.refundableMinor));
  const [reason, setReason] = useState("");
  const minor = toMinor(amount);
  const amountError =
    minor === null
      ? i18n._({ id: "refunds.amount-format", message: "An amount like 800 or 800.50" })
      : minor > purchase.refundableMinor
        ? i18n._({
            id: "refunds.at-most",
            message: "At most {amount}",
            values: {
              amount: formatPrice(purchase.refundableMinor, purchase.currency, i18n.locale),
            },
          })
        : null;
  const ready = amountError === null && reason.trim().length >= 3;
  return (
    <form
      aria-label={i18n._({
        id: "refunds.form",
        message: "Refund {name}",
        values: { name: purchase.name },
      })}
      onSubmit={(event) => {
        event.preventDefault();
        if (!ready || minor === null) return;
        refund.mutate(
          { body: { purchaseId: purchase.id, amountMinor: minor, reason: reason.trim() }, key },
          {
            onSuccess: (done) => {
              notifications.show({
                message: i18n._({
                  id: "refunds.done",
                  message: "{amount} went back to the wallet.",
                  values: { amount: formatPrice(done.amountMinor, done.currency, i18n.locale) },
                }),
              });
              onClose();
            },
            onError: (error) =>
              notifications.show({
                color: "red",
                title: i18n._({ id: "refunds.failed", message: "Not refunded" }),
                message: error.message,
              }),
          },
        );
      }}
    >
      <Group align="flex-start" gap="sm" mt="sm" wrap="wrap">
        <TextInput
          label={i18n._({
            id: "refunds.amount",
            message: "Amount ({currency})",
            values: { currency: purchase.currency },
          })}
          inputMode="decimal"
          value={amount}
          error={amountError}
          onChange={(event) => {
            setAmount(event.currentTarget.value);
          }}
          w={140}
        />
        <TextInput
          label={i18n._({ id: "refunds.reason", message: "Reason" })}
          placeholder={i18n._({ id: "refunds.reason-hint", message: "What went wrong" })}
          maxLength={REFUND_REASON_MAX}
          value={reason}
          onChange={(event) => {
            setReason(event.currentTarget.value);
          }}
          style={{ flex: "1 1 200px" }}
        />
      </Group>
      <Group gap="sm" mt="sm">
        <Button type="submit" color="red" disabled={!ready} loading={refund.isPending}>
          {minor !== null && amountError === null
            ? i18n._({
                id: "refunds.submit-amount",
                message: "Refund {amount}",
                values: { amount: formatPrice(minor, purchase.currency, i18n.locale) },
              })
            : i18n._({ id: "refunds.submit", message: "Refund" })}
        </Button>
        <Button variant="subtle" onClick={onClose}>
          {i18n._({ id: "refunds.cancel", message: "Cancel" })}
        </Button>
      </Group>
    </form>
  );
}
