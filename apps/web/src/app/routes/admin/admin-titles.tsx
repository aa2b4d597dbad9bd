import "@mantine/core/styles/Paper.css";
import { Anchor, Badge, Button, Group, Paper, Text } from "@mantine/core";
import {
  type AdminTitleRow,
  TITLE_ADMIN_SORTS,
  TITLE_STATUSES,
  type TitleAdminQuery,
  type TitleStatus,
} from "@tazama/contracts";
import type { ColumnDef } from "@tanstack/react-table";
import { Link } from "react-router";
import { DataTable } from "../../../components/ui/data-table.tsx";
import { useAdminTitles } from "../../../features/catalogue/api/title-admin.ts";
import { usePageTitle } from "../../../lib/use-page-title.ts";
import { ListSearch, ListSelect, useListFilters } from "./list-filters.tsx";

const PAGE_SIZE = 25;
const added = new Intl.DateTimeFormat(undefined, { dateStyle: "medium" });

export const STATUS_LABELS: Record<TitleStatus, string> = {
  draft: "Draft",
  published: "Published",
  withdrawn: "Withdrawn",
};
const STATUS_COLORS: Record<TitleStatus, string> = {
  draft: "yellow",
  published: "green",
  withdrawn: "gray",
};

export function StatusBadge({ status }: { status: TitleStatus }) {
  return (
    <Badge
      color={STATUS_COLORS[status]}
      variant="light"
      style={{ flexShrink: 0, minWidth: "max-content" }}
    >
      {STATUS_LABELS[status]}
    </Badge>
  );
}

const titleLink = (ref: string) => `/admin/titles/${encodeURIComponent(ref)}`;
const sales = (row: AdminTitleRow) =>
  row.isFree ? "Free" : row.currencies.length > 0 ? row.currencies.join(" ") : "No price";

const COLUMNS: ColumnDef<AdminTitleRow>[] = [
  {
    id: "title",
    header: "Title",
    enableSorting: true,
    cell: ({ row }) => (
      <Anchor component={Link} to={titleLink(row.original.ref)}>
        {row.original.title}
      </Anchor>
    ),
  },
  {
    id: "kind",
    header: "Kind",
    enableSorting: false,
    cell: ({ row }) => (row.original.kind === "movie" ? "Movie" : "Episode"),
  },
  { id: "year", header: "Year", enableSorting: true, cell: ({ row }) => row.original.year },
  {
    id: "status",
    header: "Status",
    enableSorting: false,
    cell: ({ row }) => <StatusBadge status={row.original.status} />,
  },
  { id: "prices", header: "Sold in", enableSorting: false, cell: ({ row }) => sales(row.original) },
  {
    id: "createdAt",
    header: "Added",
    enableSorting: true,
    cell: ({ row }) => added.format(new Date(row.original.createdAt)),
  },
];

function TitleCard({ title }: { title: AdminTitleRow }) {
  return (
    <Paper
      component={Link}
      to={titleLink(title.ref)}
      withBorder
      radius="md"
      p="sm"
      bg="dark.7"
      style={{ display: "block", color: "inherit", textDecoration: "none" }}
    >
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text fw={700} truncate style={{ minWidth: 0 }}>
          {title.title}
        </Text>
        <StatusBadge status={title.status} />
      </Group>
      <Text size="sm" c="gray.4">
        {title.kind === "movie" ? "Movie" : "Episode"} · {title.year} · {sales(title)}
      </Text>
    </Paper>
  );
}

const isStatus = (value: string | null): value is TitleStatus =>
  (TITLE_STATUSES as readonly string[]).includes(value ?? "");

/** /admin/titles: every title, drafts and withdrawn too; filters live in the address. */
export function AdminTitlesPage() {
  usePageTitle("Titles · Admin");
  const filters = useListFilters(TITLE_ADMIN_SORTS, "createdAt");
  const { params } = filters;
  const statusParam = params.get("status");
  const kindParam = params.get("kind");
  const query: TitleAdminQuery = {
    q: params.get("q") ?? undefined,
    status: isStatus(statusParam) ? statusParam : undefined,
    kind: kindParam === "movie" || kindParam === "episode" ? kindParam : undefined,
    sort: filters.sort,
    dir: filters.dir,
    page: filters.page,
    pageSize: PAGE_SIZE,
  };
  const titles = useAdminTitles(query);

  return (
    <>
      <Group align="flex-end" gap="sm" mb="md" wrap="wrap">
        <ListSearch filters={filters} placeholder="Title or ref" />
        <ListSelect
          filters={filters}
          name="status"
          label="Status"
          options={[
            { value: "", label: "Any" },
            ...TITLE_STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s] })),
          ]}
        />
        <ListSelect
          filters={filters}
          name="kind"
          label="Kind"
          options={[
            { value: "", label: "Any" },
            { value: "movie", label: "Movies" },
            { value: "episode", label: "Episodes" },
          ]}
        />
        <Button component={Link} to="/admin/titles/new">
          New movie
        </Button>
      </Group>
      <DataTable
        label="Titles"
        columns={COLUMNS}
        rows={titles.data?.titles ?? []}
        total={titles.data?.total ?? 0}
        page={filters.page}
        pageSize={PAGE_SIZE}
        onPage={(page) => {
          filters.update({ page: String(page) });
        }}
        sorting={filters.sorting}
        onSorting={filters.onSorting}
        state={titles}
        rowKey={(title) => title.ref}
        empty="No title matches."
        minWidth={760}
        renderCard={(title) => <TitleCard title={title} />}
      />
    </>
  );
}
