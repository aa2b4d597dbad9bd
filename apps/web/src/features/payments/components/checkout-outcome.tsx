import "@mantine/core/styles/Alert.css";
import { Alert } from "@mantine/core";
import { useEffect } from "react";
import { usePendingCheckout } from "../../../lib/checkout/use-pending-checkout.ts";
import { money } from "../../../lib/checkout/money-format.ts";

/** Back from a top-up checkout: "₦2,000 added", "declined, nothing was charged", or waiting. */
export function CheckoutOutcome() {
  const { pending, checkout, checkoutError, forget } = usePendingCheckout();
  const settled = checkout && checkout.status !== "pending";
  useEffect(() => {
    if (settled) forget();
  }, [settled, forget]);
  if (!pending || pending.purchase) return null;
  if (checkoutError) return null;
  if (!checkout || checkout.status === "pending") {
    return (
      <Alert color="blue" variant="light" role="status">
        Waiting for the payment to be confirmed…
      </Alert>
    );
  }
  const amount = money(checkout.amount, checkout.currency);
  if (checkout.status === "succeeded") {
    return (
      <Alert color="teal" variant="light" role="status" title="Top-up complete">
        {amount} was added to your wallet.
      </Alert>
    );
  }
  if (checkout.status === "cancelled" || checkout.status === "expired") {
    return (
      <Alert color="gray" variant="light" role="status" title="Top-up not completed">
        {checkout.message}
      </Alert>
    );
  }
  return (
    <Alert color="red" variant="light" role="alert" title="Top-up declined">
      Your payment of {amount} was declined, so nothing was charged and your balance is unchanged.
    </Alert>
  );
}
