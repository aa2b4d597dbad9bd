import "@mantine/notifications/styles.css";
import { Notifications } from "@mantine/notifications";

/** Toasts at top centre, at most 5 shown, the rest queued (spec §4); a lazy chunk of the layout. */
export function Toasts() {
  return <Notifications position="top-center" limit={5} zIndex={1000} />;
}
