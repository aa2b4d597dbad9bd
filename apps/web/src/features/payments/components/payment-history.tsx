import "@mantine/core/styles/Badge.css";
import { Badge, Button, Text, Title } from "@mantine/core";
import type { PaymentStatus, ReceiptsResponse } from "@tazama/contracts";
import { useCancelTopUp } from "../api/cancel-top-up.ts";
import { useCheckTopUp } from "../api/check-top-up.ts";
import { useReceipts } from "../api/get-receipts.ts";
import { money } from "../../../lib/checkout/money-format.ts";
import type { I18n } from "../../../lib/i18n/i18n.ts";
import { dateFormat } from "../../../lib/i18n/date-format.ts";
import { useI18n } from "../../../lib/i18n/use-i18n.ts";
import classes from "./payment-history.module.css";

type Receipt = ReceiptsResponse["receipts"][number];

const STATUS_COLOR: Record<PaymentStatus, string> = {
  succeeded: "teal",
  pending: "blue",
  failed: "red",
  flagged: "orange",
  cancelled: "gray",
  expired: "gray",
};

function statusLabel(status: PaymentStatus, i18n: I18n): string {
  switch (status) {
    case "succeeded":
      return i18n._({ id: "payments.completed", message: "Completed" });
    case "pending":
      return i18n._({ id: "payments.pending", message: "Pending" });
    case "failed":
      return i18n._({ id: "payments.failed", message: "Failed" });
    case "flagged":
      return i18n._({ id: "payments.under-review", message: "Under review" });
    case "cancelled":
      return i18n._({ id: "payments.cancelled", message: "Cancelled" });
    case "expired":
      return i18n._({ id: "payments.expired", message: "Expired" });
  }
}

/**
 * How a receipt's amount reads: money in with a plus only once it is in; a top-up that never
 * arrived (failed, cancelled, expired) in red without a plus; one under review in orange.
 */
function amountOf(
  receipt: Receipt,
  language: string,
): { text: string; tone: "in" | "out" | "none" | "open" } {
  const amount = money(Math.abs(receipt.amount), receipt.currency, language);
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
  const i18n = useI18n();
  return (
    <div className={classes.actions}>
      {checkoutUrl ? (
        <Button component="a" href={checkoutUrl} size="xs">
          {i18n._({ id: "payments.resume", message: "Resume" })}
        </Button>
      ) : (
        <Button
          size="xs"
          loading={check.isPending}
          onClick={() => {
            check.mutate(receipt.reference);
          }}
        >
          {i18n._({ id: "payments.check-again", message: "Check again" })}
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
        {i18n._({ id: "purchase.cancel", message: "Cancel" })}
      </Button>
      {expiresAt ? (
        <Text size="xs" c="dimmed">
          {i18n._({
            id: "payments.expires-at",
            message: "Expires at {time} if not completed",
            values: {
              time: dateFormat(i18n, { timeStyle: "short" }).format(expiresAt),
            },
          })}
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
  const i18n = useI18n();
  const amount = amountOf(receipt, i18n.locale);
  const when = dateFormat(i18n, { dateStyle: "medium", timeStyle: "short" });
  return (
    <li className={classes.item}>
      <div className={classes.what}>
        <Text fw={600} size="sm" className={classes.description}>
          {receipt.description}
        </Text>
        <Text size="xs" c="dimmed">
          {receipt.method} · {i18n._({ id: "payments.ref", message: "Ref" })}{" "}
          <span className={classes.reference}>{receipt.reference}</span>
        </Text>
      </div>
      <Text component="time" size="xs" c="dimmed" dateTime={receipt.date} className={classes.when}>
        {when.format(new Date(receipt.date))}
      </Text>
      <Text fw={700} size="sm" className={classes.amount} data-tone={amount.tone}>
        {amount.text}
      </Text>
      <Badge variant="light" color={STATUS_COLOR[receipt.status]} className={classes.status}>
        {statusLabel(receipt.status, i18n)}
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
  const i18n = useI18n();
  return (
    <section aria-labelledby="receipts-heading">
      <Title order={2} size="h3" id="receipts-heading" mb="sm">
        {i18n._({ id: "payments.history", message: "Payment history" })}
      </Title>
      {receipts.isError ? (
        <Text c="red">
          {i18n._({ id: "payments.load-error", message: "We couldn’t load your payments." })}
        </Text>
      ) : null}
      {receipts.isSuccess && rows.length === 0 ? (
        <Text c="dimmed">{i18n._({ id: "payments.none", message: "No payments yet." })}</Text>
      ) : null}
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
