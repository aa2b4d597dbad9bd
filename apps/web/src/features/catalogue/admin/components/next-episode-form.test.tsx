import { newEpisodeBodySchema } from "@tazama/contracts";
import { fireEvent, screen } from "@testing-library/react";
import { Route, Routes } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { adminTitle, catalogueRoutes } from "../../test/factories.ts";
import { apiError, fakeApi } from "../../../../test/fake-api.ts";
import { renderWithProviders } from "../../../../test/render.tsx";
import { NextEpisodeForm } from "./next-episode-form.tsx";

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderForm() {
  renderWithProviders(
    <Routes>
      <Route
        path="/"
        element={<NextEpisodeForm seriesRef="lekki-nights-2026" durationS={2_520} />}
      />
      <Route path="/admin/titles/:ref" element={<p>The new episode&apos;s page</p>} />
    </Routes>,
  );
}
const create = () => {
  fireEvent.click(screen.getByRole("button", { name: "Create episode draft" }));
};

describe("the next episode form", () => {
  it("starts from the last episode's length, sends story and seconds, opens the new draft", async () => {
    const api = fakeApi({
      "POST /api/v1/admin/series/:ref/episodes": {
        status: 201,
        body: adminTitle({
          id: 8,
          ref: "lekki-nights-2026-ep-2",
          title: "Lekki Nights Ep. 2",
          episodeNumber: 2,
        }),
      },
      ...catalogueRoutes({}),
    });
    renderForm();
    expect(screen.getByRole<HTMLInputElement>("textbox", { name: "Minutes" }).value).toBe("42");
    fireEvent.change(screen.getByRole("textbox", { name: "Synopsis" }), {
      target: { value: "  The lift breaks down. " },
    });
    fireEvent.change(screen.getByRole("textbox", { name: "Minutes" }), { target: { value: "45" } });
    create();
    expect((await screen.findByText("The new episode's page")).tagName).toBe("P");
    const post = api.calls.find((c) => c.method === "POST")!;
    expect(post.url).toBe("/api/v1/admin/series/lekki-nights-2026/episodes");
    expect(newEpisodeBodySchema.safeParse(post.body).success).toBe(true);
    expect(post.body).toEqual({
      synopsis: "The lift breaks down.",
      durationS: 2_700,
    });
  });

  it("keeps a length out of range here, and shows the API's refusal without leaving", async () => {
    const api = fakeApi({
      "POST /api/v1/admin/series/:ref/episodes": apiError(
        404,
        "catalogue/not-found",
        "No such series.",
      ),
    });
    renderForm();
    fireEvent.change(screen.getByRole("textbox", { name: "Synopsis" }), {
      target: { value: "More." },
    });
    fireEvent.change(screen.getByRole("textbox", { name: "Minutes" }), { target: { value: "0" } });
    expect(screen.getByText("1 to 1440").tagName).toBe("P");
    create();
    expect(api.calls).toEqual([]);
    fireEvent.change(screen.getByRole("textbox", { name: "Minutes" }), { target: { value: "30" } });
    create();
    expect((await screen.findByRole("alert")).textContent).toBe("No such series.");
    expect(screen.queryByText("The new episode's page")).toBeNull();
  });
});
