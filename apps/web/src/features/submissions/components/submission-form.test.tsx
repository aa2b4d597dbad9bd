import { screen, waitFor } from "@testing-library/react";
import userEvent, { PointerEventsCheckLevel } from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeApi } from "../../../test/fake-api.ts";
import { renderWithProviders } from "../../../test/render.tsx";
import { currentDraft } from "../lib/draft-keys.ts";
import { SubmissionForm } from "./submission-form.tsx";

const FAST = { delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never } as const;

/** Puts text in the field named `name` at once (typing each key is slow on a busy machine). */
async function fill(user: ReturnType<typeof userEvent.setup>, name: RegExp, text: string) {
  await user.click(screen.getByRole("textbox", { name }));
  await user.paste(text);
}

afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

const draft = (details: object) => ({
  reference: "TZ-SUB-ABCDEF",
  status: "draft",
  details,
  files: [],
  note: null,
  submittedAt: null,
  updatedAt: "2026-11-24T10:00:00.000Z",
});

describe("SubmissionForm", () => {
  it(
    "says what the first step lacks, then saves it as a draft and goes on",
    { timeout: 15_000 },
    async () => {
      const { calls } = fakeApi({
        "POST /api/v1/add/contentForm": (call) => ({
          status: 201,
          body: {
            reference: "TZ-SUB-ABCDEF",
            editToken: "secret-token",
            submission: draft((call.body as { details: object }).details),
          },
        }),
      });
      renderWithProviders(<SubmissionForm />);
      const user = userEvent.setup(FAST);
      await user.click(await screen.findByRole("button", { name: "Save and continue" }));
      expect(screen.getByText("Type the film's title.")).toBeTruthy();
      expect(screen.getByText("Pick at least one genre.")).toBeTruthy();
      expect(calls).toHaveLength(0);

      await fill(user, /Title/, "Kente for the Bride");
      await fill(user, /Year/, "2024");
      await fill(user, /Running time/, "88");
      await fill(user, /Languages/, "Twi, English");
      await fill(user, /Country/, "Ghana");
      await user.click(screen.getByRole("checkbox", { name: "Romance" }));
      await user.click(screen.getByRole("button", { name: "Save and continue" }));

      expect(await screen.findByRole("heading", { name: "Story and credits" })).toBeTruthy();
      expect(calls[0]?.body).toEqual({
        details: {
          kind: "movie",
          rightsAttested: false,
          title: "Kente for the Bride",
          country: "Ghana",
          year: 2024,
          runtimeMinutes: 88,
          languages: ["Twi", "English"],
          genres: ["Romance"],
        },
      });
      expect(currentDraft()).toEqual({ reference: "TZ-SUB-ABCDEF", token: "secret-token" });
    },
  );

  it("resumes the draft this browser started", async () => {
    window.localStorage.setItem(
      "tazama.submission.draft",
      JSON.stringify({ reference: "TZ-SUB-ABCDEF", token: "secret-token" }),
    );
    const { calls } = fakeApi({
      "GET /api/v1/add/contentForm/:reference": {
        status: 200,
        body: draft({ title: "Matatu Queens", kind: "series", year: 2024 }),
      },
    });
    renderWithProviders(<SubmissionForm />);
    const title = await screen.findByRole("textbox", { name: /Title/ });
    await waitFor(() => {
      expect((title as HTMLInputElement).value).toBe("Matatu Queens");
    });
    expect(screen.getByText(/draft TZ-SUB-ABCDEF, saved/)).toBeTruthy();
    expect(calls[0]?.url).toBe("/api/v1/add/contentForm/TZ-SUB-ABCDEF");
  });
});
