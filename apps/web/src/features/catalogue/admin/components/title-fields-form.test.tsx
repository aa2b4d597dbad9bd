import { fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { adminTitle, catalogueRoutes } from "../../test/factories.ts";
import { fakeApi } from "../../../../test/fake-api.ts";
import { renderWithProviders } from "../../../../test/render.tsx";
import { TitleFieldsForm } from "./title-fields-form.tsx";

afterEach(() => {
  vi.unstubAllGlobals();
});

/** A whole title as the console's API answers it: far more than the form edits. */
const title = adminTitle();

describe("the title details form", () => {
  it("sends only the fields it edits, whatever it was given (the API refuses other keys)", () => {
    fakeApi(catalogueRoutes({ catalogue: { content: [], genres: ["Drama", "Comedy"] } }));
    const onSubmit = vi.fn();
    renderWithProviders(
      <TitleFieldsForm
        initial={title}
        withFree
        submitLabel="Save details"
        busy={false}
        onSubmit={onSubmit}
      />,
    );
    fireEvent.click(screen.getByRole("checkbox", { name: "Free to watch (no price needed)" }));
    fireEvent.click(screen.getByRole("button", { name: "Save details" }));
    expect(onSubmit).toHaveBeenCalledWith({
      title: "Lekki Nights Ep. 1",
      tagline: "",
      synopsis: "A housing estate after dark.",
      year: 2026,
      durationS: 2_520,
      country: "Nigeria",
      language: "English",
      tags: ["estate"],
      genres: ["Drama"],
      isFree: true,
    });
  });
});
