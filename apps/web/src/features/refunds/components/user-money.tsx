import "@mantine/core/styles/Paper.css";
import "@mantine/core/styles/Input.css";
import { Badge, Button, Group, Paper, Stack, Text, TextInput, Title } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { type AdminPurchase, REFUND_REASON_MAX, formatPrice } from "@tazama/contracts";
import { useState } from "react";
import { fromMinor, toMinor } from "../../../lib/price-input.ts";
import { useRefund, useUserPurchases, useUserWallet } from "../api/refunds.ts";

const when = new Intl.DateTimeFormat(undefined, { dateStyle: "medium" });
const KIND = { buy: "Bought", rent: "Rented", pass: "Pass" } as const;

/** A person's wallet and purchases on their console page, with refunds. */
export function UserMoney({ userId, onRefunded }: { userId: string; onRefunded?: () => unknown }) {
  const wallet = useUserWallet(userId);
  const purchases = useUserPurchases(userId);
  const balance = wallet.data?.wallet;
  return (
    <Stack gap="sm">
      <Title order={3} size="h5">
        Wallet
      </Title>
      <Text>
        {balance ? formatPrice(balance.balance, balance.currency) : "No wallet yet (no top-up)."}
      </Text>
      {wallet.data && wallet.data.ledger.recent.length > 0 ? (
        <Stack
          gap={2}
          aria-label="Latest movements"
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
              {balance ? formatPrice(entry.amount, balance.currency) : entry.amount}
            </Text>
          ))}
        </Stack>
      ) : null}
      <Title order={3} size="h5" mt="sm">
        Purchases
      </Title>
      {purchases.isError ? <Text c="red.4">{purchases.error.message}</Text> : null}
      {purchases.data?.purchases.length === 0 ? (
        <Text size="sm" c="gray.4">
          Nothing bought yet.
        </Text>
      ) : null}
      <Stack
        gap="xs"
        component="ul"
        p={0}
        m={0}
        aria-label="Purchases"
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
  const [open, setOpen] = useState(false);
  return (
    <Paper withBorder radius="md" p="sm" bg="dark.7">
      <Group justify="space-between" gap="xs" wrap="wrap">
        <div>
          <Text fw={700}>{purchase.name}</Text>
          <Text size="sm" c="gray.4">
            {KIND[purchase.kind]} {when.format(new Date(purchase.purchasedAt))} ·{" "}
            {purchase.source === "wallet"
              ? formatPrice(purchase.amountMinor, purchase.currency)
              : purchase.source === "voucher"
                ? "voucher"
                : "organisation seat"}
            {purchase.refundedMinor > 0
              ? ` · ${formatPrice(purchase.refundedMinor, purchase.currency)} refunded`
              : ""}
          </Text>
        </div>
        {purchase.revoked ? (
          <Badge color="gray" variant="light">
            Refunded
          </Badge>
        ) : purchase.refundableMinor > 0 && !open ? (
          <Button
            size="compact-sm"
            variant="default"
            onClick={() => {
              setOpen(true);
            }}
          >
            Refund…
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
  const refund = useRefund(userId, onRefunded);
  // One key for this refund: a retry after a dropped answer cannot pay twice.
  const [key] = useState(() => crypto.randomUUID());
  const [amount, setAmount] = useState(fromMinor(purchase.refundableMinor));
  const [reason, setReason] = useState("");
  const minor = toMinor(amount);
  const amountError =
    minor === null
      ? "An amount like 800 or 800.50"
      : minor > purchase.refundableMinor
        ? `At most ${formatPrice(purchase.refundableMinor, purchase.currency)}`
        : null;
  const ready = amountError === null && reason.trim().length >= 3;
  return (
    <form
      aria-label={`Refund ${purchase.name}`}
      onSubmit={(event) => {
        event.preventDefault();
        if (!ready || minor === null) return;
        refund.mutate(
          { body: { purchaseId: purchase.id, amountMinor: minor, reason: reason.trim() }, key },
          {
            onSuccess: (done) => {
              notifications.show({
                message: `${formatPrice(done.amountMinor, done.currency)} went back to the wallet.`,
              });
              onClose();
            },
            onError: (error) =>
              notifications.show({ color: "red", title: "Not refunded", message: error.message }),
          },
        );
      }}
    >
      <Group align="flex-start" gap="sm" mt="sm" wrap="wrap">
        <TextInput
          label={`Amount (${purchase.currency})`}
          inputMode="decimal"
          value={amount}
          error={amountError}
          onChange={(event) => {
            setAmount(event.currentTarget.value);
          }}
          w={140}
        />
        <TextInput
          label="Reason"
          placeholder="What went wrong"
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
            ? `Refund ${formatPrice(minor, purchase.currency)}`
            : "Refund"}
        </Button>
        <Button variant="subtle" onClick={onClose}>
          Cancel
        </Button>
      </Group>
    </form>
  );
}
