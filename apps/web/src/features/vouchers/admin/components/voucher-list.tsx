import "@mantine/core/styles/Paper.css";
import { Badge, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { type AdminVoucher, VOUCHER_STATES, formatPrice } from "@tazama/contracts";
import type { ColumnDef } from "@tanstack/react-table";
import { useMemo } from "react";
import { AdminTablePage } from "../../../../components/admin/admin-table-page.tsx";
import { useAdminVouchers } from "../../api/voucher-admin.ts";
import { dateFormat } from "../../../../lib/i18n/date-format.ts";
import type { I18n } from "../../../../lib/i18n/i18n.ts";
import { useI18n } from "../../../../lib/i18n/use-i18n.ts";
import {
  ListSearch,
  ListSelect,
  useListFilters,
} from "../../../../components/admin/list-filters.tsx";
import { VoucherBatchForm } from "./voucher-batch-form.tsx";

const STATE_COLORS: Record<AdminVoucher["state"], string> = {
  active: "green",
  "used-up": "gray",
  expired: "red",
};
const day = (i18n: I18n) => dateFormat(i18n, { dateStyle: "medium" });

/** A code's state in words. */
function stateLabel(state: AdminVoucher["state"], i18n: I18n): string {
  switch (state) {
    case "active":
      return i18n._({ id: "admin.vouchers.state.active", message: "active" });
    case "used-up":
      return i18n._({ id: "admin.vouchers.state.used-up", message: "used-up" });
    case "expired":
      return i18n._({ id: "admin.vouchers.state.expired", message: "expired" });
  }
}

const giftOf = (v: AdminVoucher, i18n: I18n) =>
  v.credit
    ? formatPrice(v.credit.amount, v.credit.currency, i18n.locale)
    : (v.title?.title ?? i18n._({ id: "admin.vouchers.a-title", message: "A title" }));
const stateBadge = (v: AdminVoucher, i18n: I18n) => (
  <Badge color={STATE_COLORS[v.state]} variant="light" style={{ minWidth: "max-content" }}>
    {stateLabel(v.state, i18n)}
  </Badge>
);

const columns = (i18n: I18n): ColumnDef<AdminVoucher>[] => [
  {
    id: "code",
    header: i18n._({ id: "admin.vouchers.column.code", message: "Code" }),
    cell: ({ row }) => (
      <Text size="sm" ff="monospace">
        {row.original.code}
      </Text>
    ),
  },
  {
    id: "gift",
    header: i18n._({ id: "admin.vouchers.column.gives", message: "Gives" }),
    cell: ({ row }) => giftOf(row.original, i18n),
  },
  {
    id: "uses",
    header: i18n._({ id: "admin.vouchers.column.used", message: "Used" }),
    cell: ({ row }) =>
      i18n._({
        id: "admin.vouchers.uses",
        message: "{uses} of {max}",
        values: { uses: row.original.uses, max: row.original.maxUses },
      }),
  },
  {
    id: "expires",
    header: i18n._({ id: "admin.vouchers.column.valid-until", message: "Valid until" }),
    cell: ({ row }) => day(i18n).format(new Date(row.original.expiresAt)),
  },
  {
    id: "state",
    header: i18n._({ id: "admin.vouchers.column.state", message: "State" }),
    cell: ({ row }) => stateBadge(row.original, i18n),
  },
];

function VoucherCard({ voucher }: { voucher: AdminVoucher }) {
  const i18n = useI18n();
  return (
    <Paper withBorder radius="md" p="sm" bg="dark.7">
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text ff="monospace" size="sm" style={{ overflowWrap: "anywhere" }}>
          {voucher.code}
        </Text>
        {stateBadge(voucher, i18n)}
      </Group>
      <Text size="sm">{giftOf(voucher, i18n)}</Text>
      <Text size="xs" c="gray.4">
        {i18n._({
          id: "admin.vouchers.card-uses",
          message: "used {uses} of {max} · until {until}",
          values: {
            uses: voucher.uses,
            max: voucher.maxUses,
            until: day(i18n).format(new Date(voucher.expiresAt)),
          },
        })}
      </Text>
    </Paper>
  );
}

export function VoucherList() {
  const i18n = useI18n();
  const cols = useMemo(() => columns(i18n), [i18n]);
  const filters = useListFilters([], "");
  const state = VOUCHER_STATES.find((s) => s === filters.params.get("state"));
  const vouchers = useAdminVouchers({
    q: filters.params.get("q") ?? undefined,
    state,
    page: filters.page,
  });
  return (
    <Stack gap="md">
      <Paper withBorder p="md" radius="md" bg="dark.7">
        <Title order={2} size="h5" mb="sm">
          {i18n._({ id: "admin.vouchers.new", message: "New codes" })}
        </Title>
        <VoucherBatchForm />
      </Paper>
      <AdminTablePage
        filters={filters}
        toolbar={
          <>
            <ListSearch
              filters={filters}
              placeholder={i18n._({ id: "admin.vouchers.search", message: "Part of a code" })}
            />
            <ListSelect
              filters={filters}
              name="state"
              label={i18n._({ id: "admin.vouchers.column.state", message: "State" })}
              options={[
                { value: "", label: i18n._({ id: "admin.filter.any", message: "Any" }) },
                ...VOUCHER_STATES.map((s) => ({ value: s, label: stateLabel(s, i18n) })),
              ]}
            />
          </>
        }
        sortable={false}
        label={i18n._({ id: "admin.vouchers.label", message: "Vouchers" })}
        columns={cols}
        rows={vouchers.data?.vouchers ?? []}
        total={vouchers.data?.total ?? 0}
        pageSize={vouchers.data?.pageSize ?? 50}
        state={vouchers}
        rowKey={(v) => v.code}
        empty={i18n._({ id: "admin.vouchers.empty", message: "No voucher matches." })}
        renderCard={(v) => <VoucherCard voucher={v} />}
      />
    </Stack>
  );
}
