import "@mantine/core/styles/Button.css";
import { Button, type ButtonProps } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { Suspense, lazy, useState } from "react";
import { useEvents } from "../api/get-events.ts";
import { hasUpcoming } from "../lib/events.ts";

// The dialog (Modal, scroll lock, cards) loads on the first click, not with the page.
const EventsDialog = lazy(async () => ({
  default: (await import("./events-dialog.tsx")).EventsDialog,
}));

export interface EventsButtonProps {
  /** The clock; tests pass a fixed date. Defaults to the time of each render. */
  now?: Date;
  size?: ButtonProps["size"];
  variant?: ButtonProps["variant"];
  fullWidth?: boolean;
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
}: EventsButtonProps) {
  const { data } = useEvents();
  const [opened, { open, close }] = useDisclosure(false);
  const [requested, setRequested] = useState(false);
  if (opened && !requested) setRequested(true);
  const current = now ?? new Date();
  const events = data?.events ?? [];
  // An open dialog stays open if its last event ends meanwhile; it then says none remain.
  if (!opened && !hasUpcoming(events, current)) return null;
  return (
    <>
      <Button
        size={size}
        variant={variant}
        fullWidth={fullWidth}
        onClick={open}
        aria-haspopup="dialog"
      >
        Events
      </Button>
      {requested ? (
        <Suspense fallback={null}>
          <EventsDialog opened={opened} onClose={close} events={events} now={current} />
        </Suspense>
      ) : null}
    </>
  );
}
