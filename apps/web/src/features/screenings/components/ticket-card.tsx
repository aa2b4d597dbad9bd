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
import { useI18n } from "../../../lib/i18n/use-i18n.ts";

/**
 * One booking as a ticket: what and when, where (the address for a venue), the ref code to type
 * at the door, one QR code per seat (scanned once each), and the refreshments ordered.
 */
export function TicketCard({ booking }: { booking: Booking }) {
  const { screening } = booking;
  const cancelled = booking.status === "cancelled";
  const i18n = useI18n();
  const seatLine = (seat: string) =>
    screening.seated
      ? i18n._({ id: "seats.seat", message: "Seat {seat}", values: { seat } })
      : i18n._({ id: "ticket.place", message: "Place {seat}", values: { seat } });
  const qrLabel = (seat: string) =>
    screening.seated
      ? i18n._({ id: "ticket.qr-seat", message: "QR code for seat {seat}", values: { seat } })
      : i18n._({ id: "ticket.qr-place", message: "QR code for place {seat}", values: { seat } });
  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      bg="dark.7"
      component="article"
      aria-label={i18n._({
        id: "ticket.label",
        message: "Ticket {refCode}",
        values: { refCode: booking.refCode },
      })}
    >
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs" wrap="wrap">
          <div>
            <Title order={3} size="h4">
              {screening.title.title}
            </Title>
            <Text size="sm" c="gray.3">
              {screeningWhen(screening.startsAt, i18n)} · {screeningWhere(screening, i18n)}
            </Text>
            {screening.venue ? (
              <Text size="sm" c="gray.5">
                {screening.venue.address}
              </Text>
            ) : null}
          </div>
          {cancelled ? (
            <Badge color="red" variant="light">
              {i18n._({ id: "screening.cancelled-refunded", message: "Cancelled · refunded" })}
            </Badge>
          ) : null}
        </Group>
        {!cancelled && !screening.venue ? (
          <Group gap="sm" wrap="wrap">
            <Button component={Link} to={`/screenings/${screening.id}/watch`}>
              {i18n._({ id: "ticket.join-online", message: "Join the online screening" })}
            </Button>
            <Text size="sm" c="gray.4">
              {i18n._({
                id: "ticket.room-opens",
                message: "The room opens {minutes} minutes before the start.",
                values: { minutes: SCREENING_ROOM_OPENS_MIN },
              })}
            </Text>
          </Group>
        ) : null}
        <div>
          <Text size="xs" c="gray.5" tt="uppercase">
            {i18n._({ id: "door.refcode", message: "Ref code" })}
          </Text>
          <Text className={classes.code}>{booking.refCode}</Text>
        </div>
        {cancelled ? null : (
          <div className={classes.seats}>
            {booking.tickets.map((ticket) => (
              <div key={ticket.id} className={classes.seat}>
                <TicketQr token={ticket.token} label={qrLabel(ticket.seat)} />
                <Text fw={700}>
                  {seatLine(ticket.seat)}
                  {ticket.checkedInAt ? ` · ${i18n._({ id: "ticket.in", message: "in" })}` : ""}
                </Text>
              </div>
            ))}
          </div>
        )}
        {booking.refreshments.length > 0 ? (
          <Text size="sm">
            {i18n._({
              id: "ticket.refreshments",
              message: "Refreshments: {order}",
              values: {
                order: booking.refreshments
                  .map(
                    (r) =>
                      `${r.quantity} × ${r.name}${
                        r.served ? ` (${i18n._({ id: "door.served", message: "served" })})` : ""
                      }`,
                  )
                  .join(", "),
              },
            })}
          </Text>
        ) : null}
        <Text size="xs" c="gray.5">
          {i18n._({
            id: "ticket.paid",
            message: "Paid {amount} from your wallet",
            values: { amount: money(booking.amount, booking.currency, i18n.locale) },
          })}
        </Text>
        {booking.refreshmentsOpen ? <AddRefreshments booking={booking} /> : null}
      </Stack>
    </Paper>
  );
}
