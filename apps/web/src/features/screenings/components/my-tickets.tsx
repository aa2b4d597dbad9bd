import { Stack, Text, Title } from "@mantine/core";
import { Anchor } from "@mantine/core";
import { Link } from "react-router";
import { useTickets } from "../api/screenings.ts";
import { TicketCard } from "./ticket-card.tsx";
import { useI18n } from "../../../lib/i18n/use-i18n.ts";

/** My Collection's tickets: the next screening first; past ones after it. */
export function MyTickets() {
  const i18n = useI18n();
  const tickets = useTickets();
  const bookings = tickets.data?.bookings ?? [];
  return (
    <Stack gap="sm" component="section" aria-labelledby="tickets-heading" id="tickets">
      <Title order={2} size="h3" id="tickets-heading">
        {i18n._({ id: "tickets.heading", message: "Tickets" })}
      </Title>
      {tickets.isSuccess && bookings.length === 0 ? (
        <Text c="dimmed">
          {i18n._({ id: "tickets.none", message: "No tickets yet." })}{" "}
          <Anchor component={Link} to="/screenings">
            {i18n._({ id: "tickets.see-screenings", message: "See what’s screening" })}
          </Anchor>
        </Text>
      ) : null}
      {bookings.map((booking) => (
        <TicketCard key={booking.id} booking={booking} />
      ))}
    </Stack>
  );
}
