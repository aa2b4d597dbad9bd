import { type AdminSeries, adminSeriesSchema, updateSeriesBodySchema } from "@tazama/contracts";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { catalogueRoutes } from "../../test/factories.ts";
import { apiError, fakeApi } from "../../../../test/fake-api.ts";
import { renderWithProviders } from "../../../../test/render.tsx";
import { SeriesFieldsForm } from "./series-fields-form.tsx";

afterEach(() => {
  vi.unstubAllGlobals();
});

// Checked against the contract: a renamed field fails here, not only in production.
const show: AdminSeries = adminSeriesSchema.parse({
  ref: "lekki-nights-2026",
  title: "Lekki Nights",
  tagline: "",
  synopsis: "A housing estate after dark.",
  year: 2026,
  tags: ["estate", "night"],
  country: "Nigeria",
  language: "English",
  episodes: [
    {
      ref: "lekki-nights-2026-ep-1",
      episodeNumber: 1,
      title: "Lekki Nights Ep. 1",
      status: "draft",
    },
  ],
});

const textbox = (name: string) => screen.getByRole("textbox", { name });
const type = (name: string, value: string) => {
  fireEvent.change(textbox(name), { target: { value } });
};
const save = () => {
  fireEvent.click(screen.getByRole("button", { name: "Save series" }));
};

describe("the series details form", () => {
  it("warns that a new name renames the episodes, and saves the fields the API takes", async () => {
    const api = fakeApi({
      "PATCH /api/v1/admin/series/:ref": (call) => ({
        status: 200,
        body: adminSeriesSchema.parse({ ...show, ...(call.body as object) }),
      }),
      ...catalogueRoutes({}),
    });
    const onSaved = vi.fn();
    renderWithProviders(<SeriesFieldsForm show={show} onSaved={onSaved} />);
    type("Series name", "Lekki Nights Redux");
    expect(
      screen.getByText('Its episodes become "Lekki Nights Redux Ep. 1", "Ep. 2", …').tagName,
    ).toBe("P");
    type("Tags", " estate,  night , ,drama");
    save();
    await waitFor(() => {
      expect(onSaved).toHaveBeenCalledOnce();
    });
    const patch = api.calls.find((c) => c.method === "PATCH")!;
    expect(patch.url).toBe("/api/v1/admin/series/lekki-nights-2026");
    expect(updateSeriesBodySchema.parse(patch.body)).toEqual({
      title: "Lekki Nights Redux",
      tagline: "",
      synopsis: "A housing estate after dark.",
      country: "Nigeria",
      language: "English",
      year: 2026,
      tags: ["estate", "night", "drama"],
    });
  });

  it("does not send a year out of range, and shows the API's refusal", async () => {
    const api = fakeApi({
      "PATCH /api/v1/admin/series/:ref": apiError(
        409,
        "catalogue/title-taken",
        "A series has that name.",
      ),
    });
    const onSaved = vi.fn();
    renderWithProviders(<SeriesFieldsForm show={show} onSaved={onSaved} />);
    type("Year", "1850");
    expect(screen.getByText("1900 to 2100").tagName).toBe("P");
    save();
    expect(api.calls).toEqual([]);
    type("Year", "2025");
    save();
    expect((await screen.findByRole("alert")).textContent).toBe("A series has that name.");
    expect(onSaved).not.toHaveBeenCalled();
  });
});
