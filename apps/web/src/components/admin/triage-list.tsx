import type { ReactNode } from "react";
import { useI18n } from "../../lib/i18n/use-i18n.ts";
import { AdminTablePage } from "./admin-table-page.tsx";
import { ListSelect, useListFilters } from "./list-filters.tsx";

interface Page<Item> {
  page: number;
  pageSize: number;
  total: number;
  items: Item[];
}

/**
 * A triage page (requests, submissions) on AdminTablePage's cards: a status filter in the
 * address, one card per item with its own decision form, and the pages below.
 */
export function TriageList<Item extends { id: number }, S extends string>({
  label,
  statuses,
  names,
  usePage,
  empty,
  renderItem,
}: {
  label: string;
  statuses: readonly S[];
  names?: Partial<Record<S, string>>;
  usePage: (
    status: S | undefined,
    page: number,
  ) => { data?: Page<Item> | undefined; error: Error | null };
  empty: string;
  /** The list item (an `li`) for an item. */
  renderItem: (item: Item) => ReactNode;
}) {
  const i18n = useI18n();
  const filters = useListFilters([], "");
  const status = statuses.find((s) => s === filters.params.get("status"));
  const query = usePage(status, filters.page);
  const data = query.data;
  return (
    <AdminTablePage
      toolbar={
        <ListSelect
          filters={filters}
          name="status"
          label={i18n._({ id: "admin.triage.status", message: "Status" })}
          options={[
            { value: "", label: i18n._({ id: "admin.filter.any", message: "Any" }) },
            ...statuses.map((s) => ({ value: s, label: names?.[s] ?? s })),
          ]}
        />
      }
      label={label}
      rows={data?.items ?? []}
      rowKey={(item) => String(item.id)}
      renderItem={renderItem}
      state={{ error: query.error, isSuccess: data !== undefined }}
      empty={empty}
      paging={data && { filters, total: data.total, pageSize: data.pageSize }}
    />
  );
}
