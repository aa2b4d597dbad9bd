import "@mantine/core/styles/Paper.css";
import { Anchor, Badge, Group, Paper, Stack, Text } from "@mantine/core";
import { type OrgConsoleRow, formatPrice } from "@tazama/contracts";
import type { ColumnDef } from "@tanstack/react-table";
import { Link } from "react-router";
import { DataTable } from "../../../components/ui/data-table.tsx";
import { useOrgConsole } from "../../../features/organisations/api/org-console.ts";
import { usePageTitle } from "../../../lib/use-page-title.ts";
import { ListSearch, useListFilters } from "./list-filters.tsx";

const day = new Intl.DateTimeFormat(undefined, { dateStyle: "medium" });

function Admins({ org }: { org: OrgConsoleRow }) {
  if (org.admins.length === 0) return <Text c="gray.5">none</Text>;
  return (
    <Stack gap={0}>
      {org.admins.map((a) => (
        <Anchor key={a.id} component={Link} to={`/admin/users/${a.id}`} size="sm">
          {a.name}
        </Anchor>
      ))}
    </Stack>
  );
}

const seatsText = (org: OrgConsoleRow) =>
  org.seatBlocks === 0
    ? "no seats"
    : `${org.seats} seats in ${org.seatBlocks} ${org.seatBlocks === 1 ? "block" : "blocks"}`;
const spentText = (org: OrgConsoleRow) =>
  org.spent.map((s) => formatPrice(s.amount, s.currency)).join(" · ") || "—";

const COLUMNS: ColumnDef<OrgConsoleRow>[] = [
  {
    id: "name",
    header: "Organisation",
    cell: ({ row }) => (
      <Group gap={6} wrap="nowrap">
        <Text size="sm" fw={600}>
          {row.original.name}
        </Text>
        <Badge variant="light" color="gray" size="sm">
          {row.original.kind}
        </Badge>
      </Group>
    ),
  },
  { id: "admins", header: "Admins", cell: ({ row }) => <Admins org={row.original} /> },
  { id: "members", header: "Members", cell: ({ row }) => row.original.members },
  { id: "seats", header: "Seats", cell: ({ row }) => seatsText(row.original) },
  { id: "spent", header: "Spent on seats", cell: ({ row }) => spentText(row.original) },
  {
    id: "created",
    header: "Since",
    cell: ({ row }) => day.format(new Date(row.original.createdAt)),
  },
];

function OrgCard({ org }: { org: OrgConsoleRow }) {
  return (
    <Paper withBorder radius="md" p="sm" bg="dark.7">
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text fw={600}>{org.name}</Text>
        <Badge variant="light" color="gray" size="sm">
          {org.kind}
        </Badge>
      </Group>
      <Text size="sm" c="gray.3">
        {org.members} {org.members === 1 ? "member" : "members"} · {seatsText(org)} ·{" "}
        {spentText(org)}
      </Text>
      <Group gap={4} mt={4}>
        <Text size="xs" c="gray.5">
          Admins:
        </Text>
        <Admins org={org} />
      </Group>
    </Paper>
  );
}

/**
 * /admin/organisations: the companies, schools and churches with bulk accounts: who runs each,
 * how many members and seats they have. Their own admins run them on /org.
 */
export function AdminOrganisationsPage() {
  usePageTitle("Organisations · Admin");
  const filters = useListFilters([], "");
  const orgs = useOrgConsole({ q: filters.params.get("q") ?? undefined, page: filters.page });
  return (
    <Stack gap="md">
      <Group align="flex-end" gap="sm">
        <ListSearch filters={filters} placeholder="Part of a name" />
      </Group>
      <DataTable
        label="Organisations"
        columns={COLUMNS}
        rows={orgs.data?.organisations ?? []}
        total={orgs.data?.total ?? 0}
        page={filters.page}
        pageSize={orgs.data?.pageSize ?? 25}
        onPage={(page) => {
          filters.update({ page: String(page) });
        }}
        state={orgs}
        rowKey={(o) => o.id}
        empty="No organisation matches."
        renderCard={(o) => <OrgCard org={o} />}
      />
    </Stack>
  );
}
