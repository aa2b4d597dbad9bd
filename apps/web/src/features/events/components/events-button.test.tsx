import type { EventItem, ScreeningSummary } from "@tazama/contracts";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeApi, noAnswer } from "../../../test/fake-api.ts";
import { renderWithProviders } from "../../../test/render.tsx";
import { EventsButton } from "./events-button.tsx";
import { EventsDialog } from "./events-dialog.tsx";

const NOW = new Date("2026-01-15T12:00:00Z");

const PAST: EventItem = {
  id: 1,
  title: "International Animation Day Screening",
  description: "A free afternoon of African animated shorts. TEKA Register your school or studio.",
  artwork: "/content/uploads/event-animation-day_land.jpg",
  link: "/international-animation-day-registration",
  startsAt: null,
  venue: null,
  endDate: "2025-10-28T23:59:59.000Z",
};
const PREMIERE: EventItem = {
  id: 2,
  title: "Tazama Premiere Night: Lagos",
  description: "Walk the red carpet. TEKA Members get two seats. TEKA Doors open at 6 pm.",
  artwork: "/content/uploads/event-premiere-lagos_land.jpg",
  link: "/movies",
  startsAt: "2027-03-31T17:00:00.000Z",
  venue: "Eko Hotel & Suites, Lagos",
  endDate: "2027-03-31T22:00:00.000Z",
};
const FESTIVAL: EventItem = {
  id: 3,
  title: "Nairobi Short Film Weekend",
  description: "Two days of short films.",
  artwork: "/content/uploads/event-nairobi-shorts_land.jpg",
  link: "https://example.com/nairobi-shorts",
  startsAt: null,
  venue: null,
  endDate: "2027-06-30T20:00:00.000Z",
};

const SCREENING: ScreeningSummary = {
  id: "5b0c7a52-6f0e-4d7a-9c1e-2f3a4b5c6d7e",
  title: {
    ref: "kings-of-lagos",
    title: "Kings of Lagos",
    poster: "/content/uploads/kings-of-lagos_port.jpg",
    backdrop: "/content/uploads/kings-of-lagos_land.jpg",
  },
  startsAt: "2026-01-17T18:30:00.000Z",
  venue: { name: "Silverbird Galleria", city: "Lagos", address: "Victoria Island" },
  seated: true,
  prices: [{ currency: "NGN", amount: 350_000 }],
  status: "scheduled",
  seatsLeft: 80,
  capacity: 96,
  onSale: true,
  salesCloseAt: "2026-01-17T18:30:00.000Z",
  note: "",
};

function serveEvents(events: EventItem[], screenings: ScreeningSummary[] = []) {
  return fakeApi({
    "GET /api/v1/events": { status: 200, body: { events } },
    "GET /api/v1/screenings": { status: 200, body: { screenings, cities: ["Lagos"] } },
  });
}

