import { adminRequestPageSchema, adminRequestUpdateSchema } from "@tazama/contracts";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { apiError, fakeApi } from "../../../../test/fake-api.ts";
import { renderWithProviders } from "../../../../test/render.tsx";
import { RequestTriage } from "./request-triage.tsx";

afterEach(() => {
  vi.unstubAllGlobals();
});

const oshodi = {
  id: 7,
  title: "Oshodi Overtime",
  kind: "movie",
  year: 2019,
  status: "pending",
  votes: 12,
  availableRef: null,
  note: null,
  createdAt: "2026-10-01T09:00:00.000Z",
  link: "https://example.org/oshodi",
  updatedAt: "2026-10-02T09:00:00.000Z",
} as const;
const page = (items: object[], total = items.length) =>
  adminRequestPageSchema.parse({ page: 1, pageSize: 25, total, items });
const list = "GET /api/v1/admin/requests";
const triage = "PATCH /api/v1/admin/requests/:id";

const form = () => screen.getByRole("form", { name: "Triage Oshodi Overtime" });

describe("triaging requests (console)", { timeout: 15_000 }, () => {
  it("lists a status's requests a page at a time, the page and the status in the address", async () => {
    const api = fakeApi({ [list]: { status: 200, body: page([oshodi], 60) } });
    renderWithProviders(<RequestTriage />, { route: "/admin/requests?status=pending" });
    const requests = await screen.findByRole("list", { name: "Requests" });
    const item = await within(requests).findByRole("listitem");
    expect(item.textContent).toContain("Oshodi Overtime (2019, movie)");
    expect(item.textContent).toContain("12 viewers asked");
    fireEvent.click(screen.getByRole("button", { name: "3" }));
    await waitFor(() => {
      expect(api.calls.map((c) => c.url)).toContain("/api/v1/admin/requests?page=3&status=pending");
    });
  });

  it("asks the catalogue ref only when it is available, and says the askers are told", async () => {
    const api = fakeApi({
      [list]: { status: 200, body: page([oshodi]) },
      [triage]: (call) => ({ status: 200, body: { ...oshodi, ...(call.body as object) } }),
    });
    renderWithProviders(<RequestTriage />, { route: "/admin/requests" });
    await screen.findByRole("form", { name: "Triage Oshodi Overtime" });
    expect(within(form()).queryByRole("textbox", { name: "On Tazama as (ref)" })).toBeNull();
    fireEvent.change(within(form()).getByRole("combobox", { name: "Status" }), {
      target: { value: "available" },
    });
    fireEvent.change(within(form()).getByRole("textbox", { name: "On Tazama as (ref)" }), {
      target: { value: " oshodi-overtime " },
    });
    fireEvent.change(within(form()).getByRole("textbox", { name: "Note to the askers" }), {
      target: { value: "Now streaming." },
    });
    fireEvent.click(within(form()).getByRole("button", { name: "Save" }));
    expect(
      await screen.findByText("Oshodi Overtime: available. Its askers are told."),
    ).toBeTruthy();
    const sent = api.calls.find((c) => c.method === "PATCH");
    expect(sent?.url).toBe("/api/v1/admin/requests/7");
    expect(adminRequestUpdateSchema.parse(sent?.body)).toEqual({
      status: "available",
      availableRef: "oshodi-overtime",
      note: "Now streaming.",
    });
  });

  it("shows the server's refusal", async () => {
    fakeApi({
      [list]: { status: 200, body: page([oshodi]) },
      [triage]: apiError(400, "requests/no-such-title", "No title is called oshodi-overtime."),
    });
    renderWithProviders(<RequestTriage />, { route: "/admin/requests" });
    await screen.findByRole("form", { name: "Triage Oshodi Overtime" });
    fireEvent.change(within(form()).getByRole("combobox", { name: "Status" }), {
      target: { value: "available" },
    });
    fireEvent.change(within(form()).getByRole("textbox", { name: "On Tazama as (ref)" }), {
      target: { value: "oshodi-overtime" },
    });
    fireEvent.click(within(form()).getByRole("button", { name: "Save" }));
    expect(await screen.findByText("No title is called oshodi-overtime.")).toBeTruthy();
    expect(screen.getByText("Not saved")).toBeTruthy();
    expect(
      within(form()).getByRole<HTMLInputElement>("textbox", { name: "On Tazama as (ref)" }).value,
    ).toBe("oshodi-overtime");
  });

  it("says when nothing matches, and what the server said when the list is refused", async () => {
    fakeApi({ [list]: { status: 200, body: page([]) } });
    const { unmount } = renderWithProviders(<RequestTriage />, { route: "/admin/requests" });
    expect(await screen.findByText("No request matches.")).toBeTruthy();
    unmount();
    fakeApi({ [list]: apiError(403, "auth/forbidden", "Admins only.") });
    renderWithProviders(<RequestTriage />, { route: "/admin/requests" });
    expect(await screen.findByText("Admins only.")).toBeTruthy();
  });
});
