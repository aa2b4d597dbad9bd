import "@mantine/core/styles/Paper.css";
import { Anchor, Badge, Group, Paper, Stack, Text } from "@mantine/core";
import { type OrgConsoleRow, formatPrice } from "@tazama/contracts";
import type { ColumnDef } from "@tanstack/react-table";
import { useMemo } from "react";
import { Link } from "react-router";
import { AdminTablePage } from "../../../../components/admin/admin-table-page.tsx";
import { useOrgConsole } from "../../api/org-console.ts";
import { dateFormat } from "../../../../lib/i18n/date-format.ts";
import type { I18n } from "../../../../lib/i18n/i18n.ts";
import { useI18n } from "../../../../lib/i18n/use-i18n.ts";
import { ListSearch, useListFilters } from "../../../../components/admin/list-filters.tsx";

/** What kind of organisation it is, as the console shows it. */
function kindLabel(kind: OrgConsoleRow["kind"], i18n: I18n): string {
  switch (kind) {
    case "company":
      return i18n._({ id: "admin.orgs.kind.company", message: "company" });
    case "school":
      return i18n._({ id: "admin.orgs.kind.school", message: "school" });
    case "church":
      return i18n._({ id: "admin.orgs.kind.church", message: "church" });
    case "ngo":
      return i18n._({ id: "admin.orgs.kind.ngo", message: "ngo" });
    case "other":
      return i18n._({ id: "admin.orgs.kind.other", message: "other" });
  }
}

function Admins({ org }: { org: OrgConsoleRow }) {
  const i18n = useI18n();
  if (org.admins.length === 0) {
    return <Text c="gray.5">{i18n._({ id: "admin.orgs.no-admins", message: "none" })}</Text>;
  }
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

const seatsText = (org: OrgConsoleRow, i18n: I18n) =>
  org.seatBlocks === 0
    ? i18n._({ id: "admin.orgs.no-seats", message: "no seats" })
    : i18n._({
        id: "admin.orgs.seats",
        message: "{seats} seats in {blocks, plural, one {# block} other {# blocks}}",
        values: { seats: org.seats, blocks: org.seatBlocks },
      });
const spentText = (org: OrgConsoleRow, i18n: I18n) =>
  org.spent.map((s) => formatPrice(s.amount, s.currency, i18n.locale)).join(" · ") || "—";

const columns = (i18n: I18n): ColumnDef<OrgConsoleRow>[] => [
  {
    id: "name",
    header: i18n._({ id: "admin.orgs.column.name", message: "Organisation" }),
    cell: ({ row }) => (
      <Group gap={6} wrap="nowrap">
        <Text size="sm" fw={600}>
          {row.original.name}
        </Text>
        <Badge variant="light" color="gray" size="sm">
          {kindLabel(row.original.kind, i18n)}
        </Badge>
      </Group>
    ),
  },
  {
    id: "admins",
    header: i18n._({ id: "admin.orgs.column.admins", message: "Admins" }),
    cell: ({ row }) => <Admins org={row.original} />,
  },
  {
    id: "members",
    header: i18n._({ id: "admin.orgs.column.members", message: "Members" }),
    cell: ({ row }) => row.original.members,
  },
  {
    id: "seats",
    header: i18n._({ id: "admin.orgs.column.seats", message: "Seats" }),
    cell: ({ row }) => seatsText(row.original, i18n),
  },
  {
    id: "spent",
    header: i18n._({ id: "admin.orgs.column.spent", message: "Spent on seats" }),
    cell: ({ row }) => spentText(row.original, i18n),
  },
  {
    id: "created",
    header: i18n._({ id: "admin.orgs.column.since", message: "Since" }),
    cell: ({ row }) =>
      dateFormat(i18n, { dateStyle: "medium" }).format(new Date(row.original.createdAt)),
  },
];

function OrgCard({ org }: { org: OrgConsoleRow }) {
  const i18n = useI18n();
  return (
    <Paper withBorder radius="md" p="sm" bg="dark.7">
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text fw={600}>{org.name}</Text>
        <Badge variant="light" color="gray" size="sm">
          {kindLabel(org.kind, i18n)}
        </Badge>
      </Group>
      <Text size="sm" c="gray.3">
        {i18n._({
          id: "admin.orgs.members",
          message: "{count, plural, one {# member} other {# members}}",
          values: { count: org.members },
        })}{" "}
        · {seatsText(org, i18n)} · {spentText(org, i18n)}
      </Text>
      <Group gap={4} mt={4}>
        <Text size="xs" c="gray.5">
          {i18n._({ id: "admin.orgs.admins-label", message: "Admins:" })}
        </Text>
        <Admins org={org} />
      </Group>
    </Paper>
  );
}

/** The organisations, searched by name, a page at a time: who runs each, members, seats, spend. */
export function OrganisationList() {
  const i18n = useI18n();
  const cols = useMemo(() => columns(i18n), [i18n]);
  const filters = useListFilters([], "");
  const orgs = useOrgConsole({ q: filters.params.get("q") ?? undefined, page: filters.page });
  return (
    <AdminTablePage
      filters={filters}
      toolbar={
        <ListSearch
          filters={filters}
          placeholder={i18n._({ id: "admin.orgs.search", message: "Part of a name" })}
        />
      }
      sortable={false}
      label={i18n._({ id: "admin.orgs.label", message: "Organisations" })}
      columns={cols}
      rows={orgs.data?.organisations ?? []}
      total={orgs.data?.total ?? 0}
      pageSize={orgs.data?.pageSize ?? 25}
      state={orgs}
      rowKey={(o) => o.id}
      empty={i18n._({ id: "admin.orgs.empty", message: "No organisation matches." })}
      renderCard={(o) => <OrgCard org={o} />}
    />
  );
}
