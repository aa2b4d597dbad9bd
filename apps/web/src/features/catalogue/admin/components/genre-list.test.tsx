import {
  GENRE_ADMIN_PATHS,
  type AdminGenre,
  type CatalogueResponse,
  adminGenreListSchema,
} from "@tazama/contracts";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { apiError, fakeApi } from "../../../../test/fake-api.ts";
import { renderWithProviders } from "../../../../test/render.tsx";
import { CATALOGUE_PATH } from "../../api/get-catalogue.ts";
import { GenreList } from "./genre-list.tsx";

afterEach(() => {
  vi.unstubAllGlobals();
});

const drama: AdminGenre = { id: 1, name: "Drama", slug: "drama", position: 0, titles: 12 };
const comedy: AdminGenre = { id: 2, name: "Comedy", slug: "comedy", position: 1, titles: 0 };
const list = `GET ${GENRE_ADMIN_PATHS.list}`;
const create = `POST ${GENRE_ADMIN_PATHS.list}`;
const one = `PATCH ${GENRE_ADMIN_PATHS.one}`;
/** After a change the app asks its catalogue afresh (the genre bar). */
const catalogue = {
  [`GET ${new URL(CATALOGUE_PATH, "http://localhost").pathname}`]: {
    status: 200,
    body: { content: [], genres: [] } satisfies CatalogueResponse,
  },
};

const newGenre = () => screen.getByRole("form", { name: "New genre" });
const typeName = (value: string) => {
  fireEvent.change(within(newGenre()).getByLabelText("Name", { exact: false }), {
    target: { value },
  });
};

describe("the genre list (console)", { timeout: 15_000 }, () => {
  it("adds a genre the name of which the form accepts; the list and the audit are asked again", async () => {
    let genres = [drama, comedy];
    const api = fakeApi({
      ...catalogue,
      [list]: () => ({ status: 200, body: adminGenreListSchema.parse({ genres }) }),
      [create]: (call) => {
        const added = { id: 3, name: (call.body as { name: string }).name, slug: "afrobeats" };
        genres = [...genres, { ...added, position: 2, titles: 0 }];
        return { status: 201, body: genres[2] };
      },
    });
    const onChanged = vi.fn();
    renderWithProviders(<GenreList onChanged={onChanged} />);
    const shown = await screen.findByRole("region", { name: "Genres" });
    expect((await within(shown).findByRole("group", { name: "Drama" })).textContent).toContain(
      "12 titles",
    );

    // The browser holds back a form without a name (and one of a single letter: jsdom does not
    // check lengths, so the bounds are read off the field).
    const name = within(newGenre()).getByLabelText<HTMLInputElement>("Name", { exact: false });
    expect([name.required, name.minLength, name.maxLength]).toEqual([true, 2, 40]);
    typeName("");
    fireEvent.click(within(newGenre()).getByRole("button", { name: "Add genre" }));
    typeName(" Afrobeats ");
    fireEvent.click(within(newGenre()).getByRole("button", { name: "Add genre" }));
    expect(await screen.findByText("Afrobeats added to the genre bar.")).toBeTruthy();
    expect(api.calls.filter((c) => c.method === "POST").map((c) => c.body)).toEqual([
      { name: "Afrobeats" },
    ]);
    expect(
      within(newGenre()).getByLabelText<HTMLInputElement>("Name", { exact: false }).value,
    ).toBe("");
    expect(await within(shown).findByRole("group", { name: "Afrobeats" })).toBeTruthy();
    expect(onChanged).toHaveBeenCalledOnce();
  });

  it("shows the server's refusal and keeps what was typed", async () => {
    fakeApi({
      ...catalogue,
      [list]: { status: 200, body: { genres: [drama] } },
      [create]: apiError(409, "genres/taken", "A genre is already called Drama."),
    });
    const onChanged = vi.fn();
    renderWithProviders(<GenreList onChanged={onChanged} />);
    await screen.findByRole("group", { name: "Drama" });
    typeName("Drama");
    fireEvent.click(within(newGenre()).getByRole("button", { name: "Add genre" }));
    expect(await screen.findByText("A genre is already called Drama.")).toBeTruthy();
    expect(screen.getByText("Not saved")).toBeTruthy();
    expect(
      within(newGenre()).getByLabelText<HTMLInputElement>("Name", { exact: false }).value,
    ).toBe("Drama");
    expect(onChanged).not.toHaveBeenCalled();
  });

  it("renames a genre in its row, and closes the row's form once saved", async () => {
    const api = fakeApi({
      ...catalogue,
      [list]: { status: 200, body: { genres: [drama, comedy] } },
      [one]: (call, { params }) => ({
        status: 200,
        body: { ...(params.id === "2" ? comedy : drama), ...(call.body as object) },
      }),
    });
    renderWithProviders(<GenreList onChanged={vi.fn()} />);
    const row = await screen.findByRole("group", { name: "Comedy" });
    fireEvent.click(within(row).getByRole("button", { name: "Rename" }));
    const rename = within(row).getByRole("form", { name: "Rename Comedy" });
    fireEvent.change(within(rename).getByRole("textbox", { name: "New name" }), {
      target: { value: "Comedy & satire " },
    });
    fireEvent.click(within(rename).getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Renamed to Comedy & satire.")).toBeTruthy();
    const patch = api.calls.find((c) => c.method === "PATCH");
    expect(patch?.url).toBe(GENRE_ADMIN_PATHS.one.replace(":id", "2"));
    expect(patch?.body).toEqual({ name: "Comedy & satire" });
    await waitFor(() => {
      expect(within(row).queryByRole("form", { name: "Rename Comedy" })).toBeNull();
    });
  });
});
