import { Anchor, Button, Text } from "@mantine/core";
import {
  type AdminTitleRow,
  TITLE_ADMIN_SORTS,
  TITLE_STATUSES,
  type TitleAdminQuery,
  type TitleStatus,
} from "@tazama/contracts";
import type { ColumnDef } from "@tanstack/react-table";
import { useMemo } from "react";
import { Link } from "react-router";
import { AdminTablePage } from "../../../../components/admin/admin-table-page.tsx";
import { LinkCard } from "../../../../components/admin/link-card.tsx";
import { useAdminTitles } from "../../api/title-admin.ts";
import { dateFormat } from "../../../../lib/i18n/date-format.ts";
import type { I18n } from "../../../../lib/i18n/i18n.ts";
import { useI18n } from "../../../../lib/i18n/use-i18n.ts";
import {
  ListSearch,
  ListSelect,
  useListFilters,
} from "../../../../components/admin/list-filters.tsx";
import { StatusBadge, statusLabel } from "./title-status.tsx";

const PAGE_SIZE = 25;
const titleLink = (ref: string) => `/admin/titles/${encodeURIComponent(ref)}`;
const sales = (row: AdminTitleRow, i18n: I18n) =>
  row.isFree
    ? i18n._({ id: "admin.titles.free", message: "Free" })
    : row.currencies.length > 0
      ? row.currencies.join(" ")
      : i18n._({ id: "admin.titles.no-price", message: "No price" });
const kindOf = (row: AdminTitleRow, i18n: I18n) =>
  row.kind === "movie"
    ? i18n._({ id: "admin.titles.kind.movie", message: "Movie" })
    : i18n._({ id: "admin.titles.kind.episode", message: "Episode" });

const columns = (i18n: I18n): ColumnDef<AdminTitleRow>[] => [
  {
    id: "title",
    header: i18n._({ id: "admin.titles.column.title", message: "Title" }),
    enableSorting: true,
    cell: ({ row }) => (
      <Anchor component={Link} to={titleLink(row.original.ref)}>
        {row.original.title}
      </Anchor>
    ),
  },
  {
    id: "kind",
    header: i18n._({ id: "admin.titles.column.kind", message: "Kind" }),
    enableSorting: false,
    cell: ({ row }) => kindOf(row.original, i18n),
  },
  {
    id: "year",
    header: i18n._({ id: "admin.titles.column.year", message: "Year" }),
    enableSorting: true,
    cell: ({ row }) => row.original.year,
  },
  {
    id: "status",
    header: i18n._({ id: "admin.titles.column.status", message: "Status" }),
    enableSorting: false,
    cell: ({ row }) => <StatusBadge status={row.original.status} />,
  },
  {
    id: "prices",
    header: i18n._({ id: "admin.titles.column.sold-in", message: "Sold in" }),
    enableSorting: false,
    cell: ({ row }) => sales(row.original, i18n),
  },
  {
    id: "createdAt",
    header: i18n._({ id: "admin.titles.column.added", message: "Added" }),
    enableSorting: true,
    cell: ({ row }) =>
      dateFormat(i18n, { dateStyle: "medium" }).format(new Date(row.original.createdAt)),
  },
];

function TitleCard({ title }: { title: AdminTitleRow }) {
  const i18n = useI18n();
  return (
    <LinkCard
      to={titleLink(title.ref)}
      name={title.title}
      badges={<StatusBadge status={title.status} />}
    >
      <Text size="sm" c="gray.4">
        {kindOf(title, i18n)} · {title.year} · {sales(title, i18n)}
      </Text>
    </LinkCard>
  );
}

const isStatus = (value: string | null): value is TitleStatus =>
  (TITLE_STATUSES as readonly string[]).includes(value ?? "");

export function TitleList() {
  const i18n = useI18n();
  const cols = useMemo(() => columns(i18n), [i18n]);
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
    <AdminTablePage
      filters={filters}
      toolbar={
        <>
          <ListSearch
            filters={filters}
            placeholder={i18n._({ id: "admin.titles.search", message: "Title or ref" })}
          />
          <ListSelect
            filters={filters}
            name="status"
            label={i18n._({ id: "admin.titles.column.status", message: "Status" })}
            options={[
              { value: "", label: i18n._({ id: "admin.filter.any", message: "Any" }) },
              ...TITLE_STATUSES.map((s) => ({ value: s, label: statusLabel(s, i18n) })),
            ]}
          />
          <ListSelect
            filters={filters}
            name="kind"
            label={i18n._({ id: "admin.titles.column.kind", message: "Kind" })}
            options={[
              { value: "", label: i18n._({ id: "admin.filter.any", message: "Any" }) },
              { value: "movie", label: i18n._({ id: "admin.titles.movies", message: "Movies" }) },
              {
                value: "episode",
                label: i18n._({ id: "admin.titles.episodes", message: "Episodes" }),
              },
            ]}
          />
          <Button component={Link} to="/admin/titles/new">
            {i18n._({ id: "admin.titles.new-movie", message: "New movie" })}
          </Button>
        </>
      }
      label={i18n._({ id: "admin.titles.label", message: "Titles" })}
      columns={cols}
      rows={titles.data?.titles ?? []}
      total={titles.data?.total ?? 0}
      pageSize={PAGE_SIZE}
      state={titles}
      rowKey={(title) => title.ref}
      empty={i18n._({ id: "admin.titles.empty", message: "No title matches." })}
      minWidth={760}
      renderCard={(title) => <TitleCard title={title} />}
    />
  );
}
