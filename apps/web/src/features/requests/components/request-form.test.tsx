import { screen, waitFor } from "@testing-library/react";
import userEvent, { PointerEventsCheckLevel } from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { apiError, fakeApi } from "../../../test/fake-api.ts";
import { renderWithProviders } from "../../../test/render.tsx";
import { RequestForm } from "./request-form.tsx";

const FAST = { delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never } as const;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("RequestForm", () => {
  it("says what is missing before asking the server", async () => {
    const { calls } = fakeApi({});
    renderWithProviders(<RequestForm />);
    await userEvent.setup(FAST).click(screen.getByRole("button", { name: "Ask for it" }));
    expect(await screen.findByText("Type the title you are looking for.")).toBeTruthy();
    expect(screen.getByText("Type the year.")).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it("sends the request and tells how many others asked", async () => {
    const { calls } = fakeApi({
      "POST /api/v1/add/request": {
        status: 200,
        body: {
          outcome: "voted",
          request: {
            id: 7,
            title: "Atlantics",
            kind: "movie",
            year: 2019,
            status: "pending",
            votes: 13,
            asked: true,
            availableRef: null,
            note: null,
            createdAt: "2026-11-01T00:00:00.000Z",
          },
        },
      },
    });
    renderWithProviders(<RequestForm initialTitle="atlantics" />);
    const user = userEvent.setup(FAST);
    await user.type(screen.getByRole("textbox", { name: /Year/ }), "2019");
    await user.click(screen.getByRole("button", { name: "Ask for it" }));
    expect((await screen.findByRole("status")).textContent).toContain(
      "You and 12 others asked for this. We will tell you when Atlantics (2019) is here.",
    );
    expect(calls[0]?.body).toEqual({ title: "atlantics", kind: "movie", year: 2019 });
  });

  it("points to the title when it is already on Tazama", async () => {
    fakeApi({
      "POST /api/v1/add/request": apiError(
        409,
        "request/on-tazama",
        '"Oshodi Overtime" is already on Tazama: /view/oshodi-overtime',
      ),
    });
    renderWithProviders(<RequestForm initialTitle="oshodi overtime" />);
    const user = userEvent.setup(FAST);
    await user.type(screen.getByRole("textbox", { name: /Year/ }), "2024");
    await user.click(screen.getByRole("button", { name: "Ask for it" }));
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain('"Oshodi Overtime" is already on Tazama.');
    await waitFor(() => {
      expect(screen.getByRole("link", { name: "Watch it now" }).getAttribute("href")).toBe(
        "/view/oshodi-overtime",
      );
    });
  });
});
