import "@mantine/core/styles/Alert.css";
import { Alert, Anchor, Stack } from "@mantine/core";
import type { BookResponse } from "@tazama/contracts";
import { useEffect, useRef } from "react";
import { Link } from "react-router";
import { money } from "../../../lib/checkout/money-format.ts";
import { TicketCard } from "./ticket-card.tsx";
import { useI18n } from "../../../lib/i18n/use-i18n.ts";

/** After paying: the ticket at once (QR codes, ref code), and where to find it again. */
export function BookingDone({ result }: { result: BookResponse }) {
  const i18n = useI18n();
  const top = useRef<HTMLDivElement>(null);
  // The ticket is what the viewer came for: bring it into view.
  useEffect(() => {
    top.current?.scrollIntoView({ block: "start", behavior: "smooth" });
  }, []);
  return (
    <Stack gap="md" ref={top} style={{ scrollMarginTop: 120 }}>
      <Alert
        color="teal"
        variant="light"
        role="status"
        title={i18n._({ id: "booking.done.title", message: "You’re booked" })}
      >
        {i18n._({
          id: "booking.done.body",
          message: "Show a QR code or say your ref code at the door. Your wallet: {balance}.",
          values: {
            balance: money(result.balance.amount, result.balance.currency, i18n.locale),
          },
        })}{" "}
        <Anchor component={Link} to="/my-collection#tickets">
          {i18n._({ id: "booking.done.all-tickets", message: "All your tickets" })}
        </Anchor>
      </Alert>
      <TicketCard booking={result.booking} />
    </Stack>
  );
}
