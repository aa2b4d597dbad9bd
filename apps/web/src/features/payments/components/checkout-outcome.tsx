import "@mantine/core/styles/Alert.css";
import { Alert } from "@mantine/core";
import { useEffect } from "react";
import { usePendingCheckout } from "../../../lib/checkout/use-pending-checkout.ts";
import { formatPrice } from "@tazama/contracts";
import { useI18n } from "../../../lib/i18n/use-i18n.ts";

/** Back from a top-up checkout: "₦2,000 added", "declined, nothing was charged", or waiting. */
export function CheckoutOutcome() {
  const { pending, checkout, checkoutError, forget } = usePendingCheckout();
  const i18n = useI18n();
  const settled = checkout && checkout.status !== "pending";
  useEffect(() => {
    if (settled) forget();
  }, [settled, forget]);
  if (!pending || pending.purchase) return null;
  if (checkoutError) return null;
  if (!checkout || checkout.status === "pending") {
    return (
      <Alert color="blue" variant="light" role="status">
        {i18n._({ id: "top-up.waiting", message: "Waiting for the payment to be confirmed…" })}
      </Alert>
    );
  }
  const amount = formatPrice(checkout.amount, checkout.currency, i18n.locale);
  if (checkout.status === "succeeded") {
    return (
      <Alert
        color="teal"
        variant="light"
        role="status"
        title={i18n._({ id: "top-up.complete", message: "Top-up complete" })}
      >
        {i18n._({
          id: "top-up.added",
          message: "{amount} was added to your wallet.",
          values: { amount },
        })}
      </Alert>
    );
  }
  if (checkout.status === "cancelled" || checkout.status === "expired") {
    return (
      <Alert
        color="gray"
        variant="light"
        role="status"
        title={i18n._({ id: "top-up.not-completed", message: "Top-up not completed" })}
      >
        {checkout.message}
      </Alert>
    );
  }
  return (
    <Alert
      color="red"
      variant="light"
      role="alert"
      title={i18n._({ id: "top-up.declined", message: "Top-up declined" })}
    >
      {i18n._({
        id: "top-up.declined-text",
        message:
          "Your payment of {amount} was declined, so nothing was charged and your balance is unchanged.",
        values: { amount },
      })}
    </Alert>
  );
}
