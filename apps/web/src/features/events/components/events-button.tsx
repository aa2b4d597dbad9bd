import { useI18n } from "../../../lib/i18n/use-i18n.ts";
import "@mantine/core/styles/Button.css";
import { Button, type ButtonProps } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { Suspense, lazy, useState } from "react";
import { useEvents } from "../api/get-events.ts";
import { useHydrated } from "../../../lib/use-hydrated.ts";
import { hasUpcoming } from "../lib/events.ts";

// The dialog (Modal, scroll lock, cards) loads on the first open, not with the page.
const EventsDialog = lazy(async () => ({
  default: (await import("./events-dialog.tsx")).EventsDialog,
}));

export interface EventsButtonProps {
  /** The clock; tests pass a fixed date. Defaults to the time of each render. */
  now?: Date;
  size?: ButtonProps["size"];
  variant?: ButtonProps["variant"];
  fullWidth?: boolean;
  /**
   * Someone else shows the dialog (an EventsDialogHost that outlives this button: the phone
   * menu's button closes the menu first). Without it the button has its own dialog.
   */
  onOpen?: () => void;
}

/**
 * The top bar's Events button (spec §2, §4): absent while loading, on error, and when every
 * event has ended; otherwise it opens the Events dialog.
 */
export function EventsButton({
  now,
  size = "xs",
  variant = "default",
  fullWidth = false,
  onOpen,
}: EventsButtonProps) {
  const { data } = useEvents();
  const [opened, { open, close }] = useDisclosure(false);
  const i18n = useI18n();
  // Absent from the server's markup (no events there): absent while it hydrates, too.
  const hydrated = useHydrated();
  const current = now ?? new Date();
  // An open dialog stays open if its last event ends meanwhile; it then says none remain.
  if (!opened && (!hydrated || !hasUpcoming(data?.events ?? [], current))) return null;
  return (
    <>
      <Button
        size={size}
        variant={variant}
        fullWidth={fullWidth}
        onClick={onOpen ?? open}
        aria-haspopup="dialog"
      >
        {i18n._({ id: "events.button", message: "Events" })}
      </Button>
      {onOpen ? null : <EventsDialogHost opened={opened} onClose={close} now={current} />}
    </>
  );
}

export interface EventsDialogHostProps {
  opened: boolean;
  onClose: () => void;
  now?: Date;
}

/** The Events dialog, fetched on its first opening and kept mounted after (its closing). */
export function EventsDialogHost({ opened, onClose, now }: EventsDialogHostProps) {
  const { data } = useEvents();
  const [requested, setRequested] = useState(false);
  if (opened && !requested) setRequested(true);
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <EventsDialog
        opened={opened}
        onClose={onClose}
        events={data?.events ?? []}
        now={now ?? new Date()}
      />
    </Suspense>
  );
}
