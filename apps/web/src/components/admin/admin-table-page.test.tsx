import { fireEvent, screen } from "@testing-library/react";
import type { ColumnDef } from "@tanstack/react-table";
import { useLocation } from "react-router";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../../test/render.tsx";
import { AdminTablePage } from "./admin-table-page.tsx";
import { ListSearch, useListFilters } from "./list-filters.tsx";

interface Film {
  ref: string;
  title: string;
}
const columns: ColumnDef<Film>[] = [
  { id: "title", header: "Title", enableSorting: true, cell: ({ row }) => row.original.title },
];
const films = Array.from({ length: 60 }, (_, i) => ({
  ref: `film-${i + 1}`,
  title: `Film ${i + 1}`,
}));

/** A list page as the console's are made: the filters in the address, a page of rows from them. */
function FilmsPage({ sortable }: { sortable: boolean }) {
  const filters = useListFilters(["title", "createdAt"], "createdAt");
  const location = useLocation();
  const from = (filters.page - 1) * 25;
  return (
    <>
      <output aria-label="address">{location.search}</output>
      <AdminTablePage
        filters={filters}
        toolbar={<ListSearch filters={filters} placeholder="Title" />}
        sortable={sortable}
        label="Films"
        columns={columns}
        rows={films.slice(from, from + 25)}
        total={films.length}
        pageSize={25}
        state={{ isPending: false, isFetching: false, error: null }}
        rowKey={(film) => film.ref}
        empty="No film."
      />
    </>
  );
}

const address = () => screen.getByRole("status", { name: "address" }).textContent;

describe("a console list page", () => {
  it("keeps its page and its sorted column in the address, and shows that page's rows", () => {
    renderWithProviders(<FilmsPage sortable />, { route: "/admin/films?page=2" });
    expect(screen.getByRole("cell", { name: "Film 26" }).tagName).toBe("TD");
    fireEvent.click(screen.getByRole("button", { name: "Next page" }));
    expect(address()).toBe("?page=3");
    expect(screen.getByRole("cell", { name: "Film 51" }).tagName).toBe("TD");
    fireEvent.click(screen.getByRole("button", { name: /Title/ }));
    // A new order starts again at the first page.
    expect(address()).toMatch(/^\?sort=title&dir=(asc|desc)$/);
    expect(screen.getByRole("searchbox", { name: "Search" }).tagName).toBe("INPUT");
  });

  it("offers no sorting on a list the server does not sort", () => {
    renderWithProviders(<FilmsPage sortable={false} />, { route: "/admin/films" });
    expect(screen.queryByRole("button", { name: /Title/ })).toBeNull();
    expect(screen.getByRole("columnheader", { name: "Title" }).tagName).toBe("TH");
  });
});
