import { type AdminTitle, createTitleBodySchema } from "@tazama/contracts";
import { fireEvent, screen, within } from "@testing-library/react";
import { useState } from "react";
import { useLocation } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { adminTitle, catalogueRoutes } from "../../test/factories.ts";
import { apiError, type FakeApi, fakeApi, type Route } from "../../../../test/fake-api.ts";
import { renderWithProviders } from "../../../../test/render.tsx";
import { NewTitle } from "./new-title.tsx";

afterEach(() => {
  vi.unstubAllGlobals();
});

const CREATE = "POST /api/v1/admin/titles";

/** The page as /admin/titles/new holds it: the kind in its state, the address beside it. */
function NewTitlePage() {
  const [kind, setKind] = useState<"movie" | "series">("movie");
  const location = useLocation();
  return (
    <>
      <NewTitle kind={kind} onKind={setKind} />
      <output aria-label="address">{location.pathname}</output>
    </>
  );
}

function serve(create: Route): FakeApi {
  return fakeApi({
    ...catalogueRoutes({ catalogue: { content: [], genres: ["Drama", "Comedy", "Thriller"] } }),
    [CREATE]: create,
  });
}
const made = (over: Partial<AdminTitle>) => ({ status: 201, body: adminTitle(over) });

const address = () => screen.getByRole("status", { name: "address" }).textContent;
const form = () => screen.getByRole("form", { name: "Title details" });
const field = (label: string) =>
  within(form()).getByLabelText<HTMLInputElement>(label, { exact: false });
const type = (label: string, value: string) => {
  fireEvent.change(field(label), { target: { value } });
};
const create = () => {
  fireEvent.click(within(form()).getByRole("button", { name: "Create draft" }));
};
const posts = (api: FakeApi) => api.calls.filter((call) => call.method === "POST");

/** Every field the form requires, its year and minutes left as they start. */
function fillRequired() {
  type("Title", "Oshodi Overtime");
  type("Synopsis", "A bus driver's longest night.");
  type("Country", "Nigeria");
  type("Language", "Yoruba");
}

describe("a new title (console)", () => {
  it("creates a draft movie from what was typed, then opens its page", async () => {
    const api = serve(made({ id: 41, ref: "oshodi-overtime-2024", kind: "movie" }));
    renderWithProviders(<NewTitlePage />, { route: "/admin/titles/new" });
    expect(screen.getByRole("heading", { level: 2 }).textContent).toBe("New movie");
    fillRequired();
    type("Tagline", "Traffic never sleeps.");
    type("Year", "2024");
    type("Minutes", "95");
    type("Tags", " lagos, ,night bus ,traffic, ");
    fireEvent.click(await within(form()).findByRole("checkbox", { name: "Comedy" }));
    fireEvent.click(within(form()).getByRole("checkbox", { name: "Thriller" }));
    // A new movie is never free at first: the form does not offer it.
    expect(within(form()).queryByRole("checkbox", { name: /Free/ })).toBeNull();
    create();

    await vi.waitFor(
      () => {
        expect(address()).toBe("/admin/titles/oshodi-overtime-2024");
      },
      { timeout: 5_000 },
    );
    const [call] = posts(api);
    expect(call?.url).toBe("/api/v1/admin/titles");
    expect(call?.body).toEqual({
      kind: "movie",
      title: "Oshodi Overtime",
      tagline: "Traffic never sleeps.",
      synopsis: "A bus driver's longest night.",
      year: 2024,
      durationS: 95 * 60,
      country: "Nigeria",
      language: "Yoruba",
      tags: ["lagos", "night bus", "traffic"],
      genres: ["Comedy", "Thriller"],
    });
    // What the API itself takes (a strict object: no key it does not know).
    expect(() => createTitleBodySchema.parse(call?.body)).not.toThrow();
    expect(posts(api)).toHaveLength(1);
  });

  it("creates a series with its first episode, its year and minutes as they start", async () => {
    const api = serve(made({ ref: "lekki-nights-2026-ep-1" }));
    renderWithProviders(<NewTitlePage />, { route: "/admin/titles/new" });
    expect(screen.queryByText(/the synopsis and minutes are its first episode's/)).toBeNull();
    fireEvent.click(screen.getByRole("radio", { name: "Series" }));
    expect(screen.getByRole("heading", { level: 2 }).textContent).toBe("New series");
    expect(screen.getByText(/the synopsis and minutes are its first episode's/)).toBeTruthy();
    expect(field("Year").value).toBe(String(new Date().getFullYear()));
    expect(field("Minutes").value).toBe("90");
    fillRequired();
    type("Title", "Lekki Nights");
    create();

    await vi.waitFor(() => {
      expect(address()).toBe("/admin/titles/lekki-nights-2026-ep-1");
    });
    expect(posts(api).map((call) => call.body)).toEqual([
      {
        kind: "series",
        title: "Lekki Nights",
        tagline: "",
        synopsis: "A bus driver's longest night.",
        year: new Date().getFullYear(),
        durationS: 90 * 60,
        country: "Nigeria",
        language: "Yoruba",
        tags: [],
        genres: [],
      },
    ]);
  });

  it("shows the server's refusal and stays on the form with what was typed", async () => {
    const api = serve(apiError(400, "validation/failed", "Language: at least 2 characters."));
    renderWithProviders(<NewTitlePage />, { route: "/admin/titles/new" });
    fillRequired();
    create();
    expect((await within(form()).findByRole("alert")).textContent).toBe(
      "Language: at least 2 characters.",
    );
    expect(posts(api)).toHaveLength(1);
    expect(address()).toBe("/admin/titles/new");
    expect(field("Title").value).toBe("Oshodi Overtime");
    expect(field("Synopsis").value).toBe("A bus driver's longest night.");
  });

  it("asks nothing while the year or the minutes are out of range, and says the range", async () => {
    const api = serve(made({ ref: "oshodi-overtime-2024", kind: "movie" }));
    renderWithProviders(<NewTitlePage />, { route: "/admin/titles/new" });
    fillRequired();

    type("Year", "19999");
    expect(within(form()).getByText("1900 to 2100")).toBeTruthy();
    expect(field("Year").getAttribute("aria-invalid")).toBe("true");
    create();
    type("Year", "2024");
    expect(within(form()).queryByText("1900 to 2100")).toBeNull();

    type("Minutes", "0");
    expect(within(form()).getByText("1 to 1440")).toBeTruthy();
    create();
    type("Minutes", "1.5");
    create();
    type("Minutes", "");
    create();
    expect(posts(api)).toEqual([]);
    expect(address()).toBe("/admin/titles/new");

    // In range again: the same form is sent.
    type("Minutes", "120");
    expect(within(form()).queryByText("1 to 1440")).toBeNull();
    create();
    await vi.waitFor(
      () => {
        expect(address()).toBe("/admin/titles/oshodi-overtime-2024");
      },
      { timeout: 5_000 },
    );
    expect(posts(api).map((call) => call.body)).toEqual([
      expect.objectContaining({ year: 2024, durationS: 120 * 60 }),
    ]);
  });
});
