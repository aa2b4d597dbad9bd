import { adminSubmissionPageSchema, adminSubmissionUpdateSchema } from "@tazama/contracts";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { apiError, fakeApi } from "../../../../test/fake-api.ts";
import { renderWithProviders } from "../../../../test/render.tsx";
import { SubmissionTriage } from "./submission-triage.tsx";

afterEach(() => {
  vi.unstubAllGlobals();
});

const harmattan = {
  id: 4,
  reference: "SUB-7KQ2M9",
  status: "received",
  details: {
    title: "Harmattan Letters",
    kind: "movie",
    year: 2025,
    country: "Ghana",
    shortSynopsis: "Two sisters write across a dry season.",
    screenerUrl: "https://vimeo.com/000000",
    contactName: "Efua Mensah",
    contactEmail: "efua@example.org",
  },
  files: [
    { id: 9, kind: "poster", fileName: "poster.jpg", contentType: "image/jpeg", bytes: 1200 },
  ],
  note: null,
  submittedAt: "2026-11-20T10:00:00.000Z",
  updatedAt: "2026-11-20T10:00:00.000Z",
  createdAt: "2026-11-19T10:00:00.000Z",
  draftTitleRef: null,
} as const;
const page = (items: object[], total = items.length) =>
  adminSubmissionPageSchema.parse({ page: 1, pageSize: 25, total, items });
const list = "GET /api/v1/admin/submissions";
const decide = "PATCH /api/v1/admin/submissions/:id";
const draft = "POST /api/v1/admin/submissions/:id/draft-title";

const form = () => screen.getByRole("form", { name: "Decide on Harmattan Letters" });

describe("triaging film submissions (console)", { timeout: 15_000 }, () => {
  it("shows what was sent, moves it only where it may go, and says the filmmaker is mailed", async () => {
    const api = fakeApi({
      [list]: { status: 200, body: page([harmattan]) },
      [decide]: (call) => ({ status: 200, body: { ...harmattan, ...(call.body as object) } }),
    });
    renderWithProviders(<SubmissionTriage />, { route: "/admin/submissions" });
    const item = await within(await screen.findByRole("list", { name: "Submissions" })).findByRole(
      "listitem",
    );
    expect(item.textContent).toContain("Harmattan Letters (2025, movie, Ghana)");
    expect(item.textContent).toContain("Efua Mensah <efua@example.org>");
    expect(within(item).getByRole("link", { name: "poster: poster.jpg" })).toBeTruthy();
    // From received: in review or declined, never straight to accepted.
    const options = within(form())
      .getAllByRole("option")
      .map((o) => o.textContent);
    expect(options).toEqual(["in review", "declined"]);
    fireEvent.change(within(form()).getByRole("combobox", { name: "Move to" }), {
      target: { value: "declined" },
    });
    fireEvent.change(within(form()).getByRole("textbox", { name: "Note to the filmmaker" }), {
      target: { value: "  Not for us this year.  " },
    });
    fireEvent.click(within(form()).getByRole("button", { name: "Save" }));
    expect(
      await screen.findByText("Harmattan Letters: declined. The filmmaker is mailed."),
    ).toBeTruthy();
    const sent = api.calls.find((c) => c.method === "PATCH");
    expect(sent?.url).toBe("/api/v1/admin/submissions/4");
    expect(adminSubmissionUpdateSchema.parse(sent?.body)).toEqual({
      status: "declined",
      note: "Not for us this year.",
    });
  });

  it("makes an accepted submission a draft title once, then links to it", async () => {
    const accepted = { ...harmattan, status: "accepted" };
    const api = fakeApi({
      [list]: { status: 200, body: page([accepted]) },
      [draft]: { status: 200, body: { ...accepted, draftTitleRef: "harmattan-letters" } },
    });
    renderWithProviders(<SubmissionTriage />, { route: "/admin/submissions?status=accepted" });
    fireEvent.click(await screen.findByRole("button", { name: "Make it a draft title" }));
    await waitFor(() => {
      expect(api.calls.map((c) => `${c.method} ${c.url}`)).toContain(
        "POST /api/v1/admin/submissions/4/draft-title",
      );
    });
    // Accepted is where it ends: no decision form is left.
    expect(screen.queryByRole("form", { name: "Decide on Harmattan Letters" })).toBeNull();
  });

  it("keeps the note and shows the server's refusal", async () => {
    fakeApi({
      [list]: { status: 200, body: page([harmattan]) },
      [decide]: apiError(409, "submissions/moved", "Someone else moved it first."),
    });
    renderWithProviders(<SubmissionTriage />, { route: "/admin/submissions" });
    await screen.findByRole("form", { name: "Decide on Harmattan Letters" });
    fireEvent.change(within(form()).getByRole("textbox", { name: "Note to the filmmaker" }), {
      target: { value: "Lovely." },
    });
    fireEvent.click(within(form()).getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Someone else moved it first.")).toBeTruthy();
    expect(screen.getByText("Not saved")).toBeTruthy();
    expect(
      within(form()).getByRole<HTMLInputElement>("textbox", { name: "Note to the filmmaker" })
        .value,
    ).toBe("Lovely.");
  });
});
