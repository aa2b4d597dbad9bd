import "@mantine/core/styles/Table.css";
import "@mantine/core/styles/Pagination.css";
import "@mantine/core/styles/Loader.css";
import { Box, Group, Loader, Pagination, Table, Text, UnstyledButton } from "@mantine/core";
import type { ReactNode } from "react";
import { useI18n } from "../../lib/i18n/use-i18n.ts";
import {
  type ColumnDef,
  type SortingState,
  flexRender,
  getCoreRowModel,
  useReactTable,
} from "@tanstack/react-table";

export interface DataTableProps<Row> {
  /** Names the table for screen readers ("Users"). */
  label: string;
  columns: ColumnDef<Row>[];
  rows: Row[];
  /** Rows on the server across every page. */
  total: number;
  /** 1-based, as the API pages. */
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  /** One sorted column at most; the server sorts. */
  sorting?: SortingState;
  onSorting?: (sorting: SortingState) => void;
  /** The query behind the rows: first load, refetch (the previous rows stay), refusal. */
  state: { isPending: boolean; isFetching: boolean; error: Error | null };
  rowKey: (row: Row) => string;
  /** Shown when there are no rows (once loaded). */
  empty: string;
  /** The table scrolls sideways below this width rather than squeezing. */
  minWidth?: number;
  /** On phones, each row as a card of a list instead of the table's wide row. */
  renderCard?: (row: Row) => ReactNode;
}

const SORT_MARK = { asc: " ▲", desc: " ▼" } as const;

/**
 * The console's tables: TanStack Table's headless model with the paging and sorting done by
 * the server (only one page of rows is ever in the browser), drawn with Mantine's Table.
 */
export function DataTable<Row>({
  label,
  columns,
  rows,
  total,
  page,
  pageSize,
  onPage,
  sorting = [],
  onSorting,
  state,
  rowKey,
  empty,
  minWidth = 640,
  renderCard,
}: DataTableProps<Row>) {
  const i18n = useI18n();
  // TanStack Table's instance is mutable by design; nothing here is memoised by hand.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data: rows,
    // The server sorts (manualSorting), but TanStack offers a column's sorting only when it has an
    // accessor: a sortable display column gets one that reads nothing.
    columns: columns.map((column) =>
      column.enableSorting && !("accessorFn" in column) && !("accessorKey" in column)
        ? { ...column, accessorFn: () => null }
        : column,
    ),
    getCoreRowModel: getCoreRowModel(),
    getRowId: rowKey,
    manualPagination: true,
    manualSorting: true,
    enableMultiSort: false,
    rowCount: total,
    state: { sorting, pagination: { pageIndex: page - 1, pageSize } },
    onSortingChange: (updater) => {
      onSorting?.(typeof updater === "function" ? updater(sorting) : updater);
    },
  });
  const loading = state.isFetching;
  const emptyText = state.isPending ? i18n._({ id: "table.loading", message: "Loading…" }) : empty;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);

  if (state.error) {
    return (
      <Text c="red.4" role="alert">
        {i18n._({
          id: "table.failed",
          message: "{label} could not be loaded.",
          values: { label },
        })}{" "}
        {state.error.message}
      </Text>
    );
  }
  return (
    <>
      {renderCard ? (
        <Box
          component="ul"
          aria-label={label}
          aria-busy={loading}
          hiddenFrom="sm"
          p={0}
          m={0}
          style={{
            listStyle: "none",
            display: "grid",
            gridTemplateColumns: "minmax(0, 1fr)",
            gap: "var(--mantine-spacing-xs)",
          }}
        >
          {rows.map((row) => (
            <li key={rowKey(row)}>{renderCard(row)}</li>
          ))}
          {rows.length === 0 ? <Text c="dimmed">{emptyText}</Text> : null}
        </Box>
      ) : null}
      <Table.ScrollContainer minWidth={minWidth} visibleFrom={renderCard ? "sm" : undefined}>
        <Table striped highlightOnHover aria-label={label} aria-busy={loading}>
          <Table.Thead>
            {table.getHeaderGroups().map((group) => (
              <Table.Tr key={group.id}>
                {group.headers.map((header) => {
                  const sorted = header.column.getIsSorted();
                  const title = flexRender(header.column.columnDef.header, header.getContext());
                  return (
                    <Table.Th
                      key={header.id}
                      aria-sort={
                        sorted === "asc"
                          ? "ascending"
                          : sorted === "desc"
                            ? "descending"
                            : undefined
                      }
                    >
                      {header.column.getCanSort() && onSorting ? (
                        <UnstyledButton
                          fw={700}
                          fz="sm"
                          onClick={header.column.getToggleSortingHandler()}
                        >
                          {title}
                          {sorted ? SORT_MARK[sorted] : ""}
                        </UnstyledButton>
                      ) : (
                        title
                      )}
                    </Table.Th>
                  );
                })}
              </Table.Tr>
            ))}
          </Table.Thead>
          <Table.Tbody>
            {table.getRowModel().rows.map((row) => (
              <Table.Tr key={row.id}>
                {row.getVisibleCells().map((cell) => (
                  <Table.Td key={cell.id}>
                    {flexRender(cell.column.columnDef.cell, cell.getContext())}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
            {rows.length === 0 ? (
              <Table.Tr>
                <Table.Td colSpan={columns.length}>
                  <Text c="dimmed">{emptyText}</Text>
                </Table.Td>
              </Table.Tr>
            ) : null}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Group justify="space-between" mt="sm" gap="sm">
        <Text size="sm" c="gray.4" aria-live="polite">
          {/* No rows: the table's own empty text says so; a range here would repeat it. */}
          {total === 0
            ? null
            : i18n._({
                id: "table.range",
                message: "{first, number}–{last, number} of {total, number}",
                values: { first, last, total },
              })}
          {loading ? (
            <Loader
              size="xs"
              ml="xs"
              aria-label={i18n._({ id: "table.loading-short", message: "Loading" })}
            />
          ) : null}
        </Text>
        {pages > 1 ? (
          <Pagination
            total={pages}
            value={page}
            onChange={onPage}
            size="sm"
            siblings={1}
            boundaries={1}
            getControlProps={(control) => ({
              "aria-label":
                control === "previous"
                  ? i18n._({ id: "table.previous", message: "Previous page" })
                  : i18n._({ id: "table.next", message: "Next page" }),
            })}
            getItemProps={(n) => ({
              "aria-label": i18n._({ id: "table.page", message: "Page {n}", values: { n } }),
            })}
          />
        ) : null}
      </Group>
    </>
  );
}
