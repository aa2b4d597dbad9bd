import "@mantine/core/styles/Pagination.css";
import { Group, Pagination, Stack, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { useI18n } from "../../../lib/i18n/use-i18n.ts";
import { ListSelect, useListFilters } from "./list-filters.tsx";

interface Page<Item> {
  page: number;
  pageSize: number;
  total: number;
  items: Item[];
}

/**
 * A triage page (requests, submissions): a status filter in the address, one card per item with
 * its own decision form, and the pages below.
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
  renderItem: (item: Item) => ReactNode;
}) {
  const i18n = useI18n();
  const filters = useListFilters([], "");
  const status = statuses.find((s) => s === filters.params.get("status"));
  const query = usePage(status, filters.page);
  const data = query.data;
  return (
    <Stack gap="md">
      <Group>
        <ListSelect
          filters={filters}
          name="status"
          label={i18n._({ id: "admin.triage.status", message: "Status" })}
          options={[
            { value: "", label: i18n._({ id: "admin.filter.any", message: "Any" }) },
            ...statuses.map((s) => ({ value: s, label: names?.[s] ?? s })),
          ]}
        />
      </Group>
      {query.error ? <Text c="red.4">{query.error.message}</Text> : null}
      {data && data.items.length === 0 ? <Text c="gray.4">{empty}</Text> : null}
      <Stack gap="sm" component="ul" aria-label={label} p={0} m={0} style={{ listStyle: "none" }}>
        {data?.items.map((item) => renderItem(item))}
      </Stack>
      {data && data.total > data.pageSize ? (
        <Pagination
          total={Math.ceil(data.total / data.pageSize)}
          value={filters.page}
          onChange={(page) => {
            filters.update({ page: String(page) });
          }}
        />
      ) : null}
    </Stack>
  );
}
