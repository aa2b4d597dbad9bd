import "@mantine/core/styles/Input.css";
import { NativeSelect, TextInput } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import type { SortingState } from "@tanstack/react-table";
import { useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import { useI18n } from "../../lib/i18n/use-i18n.ts";

/**
 * A console list's filters, kept in the address (back, reload and a shared link keep them): the
 * params, `update` (a filter change goes back to page 1), the search box (sent 300 ms after the
 * typing stops), the page, and the one sorted column with its direction.
 */
export function useListFilters<const S extends string>(sorts: readonly S[], fallback: S) {
  const [params, setParams] = useSearchParams();
  const update = (changes: Record<string, string | undefined>) => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [name, value] of Object.entries(changes)) {
          if (value) next.set(name, value);
          else next.delete(name);
        }
        if (!("page" in changes)) next.delete("page");
        return next;
      },
      { replace: true },
    );
  };
  const [typed, setTyped] = useState(params.get("q") ?? "");
  const [debounced] = useDebouncedValue(typed.trim(), 300);
  useEffect(() => {
    if (debounced !== (params.get("q") ?? "")) update({ q: debounced || undefined });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the typing settles
  }, [debounced]);

  const isSort = (value: string | null | undefined): value is S =>
    (sorts as readonly string[]).includes(value ?? "");
  const sortParam = params.get("sort");
  const sort: S = isSort(sortParam) ? sortParam : fallback;
  const dir: "asc" | "desc" = params.get("dir") === "asc" ? "asc" : "desc";
  const sorting: SortingState = [{ id: sort, desc: dir === "desc" }];
  const onSorting = (next: SortingState) => {
    const [first] = next;
    if (!first || !isSort(first.id)) update({ sort: undefined, dir: undefined });
    else update({ sort: first.id, dir: first.desc ? "desc" : "asc" });
  };
  return {
    params,
    update,
    typed,
    setTyped,
    page: Math.max(1, Number(params.get("page")) || 1),
    sort,
    dir,
    sorting,
    onSorting,
  };
}

export type ListFilters = ReturnType<typeof useListFilters>;
type Filters = ListFilters;

export function ListSearch({ filters, placeholder }: { filters: Filters; placeholder: string }) {
  const i18n = useI18n();
  return (
    <TextInput
      label={i18n._({ id: "admin.list.search", message: "Search" })}
      placeholder={placeholder}
      type="search"
      value={filters.typed}
      onChange={(event) => {
        filters.setTyped(event.currentTarget.value);
      }}
      style={{ flex: "1 1 240px" }}
    />
  );
}

/** A filter kept in the address under `name`; the first option ("Any") clears it. */
export function ListSelect({
  filters,
  name,
  label,
  options,
}: {
  filters: Filters;
  name: string;
  label: string;
  options: { value: string; label: string }[];
}) {
  return (
    <NativeSelect
      label={label}
      value={filters.params.get(name) ?? ""}
      onChange={(event) => {
        filters.update({ [name]: event.currentTarget.value || undefined });
      }}
      data={options}
    />
  );
}