async function renderLoaded(events: EventItem[]) {
  const api = serveEvents(events);
  const view = renderWithProviders(<EventsButton now={NOW} />);
  await waitFor(() => {
    expect(view.queryClient.getQueryState(["events"])?.status).toBe("success");
  });
  expect(api.calls[0]?.url).toBe("/api/v1/events");
  return view;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("EventsButton", () => {
  it("is not rendered when every event has ended", async () => {
    await renderLoaded([PAST]);
    expect(screen.queryByRole("button", { name: "Events" })).toBeNull();
  });

  it("is not rendered when there are no events", async () => {
    await renderLoaded([]);
    expect(screen.queryByRole("button", { name: "Events" })).toBeNull();
  });

  it("is not rendered while the events are loading", () => {
    fakeApi({ "GET /api/v1/events": noAnswer });
    renderWithProviders(<EventsButton now={NOW} />);
    expect(screen.queryByRole("button", { name: "Events" })).toBeNull();
  });

  it("shows when one event has not ended, and opens a dialog of the upcoming ones", async () => {
    await renderLoaded([PAST, FESTIVAL, PREMIERE]);
    await userEvent.click(screen.getByRole("button", { name: "Events" }));
    const dialog = await screen.findByRole("dialog", { name: "Events" });

    const titles = within(dialog)
      .getAllByRole("heading", { level: 3 })
      .map((h) => h.textContent);
    expect(titles).toEqual([PREMIERE.title, FESTIVAL.title]);
    expect(within(dialog).queryByText(PAST.title)).toBeNull();

    const art = within(dialog).getByRole("img", { name: PREMIERE.title });
    expect(art.getAttribute("src")).toBe(`${PREMIERE.artwork}?w=640`);
    expect(art.getAttribute("width")).toBe("1920");
    expect(art.getAttribute("height")).toBe("1080");

    const links = within(dialog).getAllByRole("link", { name: "Learn more" });
    expect(links.map((a) => a.getAttribute("href"))).toEqual(["/movies", FESTIVAL.link]);
    expect(links[1]?.getAttribute("target")).toBe("_blank");
    expect(links[1]?.getAttribute("rel")).toContain("noopener");
  });

  it("renders each TEKA-started part of a description as its own paragraph, without the word", async () => {
    await renderLoaded([PREMIERE]);
    await userEvent.click(screen.getByRole("button", { name: "Events" }));
    const dialog = await screen.findByRole("dialog", { name: "Events" });
    const card = within(dialog).getByRole("article", { name: PREMIERE.title });
    const paragraphs = card.querySelectorAll("p");
    expect([...paragraphs].map((p) => p.textContent)).toEqual([
      "Walk the red carpet.",
      "Members get two seats.",
      "Doors open at 6 pm.",
    ]);
  });

  it("says when and where an event happens, when it is known", async () => {
    await renderLoaded([PREMIERE, FESTIVAL]);
    await userEvent.click(screen.getByRole("button", { name: "Events" }));
    const dialog = await screen.findByRole("dialog", { name: "Events" });
    const premiere = within(dialog).getByRole("article", { name: PREMIERE.title });
    expect(premiere.textContent).toContain("Wed, 31 Mar 2027, 17:00 · Eko Hotel & Suites, Lagos");
    const festival = within(dialog).getByRole("article", { name: FESTIVAL.title });
    expect(festival.textContent).not.toContain(" · ");
  });

  it("holds each artwork's place at its final size, the first fetched at once, faded in on load", async () => {
    await renderLoaded([FESTIVAL, PREMIERE]);
    await userEvent.click(screen.getByRole("button", { name: "Events" }));
    const dialog = await screen.findByRole("dialog", { name: "Events" });
    const [first, second] = within(dialog).getAllByRole("img");
    expect(first?.getAttribute("loading")).toBe("eager");
    expect(second?.getAttribute("loading")).toBe("lazy");
    expect(first?.hasAttribute("data-loaded")).toBe(false);
    first?.dispatchEvent(new Event("load"));
    await waitFor(() => {
      expect(first?.hasAttribute("data-loaded")).toBe(true);
    });
  });

  it("closes the dialog when an internal Learn more link is followed", async () => {
    await renderLoaded([PREMIERE]);
    await userEvent.click(screen.getByRole("button", { name: "Events" }));
    const dialog = await screen.findByRole("dialog", { name: "Events" });
    await userEvent.click(within(dialog).getByRole("link", { name: "Learn more" }));
    await waitFor(() => {
      expect(screen.queryByRole("dialog", { name: "Events" })).toBeNull();
    });
  });
});

describe("EventsDialog", () => {
  it("lists the next screenings under the events, each linking to its booking page", async () => {
    serveEvents([PREMIERE], [SCREENING]);
    renderWithProviders(
      <EventsDialog opened onClose={() => undefined} events={[PREMIERE]} now={NOW} />,
    );
    const dialog = await screen.findByRole("dialog", { name: "Events" });
    const link = await within(dialog).findByRole("link", { name: "Kings of Lagos" });
    expect(link.getAttribute("href")).toBe(`/screenings/${SCREENING.id}`);
    expect(within(dialog).getByText(/Silverbird Galleria, Lagos/)).toBeTruthy();
    expect(within(dialog).getByRole("link", { name: "See all" }).getAttribute("href")).toBe(
      "/screenings",
    );
  });

  it("says so when no upcoming events remain", async () => {
    serveEvents([PAST]);
    renderWithProviders(
      <EventsDialog opened onClose={() => undefined} events={[PAST]} now={NOW} />,
    );
    const dialog = await screen.findByRole("dialog", { name: "Events" });
    expect(within(dialog).getByText("No upcoming events at this time.")).toBeTruthy();
    expect(within(dialog).queryByRole("article")).toBeNull();
  });
});
