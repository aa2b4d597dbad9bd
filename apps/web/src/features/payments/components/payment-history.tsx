import "@mantine/core/styles/Badge.css";
import { Badge, Button, Text, Title } from "@mantine/core";
import type { PaymentStatus, ReceiptsResponse } from "@tazama/contracts";
import { useCancelTopUp } from "../api/cancel-top-up.ts";
import { useCheckTopUp } from "../api/check-top-up.ts";
import { useReceipts } from "../api/get-receipts.ts";
import { money } from "../../../lib/checkout/money-format.ts";
import classes from "./payment-history.module.css";

type Receipt = ReceiptsResponse["receipts"][number];

const STATUS: Record<PaymentStatus, { label: string; color: string }> = {
  succeeded: { label: "Completed", color: "teal" },
  pending: { label: "Pending", color: "blue" },
  failed: { label: "Failed", color: "red" },
  flagged: { label: "Under review", color: "orange" },
  cancelled: { label: "Cancelled", color: "gray" },
  expired: { label: "Expired", color: "gray" },
};

const when = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "short" });
const clock = new Intl.DateTimeFormat("en-GB", { timeStyle: "short" });

/**
 * How a receipt's amount reads: money in with a plus only once it is in; a top-up that never
 * arrived (failed, cancelled, expired) in red without a plus; one under review in orange.
 */
function amountOf(receipt: Receipt): { text: string; tone: "in" | "out" | "none" | "open" } {
  const amount = money(Math.abs(receipt.amount), receipt.currency);
  if (receipt.amount < 0) return { text: `−${amount}`, tone: "out" };
  if (receipt.status === "succeeded") return { text: `+${amount}`, tone: "in" };
  if (receipt.status === "pending") return { text: amount, tone: "open" };
  return { text: amount, tone: "none" };
}

function PendingActions({ receipt }: { receipt: Receipt }) {
  const cancel = useCancelTopUp();
  const check = useCheckTopUp();
  const checkoutUrl = receipt.topUp?.checkoutUrl ?? null;
  const expiresAt = receipt.topUp ? new Date(receipt.topUp.expiresAt) : null;
  const failure = cancel.error ?? check.error;
  return (
    <div className={classes.actions}>
      {checkoutUrl ? (
        <Button component="a" href={checkoutUrl} size="xs">
          Resume
        </Button>
      ) : (
        <Button
          size="xs"
          loading={check.isPending}
          onClick={() => {
            check.mutate(receipt.reference);
          }}
        >
          Check again
        </Button>
      )}
      <Button
        size="xs"
        variant="default"
        loading={cancel.isPending}
        onClick={() => {
          cancel.mutate(receipt.reference);
        }}
      >
        Cancel
      </Button>
      {expiresAt ? (
        <Text size="xs" c="dimmed">
          Expires at {clock.format(expiresAt)} if not completed
        </Text>
      ) : null}
      {failure ? (
        <Text size="xs" c="red.4" role="alert">
          {failure.message}
        </Text>
      ) : null}
    </div>
  );
}

function ReceiptItem({ receipt }: { receipt: Receipt }) {
  const status = STATUS[receipt.status];
  const amount = amountOf(receipt);
  return (
    <li className={classes.item}>
      <div className={classes.what}>
        <Text fw={600} size="sm" className={classes.description}>
          {receipt.description}
        </Text>
        <Text size="xs" c="dimmed">
          {receipt.method} · Ref <span className={classes.reference}>{receipt.reference}</span>
        </Text>
      </div>
      <Text component="time" size="xs" c="dimmed" dateTime={receipt.date} className={classes.when}>
        {when.format(new Date(receipt.date))}
      </Text>
      <Text fw={700} size="sm" className={classes.amount} data-tone={amount.tone}>
        {amount.text}
      </Text>
      <Badge variant="light" color={status.color} className={classes.status}>
        {status.label}
      </Badge>
      {receipt.status === "pending" && receipt.topUp ? <PendingActions receipt={receipt} /> : null}
    </li>
  );
}

/**
 * Payment history, newest first: one card per top-up, purchase or voucher with its time and
 * reference; a line per payment on wide screens, a stacked card on a phone (no sideways scroll).
 * A pending top-up offers Resume (its checkout again; Check again for an M-Pesa prompt) and
 * Cancel, and says when it expires by itself.
 */
export function PaymentHistory() {
  const receipts = useReceipts();
  const rows = receipts.data?.receipts ?? [];
  return (
    <section aria-labelledby="receipts-heading">
      <Title order={2} size="h3" id="receipts-heading" mb="sm">
        Payment history
      </Title>
      {receipts.isError ? <Text c="red">We couldn’t load your payments.</Text> : null}
      {receipts.isSuccess && rows.length === 0 ? <Text c="dimmed">No payments yet.</Text> : null}
      {rows.length > 0 ? (
        <ul className={classes.list} aria-labelledby="receipts-heading">
          {rows.map((receipt) => (
            <ReceiptItem key={receipt.id} receipt={receipt} />
          ))}
        </ul>
      ) : null}
    </section>
  );
}
