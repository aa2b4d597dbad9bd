import "@mantine/core/styles/Paper.css";
import { Anchor, Badge, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { type AdminBooking, formatPrice } from "@tazama/contracts";
import type { ColumnDef } from "@tanstack/react-table";
import { useMemo } from "react";
import { Link } from "react-router";
import { DataTable } from "../../../../components/ui/data-table.tsx";
import { useAdminScreeningBookings } from "../../api/screening-admin.ts";
import { screeningWhen, screeningWhere } from "../../lib/format.ts";
import { dateFormat } from "../../../../lib/i18n/date-format.ts";
import type { I18n } from "../../../../lib/i18n/i18n.ts";
import { useI18n } from "../../../../lib/i18n/use-i18n.ts";
import { salesText } from "./screening-list.tsx";

const refreshmentsText = (b: AdminBooking, i18n: I18n) =>
  b.refreshments
    .map((r) =>
      r.served
        ? i18n._({
            id: "admin.screening.refreshment-served",
            message: "{quantity} × {name} (served)",
            values: { quantity: r.quantity, name: r.name },
          })
        : i18n._({
            id: "admin.screening.refreshment",
            message: "{quantity} × {name}",
            values: { quantity: r.quantity, name: r.name },
          }),
    )
    .join(", ") || "—";
const doorText = (b: AdminBooking, i18n: I18n) =>
  i18n._({
    id: "admin.screening.door",
    message: "{checkedIn} of {seats} in",
    values: { checkedIn: b.checkedIn, seats: b.seats.length },
  });

function Status({ booking }: { booking: AdminBooking }) {
  const i18n = useI18n();
  return booking.status === "cancelled" ? (
    <Badge color="red" variant="light" size="sm">
      {i18n._({ id: "admin.screening.refunded", message: "refunded" })}
    </Badge>
  ) : (
    <Badge color="green" variant="light" size="sm">
      {i18n._({ id: "admin.screening.confirmed", message: "confirmed" })}
    </Badge>
  );
}

const Buyer = ({ booking }: { booking: AdminBooking }) => (
  <Anchor component={Link} to={`/admin/users/${booking.buyer.id}`} size="sm">
    {booking.buyer.name}
  </Anchor>
);

const columns = (i18n: I18n): ColumnDef<AdminBooking>[] => [
  {
    id: "ref",
    header: i18n._({ id: "admin.screening.column.ref", message: "Ref code" }),
    cell: ({ row }) => (
      <Text ff="monospace" size="sm" fw={700}>
        {row.original.refCode}
      </Text>
    ),
  },
  {
    id: "buyer",
    header: i18n._({ id: "admin.screening.column.buyer", message: "Buyer" }),
    cell: ({ row }) => <Buyer booking={row.original} />,
  },
  {
    id: "seats",
    header: i18n._({ id: "admin.screening.column.seats", message: "Seats" }),
    cell: ({ row }) => row.original.seats.join(", "),
  },
  {
    id: "door",
    header: i18n._({ id: "admin.screening.column.door", message: "Door" }),
    cell: ({ row }) => doorText(row.original, i18n),
  },
  {
    id: "refreshments",
    header: i18n._({ id: "admin.screening.column.refreshments", message: "Refreshments" }),
    cell: ({ row }) => refreshmentsText(row.original, i18n),
  },
  {
    id: "paid",
    header: i18n._({ id: "admin.screening.column.paid", message: "Paid" }),
    cell: ({ row }) => formatPrice(row.original.amount, row.original.currency, i18n.locale),
  },
  {
    id: "status",
    header: i18n._({ id: "admin.screening.column.status", message: "Status" }),
    cell: ({ row }) => <Status booking={row.original} />,
  },
  {
    id: "at",
    header: i18n._({ id: "admin.screening.column.booked", message: "Booked" }),
    cell: ({ row }) =>
      dateFormat(i18n, { dateStyle: "medium", timeStyle: "short" }).format(
        new Date(row.original.createdAt),
      ),
  },
];

function BookingCard({ booking: b }: { booking: AdminBooking }) {
  const i18n = useI18n();
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
        {b.seats.join(", ")} · {doorText(b, i18n)} ·{" "}
        {formatPrice(b.amount, b.currency, i18n.locale)}
      </Text>
      {b.refreshments.length > 0 ? (
        <Text size="sm" c="gray.4">
          {refreshmentsText(b, i18n)}
        </Text>
      ) : null}
    </Paper>
  );
}

/** One screening's bookings: who bought them, who came, what they ate. */
export function ScreeningBookings({ id }: { id: string }) {
  const answer = useAdminScreeningBookings(id);
  const screening = answer.data?.screening;
  const i18n = useI18n();
  const cols = useMemo(() => columns(i18n), [i18n]);
  const bookings = answer.data?.bookings ?? [];
  return (
    <Stack gap="md">
      <Anchor component={Link} to="/admin/screenings" size="sm">
        ← {i18n._({ id: "admin.screening.all", message: "All screenings" })}
      </Anchor>
      {/* A failure to load is said once, by the table below ("Bookings could not be loaded."). */}
      {screening ? (
        <Stack gap={2}>
          <Title order={2} size="h4">
            {screening.title.title}
          </Title>
          <Text c="gray.3">
            {screeningWhen(screening.startsAt, i18n)} · {screeningWhere(screening, i18n)}
            {screening.status === "cancelled" ? " · " : ""}
            {screening.status === "cancelled"
              ? i18n._({ id: "admin.screenings.cancelled", message: "cancelled" })
              : ""}
          </Text>
          <Text size="sm" c="gray.4">
            {salesText(screening, i18n)}
          </Text>
        </Stack>
      ) : null}
      <DataTable
        label={i18n._({ id: "admin.screening.label", message: "Bookings" })}
        columns={cols}
        rows={bookings}
        total={bookings.length}
        page={1}
        pageSize={Math.max(bookings.length, 1)}
        onPage={() => undefined}
        state={answer}
        rowKey={(b) => b.id}
        empty={i18n._({ id: "admin.screening.empty", message: "No bookings yet." })}
        renderCard={(b) => <BookingCard booking={b} />}
      />
    </Stack>
  );
}
