import { type Credit, creditSchema, titleCreditsBodySchema } from "@tazama/contracts";
import { fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { adminTitle, catalogueRoutes } from "../../test/factories.ts";
import { apiError, fakeApi } from "../../../../test/fake-api.ts";
import { renderWithProviders } from "../../../../test/render.tsx";
import { TitleCreditsForm } from "./title-credits-form.tsx";

afterEach(() => {
  vi.unstubAllGlobals();
});

const slugOf = (name: string) => name.toLowerCase().replace(/\W+/g, "-");
const credits: Credit[] = [
  { slug: "ada-okafor", name: "Ada Okafor", role: "actor", character: "Nneka" },
  { slug: "tunde-bello", name: "Tunde Bello", role: "director", character: null },
].map((c) => creditSchema.parse(c));
const title = adminTitle({
  ref: "oshodi-overtime",
  kind: "movie",
  seriesTitle: null,
  seriesRef: null,
  episodeNumber: null,
  credits,
});
const credit = (n: number) => screen.getByRole("group", { name: `Credit ${n}` });
const save = () => screen.getByRole<HTMLButtonElement>("button", { name: "Save cast and crew" });

describe("the cast and crew form", () => {
  it("adds, reorders and removes credits, and sends them in billing order", async () => {
    const api = fakeApi({
      "PUT /api/v1/admin/titles/:ref/credits": (call) => {
        const body = titleCreditsBodySchema.parse(call.body);
        const saved = body.credits.map((c) => ({ ...c, slug: slugOf(c.name) }));
        return { status: 200, body: { ...title, credits: saved } };
      },
      ...catalogueRoutes({}),
    });
    const onChanged = vi.fn();
    renderWithProviders(<TitleCreditsForm title={title} onChanged={onChanged} />);
    fireEvent.click(screen.getByRole("button", { name: "Add a person" }));
    // A new row is too short to save until it has a name.
    expect(save().disabled).toBe(true);
    fireEvent.change(within(credit(3)).getByRole("textbox", { name: "Name" }), {
      target: { value: " Chioma Eze " },
    });
    fireEvent.change(within(credit(3)).getByRole("combobox", { name: "Role" }), {
      target: { value: "writer" },
    });
    expect(
      within(credit(3)).getByRole<HTMLInputElement>("textbox", { name: "Character" }).disabled,
    ).toBe(true);
    fireEvent.click(screen.getByRole("button", { name: "Move Chioma Eze up" }));
    fireEvent.click(screen.getByRole("button", { name: "Remove Tunde Bello" }));
    fireEvent.click(save());
    expect((await screen.findByText("Cast and crew saved.")).textContent).toBe(
      "Cast and crew saved.",
    );
    expect(onChanged).toHaveBeenCalledOnce();
    expect(api.calls.find((c) => c.method === "PUT")!.body).toEqual({
      credits: [
        { name: "Ada Okafor", role: "actor", character: "Nneka" },
        { name: "Chioma Eze", role: "writer", character: null },
      ],
    });
    expect(screen.queryByRole("group", { name: "Credit 3" })).toBeNull();
  });

  it("tells the admin when the API refuses, and keeps what they typed", async () => {
    fakeApi({
      "PUT /api/v1/admin/titles/:ref/credits": apiError(
        400,
        "validation/invalid-body",
        "A person is listed once per role",
      ),
    });
    const onChanged = vi.fn();
    renderWithProviders(<TitleCreditsForm title={title} onChanged={onChanged} />);
    fireEvent.change(within(credit(2)).getByRole("textbox", { name: "Name" }), {
      target: { value: "Ada Okafor" },
    });
    fireEvent.change(within(credit(2)).getByRole("combobox", { name: "Role" }), {
      target: { value: "actor" },
    });
    fireEvent.click(save());
    expect((await screen.findByText("Not saved")).textContent).toBe("Not saved");
    expect(screen.getByText("A person is listed once per role").textContent).toBeTruthy();
    expect(onChanged).not.toHaveBeenCalled();
    expect(within(credit(2)).getByRole<HTMLInputElement>("textbox", { name: "Name" }).value).toBe(
      "Ada Okafor",
    );
  });
});
