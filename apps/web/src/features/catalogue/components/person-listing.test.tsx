import { screen, within } from "@testing-library/react";
import { Route, Routes } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { PersonResponse } from "@tazama/contracts";
import { apiError, fakeApi } from "../../../test/fake-api.ts";
import { renderWithProviders } from "../../../test/render.tsx";
import { contentDetail } from "../test/factories.ts";
import { PersonListing } from "./person-listing.tsx";
import { TitleCredits } from "./title-credits.tsx";

const page: PersonResponse = {
  person: { slug: "adaeze-okonkwo", name: "Adaeze Okonkwo", bio: "" },
  credits: [
    {
      ref: "pepper-and-sons-ep-2",
      title: "Pepper and Sons Ep. 2",
      seriesTitle: "Pepper and Sons",
      poster: "/content/uploads/pepper-and-sons-ep-2_port.jpg",
      year: 2024,
      roles: ["actor"],
      character: "Mama Titi",
    },
    {
      ref: "oshodi-overtime",
      title: "Oshodi Overtime",
      seriesTitle: null,
      poster: "/content/uploads/oshodi-overtime_port.jpg",
      year: 2019,
      roles: ["actor", "writer"],
      character: "Bisi",
    },
  ],
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("TitleCredits", () => {
  it("lists the cast with their characters, then crew, each opening the person's page", () => {
    const { credits } = contentDetail({
      ref: "oshodi-overtime",
      credits: [
        { slug: "adaeze-okonkwo", name: "Adaeze Okonkwo", role: "actor", character: "Bisi" },
        { slug: "chidi-nwankwo", name: "Chidi Nwankwo", role: "actor", character: "Kunle" },
        { slug: "yaw-darko", name: "Yaw Darko", role: "director", character: null },
      ],
    });
    renderWithProviders(<TitleCredits credits={credits} />);
    const section = screen.getByRole("region", { name: "Cast & crew" });
    expect(within(section).getByText("Cast")).toBeTruthy();
    expect(within(section).getByText("Director")).toBeTruthy();
    expect(within(section).getByRole("link", { name: "Adaeze Okonkwo" }).getAttribute("href")).toBe(
      "/people/adaeze-okonkwo",
    );
    expect(within(section).getByText("as Kunle", { exact: false })).toBeTruthy();
  });

  it("shows nothing for a title without credits", () => {
    renderWithProviders(<TitleCredits credits={[]} />);
    expect(screen.queryByRole("region", { name: "Cast & crew" })).toBeNull();
  });
});

describe("PersonListing", () => {
  it("shows the person's name, roles and titles with what they did on each", async () => {
    fakeApi({ "GET /api/v1/people/adaeze-okonkwo": { status: 200, body: page } });
    renderWithProviders(<PersonListing slug="adaeze-okonkwo" />);
    expect(await screen.findByRole("heading", { name: "Adaeze Okonkwo" })).toBeTruthy();
    expect(screen.getByText("Actor · Writer")).toBeTruthy();
    expect(screen.getByText("2 titles")).toBeTruthy();
    const grid = screen.getByRole("list", { name: "Titles with Adaeze Okonkwo" });
    expect(within(grid).getByText("Pepper and Sons Ep. 2")).toBeTruthy();
    expect(within(grid).getByText("2019 · as Bisi · Writer")).toBeTruthy();
  });

  it("says so when there is no such person", async () => {
    fakeApi({
      "GET /api/v1/people/nobody": apiError(
        404,
        "person/not-found",
        "We could not find this person.",
      ),
    });
    renderWithProviders(
      <Routes>
        <Route path="*" element={<PersonListing slug="nobody" />} />
      </Routes>,
    );
    expect(await screen.findByText("Person not found")).toBeTruthy();
  });
});
