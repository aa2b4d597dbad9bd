import "@mantine/core/styles/Paper.css";
import { Badge, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { type AdminVoucher, VOUCHER_STATES, formatPrice } from "@tazama/contracts";
import type { ColumnDef } from "@tanstack/react-table";
import { DataTable } from "../../../components/ui/data-table.tsx";
import { useAdminVouchers } from "../../../features/vouchers/api/voucher-admin.ts";
import { usePageTitle } from "../../../lib/use-page-title.ts";
import { ListSearch, ListSelect, useListFilters } from "./list-filters.tsx";
import { VoucherBatchForm } from "./voucher-batch-form.tsx";

const STATE_COLORS: Record<AdminVoucher["state"], string> = {
  active: "green",
  "used-up": "gray",
  expired: "red",
};
const day = new Intl.DateTimeFormat(undefined, { dateStyle: "medium" });

const giftOf = (v: AdminVoucher) =>
  v.credit ? formatPrice(v.credit.amount, v.credit.currency) : (v.title?.title ?? "A title");
const stateBadge = (v: AdminVoucher) => (
  <Badge color={STATE_COLORS[v.state]} variant="light" style={{ minWidth: "max-content" }}>
    {v.state}
  </Badge>
);

const COLUMNS: ColumnDef<AdminVoucher>[] = [
  {
    id: "code",
    header: "Code",
    cell: ({ row }) => (
      <Text size="sm" ff="monospace">
        {row.original.code}
      </Text>
    ),
  },
  { id: "gift", header: "Gives", cell: ({ row }) => giftOf(row.original) },
  {
    id: "uses",
    header: "Used",
    cell: ({ row }) => `${row.original.uses} of ${row.original.maxUses}`,
  },
  {
    id: "expires",
    header: "Valid until",
    cell: ({ row }) => day.format(new Date(row.original.expiresAt)),
  },
  { id: "state", header: "State", cell: ({ row }) => stateBadge(row.original) },
];

function VoucherCard({ voucher }: { voucher: AdminVoucher }) {
  return (
    <Paper withBorder radius="md" p="sm" bg="dark.7">
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text ff="monospace" size="sm" style={{ overflowWrap: "anywhere" }}>
          {voucher.code}
        </Text>
        {stateBadge(voucher)}
      </Group>
      <Text size="sm">{giftOf(voucher)}</Text>
      <Text size="xs" c="gray.4">
        used {voucher.uses} of {voucher.maxUses} · until {day.format(new Date(voucher.expiresAt))}
      </Text>
    </Paper>
  );
}

/** /admin/vouchers: make codes (one or a batch) and see each code's use. */
export function AdminVouchersPage() {
  usePageTitle("Vouchers · Admin");
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
          New codes
        </Title>
        <VoucherBatchForm />
      </Paper>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <ListSearch filters={filters} placeholder="Part of a code" />
        <ListSelect
          filters={filters}
          name="state"
          label="State"
          options={[
            { value: "", label: "Any" },
            ...VOUCHER_STATES.map((s) => ({ value: s, label: s })),
          ]}
        />
      </Group>
      <DataTable
        label="Vouchers"
        columns={COLUMNS}
        rows={vouchers.data?.vouchers ?? []}
        total={vouchers.data?.total ?? 0}
        page={filters.page}
        pageSize={vouchers.data?.pageSize ?? 50}
        onPage={(page) => {
          filters.update({ page: String(page) });
        }}
        state={vouchers}
        rowKey={(v) => v.code}
        empty="No voucher matches."
        renderCard={(v) => <VoucherCard voucher={v} />}
      />
    </Stack>
  );
}
