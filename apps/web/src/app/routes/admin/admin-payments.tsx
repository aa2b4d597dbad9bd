import "@mantine/core/styles/Paper.css";
import "@mantine/core/styles/Input.css";
import { Anchor, Badge, Group, Paper, Text, TextInput } from "@mantine/core";
import {
  type AdminPayments,
  type AdminPaymentsQuery,
  PAYMENT_PROVIDER_NAMES,
  PAYMENT_STATUS_NAMES,
  formatPrice,
} from "@tazama/contracts";
import type { ColumnDef } from "@tanstack/react-table";
import { Link } from "react-router";
import { DataTable } from "../../../components/ui/data-table.tsx";
import { useAdminPayments } from "../../../features/payments/api/admin-payments.ts";
import { usePageTitle } from "../../../lib/use-page-title.ts";
import { ListSelect, useListFilters } from "./list-filters.tsx";

type Payment = AdminPayments["payments"][number];
const PAGE_SIZE = 50;
/** Flagged first in the State filter too: they are what a person must look at. */
const STATUSES = [
  "flagged",
  ...PAYMENT_STATUS_NAMES.filter((status) => status !== "flagged"),
] as const;
const STATUS_COLORS: Record<Payment["status"], string> = {
  flagged: "red",
  pending: "yellow",
  succeeded: "green",
  failed: "gray",
  cancelled: "gray",
  expired: "gray",
};
const when = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" });
const DAY = /^\d{4}-\d{2}-\d{2}$/;

const person = (payment: Payment) => `/admin/users/${encodeURIComponent(payment.user.id)}`;
const statusBadge = (payment: Payment) => (
  <Badge
    color={STATUS_COLORS[payment.status]}
    variant="light"
    style={{ flexShrink: 0, minWidth: "max-content" }}
  >
    {payment.status}
  </Badge>
);

const COLUMNS: ColumnDef<Payment>[] = [
  {
    id: "when",
    header: "Started",
    cell: ({ row }) => (
      <Text size="sm" style={{ whiteSpace: "nowrap" }}>
        {when.format(new Date(row.original.createdAt))}
      </Text>
    ),
  },
  {
    id: "who",
    header: "Payer",
    cell: ({ row }) => (
      <Anchor component={Link} to={person(row.original)} size="sm">
        {row.original.user.email}
      </Anchor>
    ),
  },
  {
    id: "amount",
    header: "Amount",
    cell: ({ row }) => formatPrice(row.original.amount, row.original.currency),
  },
  { id: "provider", header: "Provider", cell: ({ row }) => row.original.provider },
  { id: "status", header: "State", cell: ({ row }) => statusBadge(row.original) },
  {
    id: "reason",
    header: "Why flagged",
    cell: ({ row }) => <Text size="sm">{row.original.flagReason ?? ""}</Text>,
  },
  {
    id: "reference",
    header: "Reference",
    cell: ({ row }) => (
      <Text size="xs" ff="monospace">
        {row.original.reference}
      </Text>
    ),
  },
];

function PaymentCard({ payment }: { payment: Payment }) {
  return (
    <Paper withBorder radius="md" p="sm" bg="dark.7">
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text fw={700}>{formatPrice(payment.amount, payment.currency)}</Text>
        {statusBadge(payment)}
      </Group>
      <Anchor component={Link} to={person(payment)} size="sm" style={{ overflowWrap: "anywhere" }}>
        {payment.user.email}
      </Anchor>
      <Text size="xs" c="gray.4">
        {payment.provider} · {when.format(new Date(payment.createdAt))}
      </Text>
      {payment.flagReason ? (
        <Text size="sm" c="red.3">
          {payment.flagReason}
        </Text>
      ) : null}
    </Paper>
  );
}

/** /admin/payments: top-ups for review; flagged ones (nothing credited) first, with why. */
export function AdminPaymentsPage() {
  usePageTitle("Payments · Admin");
  const filters = useListFilters(["createdAt"], "createdAt");
  const { params, update } = filters;
  const status = params.get("status");
  const provider = params.get("provider");
  const from = params.get("from") ?? "";
  const to = params.get("to") ?? "";
  const query: AdminPaymentsQuery = {
    status: STATUSES.find((s) => s === status),
    provider: PAYMENT_PROVIDER_NAMES.find((p) => p === provider),
    from: DAY.test(from) ? from : undefined,
    to: DAY.test(to) ? to : undefined,
    page: filters.page,
    limit: PAGE_SIZE,
  };
  const payments = useAdminPayments(query);
  const dayInput = (name: "from" | "to", label: string, value: string) => (
    <TextInput
      type="date"
      label={label}
      value={value}
      onChange={(event) => {
        update({ [name]: event.currentTarget.value || undefined });
      }}
    />
  );
  return (
    <>
      <Group align="flex-end" gap="sm" mb="md" wrap="wrap">
        <ListSelect
          filters={filters}
          name="status"
          label="State"
          options={[
            { value: "", label: "Any (flagged first)" },
            ...STATUSES.map((s) => ({ value: s, label: s })),
          ]}
        />
        <ListSelect
          filters={filters}
          name="provider"
          label="Provider"
          options={[
            { value: "", label: "Any" },
            ...PAYMENT_PROVIDER_NAMES.map((p) => ({ value: p, label: p })),
          ]}
        />
        {dayInput("from", "From", from)}
        {dayInput("to", "To", to)}
      </Group>
      <DataTable
        label="Payments"
        columns={COLUMNS}
        rows={payments.data?.payments ?? []}
        total={payments.data?.total ?? 0}
        page={filters.page}
        pageSize={PAGE_SIZE}
        onPage={(page) => {
          update({ page: String(page) });
        }}
        state={payments}
        rowKey={(payment) => payment.reference}
        empty="No payment matches."
        minWidth={900}
        renderCard={(payment) => <PaymentCard payment={payment} />}
      />
    </>
  );
}
