import "@mantine/core/styles/Paper.css";
import { Anchor, Badge, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { type AdminBooking, formatPrice } from "@tazama/contracts";
import type { ColumnDef } from "@tanstack/react-table";
import { Link, useParams } from "react-router";
import { DataTable } from "../../../components/ui/data-table.tsx";
import { useAdminScreeningBookings } from "../../../features/screenings/api/screening-admin.ts";
import { screeningWhen, screeningWhere } from "../../../features/screenings/lib/format.ts";
import { usePageTitle } from "../../../lib/use-page-title.ts";
import { salesText } from "./admin-screenings.tsx";

const bookedAt = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" });

const refreshmentsText = (b: AdminBooking) =>
  b.refreshments.map((r) => `${r.quantity} × ${r.name}${r.served ? " (served)" : ""}`).join(", ") ||
  "—";
const doorText = (b: AdminBooking) => `${b.checkedIn} of ${b.seats.length} in`;

function Status({ booking }: { booking: AdminBooking }) {
  return booking.status === "cancelled" ? (
    <Badge color="red" variant="light" size="sm">
      refunded
    </Badge>
  ) : (
    <Badge color="green" variant="light" size="sm">
      confirmed
    </Badge>
  );
}

const Buyer = ({ booking }: { booking: AdminBooking }) => (
  <Anchor component={Link} to={`/admin/users/${booking.buyer.id}`} size="sm">
    {booking.buyer.name}
  </Anchor>
);

const COLUMNS: ColumnDef<AdminBooking>[] = [
  {
    id: "ref",
    header: "Ref code",
    cell: ({ row }) => (
      <Text ff="monospace" size="sm" fw={700}>
        {row.original.refCode}
      </Text>
    ),
  },
  { id: "buyer", header: "Buyer", cell: ({ row }) => <Buyer booking={row.original} /> },
  { id: "seats", header: "Seats", cell: ({ row }) => row.original.seats.join(", ") },
  { id: "door", header: "Door", cell: ({ row }) => doorText(row.original) },
  { id: "refreshments", header: "Refreshments", cell: ({ row }) => refreshmentsText(row.original) },
  {
    id: "paid",
    header: "Paid",
    cell: ({ row }) => formatPrice(row.original.amount, row.original.currency),
  },
  { id: "status", header: "Status", cell: ({ row }) => <Status booking={row.original} /> },
  {
    id: "at",
    header: "Booked",
    cell: ({ row }) => bookedAt.format(new Date(row.original.createdAt)),
  },
];

function BookingCard({ booking: b }: { booking: AdminBooking }) {
  return (
    <Paper withBorder radius="md" p="sm" bg="dark.7">
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text ff="monospace" fw={700}>
          {b.refCode}
        </Text>
        <Status booking={b} />
      </Group>
      <Buyer booking={b} />
      <Text size="sm" c="gray.3">
        {b.seats.join(", ")} · {doorText(b)} · {formatPrice(b.amount, b.currency)}
      </Text>
      {b.refreshments.length > 0 ? (
        <Text size="sm" c="gray.4">
          {refreshmentsText(b)}
        </Text>
      ) : null}
    </Paper>
  );
}

/** /admin/screenings/{id}: one screening's bookings, who bought them, who came, what they ate. */
export function AdminScreeningPage() {
  const id = (useParams()["*"] ?? "").split("/")[1] ?? "";
  const answer = useAdminScreeningBookings(id);
  const screening = answer.data?.screening;
  usePageTitle(screening ? `${screening.title.title} · Screenings · Admin` : "Screening · Admin");
  const bookings = answer.data?.bookings ?? [];
  return (
    <Stack gap="md">
      <Anchor component={Link} to="/admin/screenings" size="sm">
        ← All screenings
      </Anchor>
      {answer.isError ? <Text c="red.4">{answer.error.message}</Text> : null}
      {screening ? (
        <Stack gap={2}>
          <Title order={2} size="h4">
            {screening.title.title}
          </Title>
          <Text c="gray.3">
            {screeningWhen(screening.startsAt)} · {screeningWhere(screening)}
            {screening.status === "cancelled" ? " · cancelled" : ""}
          </Text>
          <Text size="sm" c="gray.4">
            {salesText(screening)}
          </Text>
        </Stack>
      ) : null}
      <DataTable
        label="Bookings"
        columns={COLUMNS}
        rows={bookings}
        total={bookings.length}
        page={1}
        pageSize={Math.max(bookings.length, 1)}
        onPage={() => undefined}
        state={answer}
        rowKey={(b) => b.id}
        empty="No bookings yet."
        renderCard={(b) => <BookingCard booking={b} />}
      />
    </Stack>
  );
}
