import "@mantine/core/styles/Badge.css";
import "@mantine/core/styles/Paper.css";
import { Badge, Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { type Booking, SCREENING_ROOM_OPENS_MIN } from "@tazama/contracts";
import { Link } from "react-router";
import { money } from "../../../lib/checkout/money-format.ts";
import { screeningWhen, screeningWhere } from "../lib/format.ts";
import { AddRefreshments } from "./add-refreshments.tsx";
import { TicketQr } from "./ticket-qr.tsx";
import classes from "./ticket.module.css";

/**
 * One booking as a ticket: what and when, where (the address for a venue), the ref code to type
 * at the door, one QR code per seat (scanned once each), and the refreshments ordered.
 */
export function TicketCard({ booking }: { booking: Booking }) {
  const { screening } = booking;
  const cancelled = booking.status === "cancelled";
  const seatWord = screening.seated ? "Seat" : "Place";
  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      bg="dark.7"
      component="article"
      aria-label={`Ticket ${booking.refCode}`}
    >
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs" wrap="wrap">
          <div>
            <Title order={3} size="h4">
              {screening.title.title}
            </Title>
            <Text size="sm" c="gray.3">
              {screeningWhen(screening.startsAt)} · {screeningWhere(screening)}
            </Text>
            {screening.venue ? (
              <Text size="sm" c="gray.5">
                {screening.venue.address}
              </Text>
            ) : null}
          </div>
          {cancelled ? (
            <Badge color="red" variant="light">
              Cancelled · refunded
            </Badge>
          ) : null}
        </Group>
        {!cancelled && !screening.venue ? (
          <Group gap="sm" wrap="wrap">
            <Button component={Link} to={`/screenings/${screening.id}/watch`}>
              Join the online screening
            </Button>
            <Text size="sm" c="gray.4">
              The room opens {SCREENING_ROOM_OPENS_MIN} minutes before the start.
            </Text>
          </Group>
        ) : null}
        <div>
          <Text size="xs" c="gray.5" tt="uppercase">
            Ref code
          </Text>
          <Text className={classes.code}>{booking.refCode}</Text>
        </div>
        {cancelled ? null : (
          <div className={classes.seats}>
            {booking.tickets.map((ticket) => (
              <div key={ticket.id} className={classes.seat}>
                <TicketQr
                  token={ticket.token}
                  label={`QR code for ${seatWord.toLowerCase()} ${ticket.seat}`}
                />
                <Text fw={700}>
                  {seatWord} {ticket.seat}
                  {ticket.checkedInAt ? " · in" : ""}
                </Text>
              </div>
            ))}
          </div>
        )}
        {booking.refreshments.length > 0 ? (
          <Text size="sm">
            Refreshments:{" "}
            {booking.refreshments
              .map((r) => `${r.quantity} × ${r.name}${r.served ? " (served)" : ""}`)
              .join(", ")}
          </Text>
        ) : null}
        <Text size="xs" c="gray.5">
          Paid {money(booking.amount, booking.currency)} from your wallet
        </Text>
        {booking.refreshmentsOpen ? <AddRefreshments booking={booking} /> : null}
      </Stack>
    </Paper>
  );
}
