import "@mantine/core/styles/Pagination.css";
import { Group, Pagination, Stack, Text } from "@mantine/core";
import { Fragment, type ReactNode } from "react";
import { DataTable, type DataTableProps } from "../ui/data-table.tsx";
import type { ListFilters } from "./list-filters.tsx";

type Paging = "page" | "onPage" | "sorting" | "onSorting";

type TableProps<Row> = {
  filters: ListFilters;
  /** The search box, the filter menus and the page's actions, in one wrapping row. */
  toolbar: ReactNode;
  /** False when the server does not sort this list (its columns offer no sorting). */
  sortable?: boolean;
} & Omit<DataTableProps<Row>, Paging>;

/**
 * A list whose items each carry a form (triage, decisions): a card per item at every width, as a
 * table row cannot hold one (ADR 0079).
 */
interface CardsProps<Row> {
  toolbar: ReactNode;
  /** Names the list for screen readers ("Requests"). */
  label: string;
  rows: Row[];
  rowKey: (row: Row) => string;
  /** The list item (an `li`) for a row. */
  renderItem: (row: Row) => ReactNode;
  /** The query behind the rows: its refusal, and whether it has answered (then `empty` may show). */
  state: { error: Error | null; isSuccess: boolean };
  /** Shown when there are no rows (once loaded). */
  empty: string;
  /** Said instead of the refusal's own message. */
  failed?: string;
  /** A server-paged list: its pager below, the page in the address. */
  paging?: { filters: ListFilters; total: number; pageSize: number };
}

/**
 * A console list page (issue 40, §2): its filters above, then the server-paged table (a card
 * per row on phones) with its pager — or, for a list whose items carry a form, a card per item
 * at every width. The page, the sorted column and the filters live in the address
 * (`useListFilters`), so back, reload and a shared link keep them.
 */
export function AdminTablePage<Row>(props: TableProps<Row> | CardsProps<Row>) {
  if ("renderItem" in props) return <CardsPage {...props} />;
  const { filters, toolbar, sortable = true, ...table } = props;
  return (
    <>
      <Group align="flex-end" gap="sm" mb="md" wrap="wrap">
        {toolbar}
      </Group>
      <DataTable
        {...table}
        page={filters.page}
        onPage={(page) => {
          filters.update({ page: String(page) });
        }}
        {...(sortable && { sorting: filters.sorting, onSorting: filters.onSorting })}
      />
    </>
  );
}

function CardsPage<Row>({
  toolbar,
  label,
  rows,
  rowKey,
  renderItem,
  state,
  empty,
  failed,
  paging,
}: CardsProps<Row>) {
  return (
    <Stack gap="md">
      <Group align="flex-end" gap="sm" wrap="wrap">
        {toolbar}
      </Group>
      {state.error ? <Text c="red.4">{failed ?? state.error.message}</Text> : null}
      {state.isSuccess && rows.length === 0 ? <Text c="gray.4">{empty}</Text> : null}
      <Stack gap="sm" component="ul" aria-label={label} p={0} m={0} style={{ listStyle: "none" }}>
        {rows.map((row) => (
          <Fragment key={rowKey(row)}>{renderItem(row)}</Fragment>
        ))}
      </Stack>
      {paging && paging.total > paging.pageSize ? (
        <Pagination
          total={Math.ceil(paging.total / paging.pageSize)}
          value={paging.filters.page}
          onChange={(page) => {
            paging.filters.update({ page: String(page) });
          }}
        />
      ) : null}
    </Stack>
  );
}
