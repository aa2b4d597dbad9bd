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
import { useMemo } from "react";
import { Link } from "react-router";
import { AdminTablePage } from "../../../../components/admin/admin-table-page.tsx";
import { useAdminPayments } from "../../api/admin-payments.ts";
import { dateFormat } from "../../../../lib/i18n/date-format.ts";
import type { I18n } from "../../../../lib/i18n/i18n.ts";
import { useI18n } from "../../../../lib/i18n/use-i18n.ts";
import { ListSelect, useListFilters } from "../../../../components/admin/list-filters.tsx";

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
const when = (i18n: I18n) => dateFormat(i18n, { dateStyle: "medium", timeStyle: "short" });
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A payment's state in words. */
function statusLabel(status: Payment["status"], i18n: I18n): string {
  switch (status) {
    case "flagged":
      return i18n._({ id: "admin.payments.status.flagged", message: "flagged" });
    case "pending":
      return i18n._({ id: "admin.payments.status.pending", message: "pending" });
    case "succeeded":
      return i18n._({ id: "admin.payments.status.succeeded", message: "succeeded" });
    case "failed":
      return i18n._({ id: "admin.payments.status.failed", message: "failed" });
    case "cancelled":
      return i18n._({ id: "admin.payments.status.cancelled", message: "cancelled" });
    case "expired":
      return i18n._({ id: "admin.payments.status.expired", message: "expired" });
  }
}

const person = (payment: Payment) => `/admin/users/${encodeURIComponent(payment.user.id)}`;
const statusBadge = (payment: Payment, i18n: I18n) => (
  <Badge
    color={STATUS_COLORS[payment.status]}
    variant="light"
    style={{ flexShrink: 0, minWidth: "max-content" }}
  >
    {statusLabel(payment.status, i18n)}
  </Badge>
);

const columns = (i18n: I18n): ColumnDef<Payment>[] => [
  {
    id: "when",
    header: i18n._({ id: "admin.payments.column.started", message: "Started" }),
    cell: ({ row }) => (
      <Text size="sm" style={{ whiteSpace: "nowrap" }}>
        {when(i18n).format(new Date(row.original.createdAt))}
      </Text>
    ),
  },
  {
    id: "who",
    header: i18n._({ id: "admin.payments.column.payer", message: "Payer" }),
    cell: ({ row }) => (
      <Anchor component={Link} to={person(row.original)} size="sm">
        {row.original.user.email}
      </Anchor>
    ),
  },
  {
    id: "amount",
    header: i18n._({ id: "admin.payments.column.amount", message: "Amount" }),
    cell: ({ row }) => formatPrice(row.original.amount, row.original.currency, i18n.locale),
  },
  {
    id: "provider",
    header: i18n._({ id: "admin.payments.column.provider", message: "Provider" }),
    cell: ({ row }) => row.original.provider,
  },
  {
    id: "status",
    header: i18n._({ id: "admin.payments.column.state", message: "State" }),
    cell: ({ row }) => statusBadge(row.original, i18n),
  },
  {
    id: "reason",
    header: i18n._({ id: "admin.payments.column.why-flagged", message: "Why flagged" }),
    cell: ({ row }) => <Text size="sm">{row.original.flagReason ?? ""}</Text>,
  },
  {
    id: "reference",
    header: i18n._({ id: "admin.payments.column.reference", message: "Reference" }),
    cell: ({ row }) => (
      <Text size="xs" ff="monospace">
        {row.original.reference}
      </Text>
    ),
  },
];

function PaymentCard({ payment }: { payment: Payment }) {
  const i18n = useI18n();
  return (
    <Paper withBorder radius="md" p="sm" bg="dark.7">
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text fw={700}>{formatPrice(payment.amount, payment.currency, i18n.locale)}</Text>
        {statusBadge(payment, i18n)}
      </Group>
      <Anchor component={Link} to={person(payment)} size="sm" style={{ overflowWrap: "anywhere" }}>
        {payment.user.email}
      </Anchor>
      <Text size="xs" c="gray.4">
        {payment.provider} · {when(i18n).format(new Date(payment.createdAt))}
      </Text>
      {payment.flagReason ? (
        <Text size="sm" c="red.3">
          {payment.flagReason}
        </Text>
      ) : null}
    </Paper>
  );
}

export function PaymentList() {
  const i18n = useI18n();
  const cols = useMemo(() => columns(i18n), [i18n]);
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
    <AdminTablePage
      filters={filters}
      toolbar={
        <>
          <ListSelect
            filters={filters}
            name="status"
            label={i18n._({ id: "admin.payments.column.state", message: "State" })}
            options={[
              {
                value: "",
                label: i18n._({ id: "admin.payments.any-state", message: "Any (flagged first)" }),
              },
              ...STATUSES.map((s) => ({ value: s, label: statusLabel(s, i18n) })),
            ]}
          />
          <ListSelect
            filters={filters}
            name="provider"
            label={i18n._({ id: "admin.payments.column.provider", message: "Provider" })}
            options={[
              { value: "", label: i18n._({ id: "admin.filter.any", message: "Any" }) },
              ...PAYMENT_PROVIDER_NAMES.map((p) => ({ value: p, label: p })),
            ]}
          />
          {dayInput("from", i18n._({ id: "admin.payments.from", message: "From" }), from)}
          {dayInput("to", i18n._({ id: "admin.payments.to", message: "To" }), to)}
        </>
      }
      sortable={false}
      label={i18n._({ id: "admin.payments.label", message: "Payments" })}
      columns={cols}
      rows={payments.data?.payments ?? []}
      total={payments.data?.total ?? 0}
      pageSize={PAGE_SIZE}
      state={payments}
      rowKey={(payment) => payment.reference}
      empty={i18n._({ id: "admin.payments.empty", message: "No payment matches." })}
      minWidth={900}
      renderCard={(payment) => <PaymentCard payment={payment} />}
    />
  );
}
