import "@mantine/core/styles/Alert.css";
import { Alert } from "@mantine/core";
import classes from "../../../components/ui/purchase-actions.module.css";

/**
 * Above a purchase's buttons: "Finishing your purchase…" while it completes (back from a top-up,
 * or paying), and, when the top-up was declined, that nothing was charged.
 */
export function PurchaseProgress({
  finishing,
  declined,
}: {
  finishing: boolean;
  declined: boolean;
}) {
  return (
    <>
      {finishing ? (
        <p className={classes.note} role="status">
          Finishing your purchase…
        </p>
      ) : null}
      {declined ? (
        <Alert color="red" variant="light" role="alert" mb="sm">
          Your top-up didn’t go through, so nothing was charged. You can try again.
        </Alert>
      ) : null}
    </>
  );
}
