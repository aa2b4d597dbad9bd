import { screen } from "@testing-library/react";
import userEvent, { PointerEventsCheckLevel } from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeApi } from "../../../test/fake-api.ts";
import { renderWithProviders } from "../../../test/render.tsx";
import { CreateOrgForm } from "./create-org-form.tsx";

const FAST = { delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never } as const;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("CreateOrgForm", () => {
  it("once started, the form is empty again for another organisation (issue 42 §10)", async () => {
    const api = fakeApi({
      "POST /api/v1/orgs": {
        status: 201,
        body: { id: "o1", name: "Lagos Film Club", kind: "school", role: "admin", members: 1 },
      },
      "GET /api/v1/orgs": { status: 200, body: { organisations: [] } },
    });
    renderWithProviders(<CreateOrgForm />);
    const user = userEvent.setup(FAST);
    const name = screen.getByRole("textbox", { name: "Organisation name" });
    await user.type(name, "Lagos Film Club");
    await user.selectOptions(screen.getByRole("combobox", { name: "Kind" }), "school");
    await user.click(screen.getByRole("button", { name: "Start the organisation" }));
    await vi.waitFor(() => {
      expect(name).toHaveProperty("value", "");
    });
    expect(screen.getByRole("combobox", { name: "Kind" })).toHaveProperty("value", "company");
    expect(api.calls.find((c) => c.method === "POST")?.body).toEqual({
      name: "Lagos Film Club",
      kind: "school",
    });
  });

  it("a refusal keeps what was typed", async () => {
    fakeApi({
      "POST /api/v1/orgs": {
        status: 400,
        body: {
          error: { code: "request/invalid", message: "Invalid body: name: Too long" },
        },
      },
    });
    renderWithProviders(<CreateOrgForm />);
    const user = userEvent.setup(FAST);
    const name = screen.getByRole("textbox", { name: "Organisation name" });
    await user.type(name, "Lagos Film Club");
    await user.click(screen.getByRole("button", { name: "Start the organisation" }));
    expect(await screen.findByRole("alert")).toBeTruthy();
    expect(name).toHaveProperty("value", "Lagos Film Club");
  });
});
