import {
  type AdminEvent,
  type AdminEventList,
  EVENT_ADMIN_PATHS,
  type EventArtworkResult,
  type EventsResponse,
  type UpdateEventBody,
} from "@tazama/contracts";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { type FakeApi, type Routes, apiError, fakeApi } from "../../../../test/fake-api.ts";
import { renderWithProviders } from "../../../../test/render.tsx";
import { EVENTS_PATH } from "../../api/get-events.ts";
import { EventList } from "./event-list.tsx";

// "Now" is 1 March 2027, noon UTC: whether an event has ended depends on it. Only the date is
// faked, the timers run.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date("2027-03-01T12:00:00.000Z"));
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const event = (over: Partial<AdminEvent>): AdminEvent => ({
  id: 1,
  title: "Lagos premiere",
  description: "A night at the Terra Kulture.TEKAWith the cast.",
  artwork: "/images/events/event-lagos-premiere_land.jpg",
  artworkFile: "event-lagos-premiere_land.jpg",
  link: "/screenings",
  startsAt: "2027-03-31T18:00:00.000Z",
  venue: "Terra Kulture, Lagos",
  endDate: "2027-03-31T22:00:00.000Z",
  ...over,
});

const list = `GET ${EVENT_ADMIN_PATHS.list}`;
const create = `POST ${EVENT_ADMIN_PATHS.list}`;
const one = `PATCH ${EVENT_ADMIN_PATHS.one}`;
const upload = `PUT ${EVENT_ADMIN_PATHS.artwork}`;
/** After a change the browser's copy of the viewers' events is fetched afresh (max-age=60). */
const viewersEvents: Routes = {
  [`GET ${EVENTS_PATH}`]: { status: 200, body: { events: [] } satisfies EventsResponse },
};
const uploaded: Routes = {
  [upload]: {
    status: 200,
    body: {
      file: "event-film-night_land.jpg",
      url: "/images/events/event-film-night_land.jpg",
    } satisfies EventArtworkResult,
  },
};

const when = (iso: string) =>
  new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "short" }).format(
    new Date(iso),
  );
const type = (form: HTMLElement, name: string, value: string) => {
  fireEvent.change(within(form).getByLabelText(name, { exact: false }), { target: { value } });
};
const choosePicture = (form: HTMLElement) => {
  const input = form.querySelector<HTMLInputElement>('input[type="file"]');
  const file = new File([new Uint8Array([0xff, 0xd8, 0xff])], "poster.jpg", { type: "image/jpeg" });
  fireEvent.change(input as HTMLInputElement, { target: { files: [file] } });
};
const sent = (api: FakeApi, method: string) => api.calls.filter((call) => call.method === method);
const newEvent = () => screen.getByRole("form", { name: "New event" });

describe("the console's events", () => {
  it("shows each event's picture, state, times, venue and link, past ones as ended", async () => {
    const api = fakeApi({
      [list]: {
        status: 200,
        body: {
          events: [
            event({}),
            event({
              id: 2,
              title: "Online watch party",
              link: "https://example.org/watch",
              startsAt: null,
              venue: null,
              endDate: "2027-04-10T20:00:00.000Z",
            }),
            event({
              id: 3,
              title: "Film night",
              artwork: "/images/events/event-film-night_land.jpg",
              startsAt: "2027-01-10T18:00:00.000Z",
              venue: null,
              endDate: "2027-01-11T02:00:00.000Z",
            }),
            event({
              id: 4,
              title: "Nairobi festival",
              startsAt: null,
              venue: "Nairobi",
              endDate: "2027-02-28T23:00:00.000Z",
            }),
          ],
        } satisfies AdminEventList,
      },
    });
    renderWithProviders(<EventList onChanged={vi.fn()} />);
    const premiere = await screen.findByRole("region", { name: "Lagos premiere" });
    expect(api.calls.map((call) => `${call.method} ${call.url}`)).toEqual([list]);
    expect(within(premiere).getByText("upcoming").textContent).toBe("upcoming");
    expect(
      within(premiere).getByText(
        `${when("2027-03-31T18:00:00.000Z")} – ${when("2027-03-31T22:00:00.000Z")} · Terra Kulture, Lagos`,
      ).textContent,
    ).toBeTruthy();
    expect(within(premiere).getByText("/screenings").textContent).toBe("/screenings");
    expect(premiere.querySelector("img")?.getAttribute("src")).toBe(
      "/images/events/event-lagos-premiere_land.jpg?w=640",
    );

    const online = screen.getByRole("region", { name: "Online watch party" });
    expect(within(online).getByText("upcoming").textContent).toBe("upcoming");
    expect(
      within(online).getByText(
        `Until ${when("2027-04-10T20:00:00.000Z")} · online or to be announced`,
      ).textContent,
    ).toBeTruthy();
    expect(within(online).getByText("https://example.org/watch").textContent).toBeTruthy();

    const past = screen.getByRole("region", { name: "Film night" });
    expect(within(past).getByText("ended").textContent).toBe("ended");
    expect(
      within(past).getByText(
        `${when("2027-01-10T18:00:00.000Z")} – ${when("2027-01-11T02:00:00.000Z")} · online or to be announced`,
      ).textContent,
    ).toBeTruthy();
    expect(past.querySelector("img")?.getAttribute("src")).toBe(
      "/images/events/event-film-night_land.jpg?w=640",
    );

    const festival = screen.getByRole("region", { name: "Nairobi festival" });
    expect(within(festival).getByText("ended").textContent).toBe("ended");
    expect(
      within(festival).getByText(`Until ${when("2027-02-28T23:00:00.000Z")} · Nairobi`).textContent,
    ).toBeTruthy();
  });

  it("creates an event from the form: its picture first, then the event with its times as instants", async () => {
    let events: AdminEvent[] = [];
    const api = fakeApi({
      ...viewersEvents,
      ...uploaded,
      [list]: () => ({ status: 200, body: { events } satisfies AdminEventList }),
      [create]: (call) => {
        const made = event({
          ...(call.body as Partial<AdminEvent>),
          id: 9,
          artwork: "/images/events/event-film-night_land.jpg",
          artworkFile: "event-film-night_land.jpg",
        });
        events = [made];
        return { status: 201, body: made };
      },
    });
    const onChanged = vi.fn();
    renderWithProviders(<EventList onChanged={onChanged} />);
    await waitFor(() => {
      expect(api.calls).toHaveLength(1);
    });
    fireEvent.click(screen.getByRole("button", { name: "New event" }));
    const form = newEvent();
    expect(within(form).getByText("Choose a picture first.").textContent).toBeTruthy();
    expect(
      within(form).getByRole<HTMLButtonElement>("button", { name: "Create event" }).disabled,
    ).toBe(true);
    choosePicture(form);
    await within(form).findByRole("img", { name: "The event's picture" });
    type(form, "Title", " Film night ");
    type(form, "Description", "Ten films in one night.TEKABring a blanket.");
    type(form, "Button leads to", "https://example.org/film-night ");
    type(form, "Venue", " Nairobi ");
    type(form, "Starts", "2027-05-01T18:00");
    type(form, "Ends", "2027-05-02T02:00");
    fireEvent.click(within(form).getByRole("button", { name: "Create event" }));

    expect((await screen.findByText("Film night is in the Events dialog.")).textContent).toBe(
      "Film night is in the Events dialog.",
    );
    expect(sent(api, "POST").map((call) => call.body)).toEqual([
      {
        title: "Film night",
        description: "Ten films in one night.TEKABring a blanket.",
        artwork: "event-film-night_land.jpg",
        link: "https://example.org/film-night",
        startsAt: new Date("2027-05-01T18:00").toISOString(),
        venue: "Nairobi",
        endDate: new Date("2027-05-02T02:00").toISOString(),
      },
    ]);
    expect(onChanged).toHaveBeenCalledOnce();
    // The form closes; the new event shows, and the viewers' copy was asked afresh.
    expect(await screen.findByRole("region", { name: "Film night" })).toBeTruthy();
    expect(screen.queryByRole("form", { name: "New event" })).toBeNull();
    expect(screen.getByRole("button", { name: "New event" }).tagName).toBe("BUTTON");
    expect(api.calls.filter((call) => call.url === EVENTS_PATH)).toHaveLength(1);
    expect(sent(api, "GET").filter((call) => call.url === EVENT_ADMIN_PATHS.list)).toHaveLength(2);
  });

  it("refuses an end before the start before sending, then shows the server's refusal", async () => {
    const api = fakeApi({
      ...uploaded,
      [list]: { status: 200, body: { events: [] } satisfies AdminEventList },
      [create]: apiError(409, "events/duplicate", "An event called Film night already ends then."),
    });
    const onChanged = vi.fn();
    renderWithProviders(<EventList onChanged={onChanged} />);
    fireEvent.click(screen.getByRole("button", { name: "New event" }));
    const form = newEvent();
    choosePicture(form);
    await within(form).findByRole("img", { name: "The event's picture" });
    type(form, "Title", "Film night");
    type(form, "Description", "Ten films in one night.");
    type(form, "Button leads to", "/screenings");
    type(form, "Starts", "2027-05-01T18:00");
    type(form, "Ends", "2027-04-30T10:00");
    expect(within(form).getByText("It cannot end before it starts").textContent).toBeTruthy();
    const button = within(form).getByRole<HTMLButtonElement>("button", { name: "Create event" });
    expect(button.disabled).toBe(true);
    // Nor is it sent when the form is submitted some other way (Enter in a field).
    fireEvent.submit(form);
    expect(sent(api, "POST")).toEqual([]);

    type(form, "Ends", "2027-05-02T02:00");
    expect(within(form).queryByText("It cannot end before it starts")).toBeNull();
    fireEvent.click(button);
    expect(
      (await screen.findByText("An event called Film night already ends then.")).textContent,
    ).toBeTruthy();
    expect(screen.getByText("Not saved").textContent).toBe("Not saved");
    expect(sent(api, "POST")).toHaveLength(1);
    // The form stays open with what was typed.
    expect(
      within(newEvent()).getByLabelText<HTMLInputElement>("Title", { exact: false }).value,
    ).toBe("Film night");
    expect(onChanged).not.toHaveBeenCalled();
  });

  it("edits an event in its card: the whole event is sent, an empty venue as none", async () => {
    const api = fakeApi({
      ...viewersEvents,
      [list]: { status: 200, body: { events: [event({ id: 7 })] } satisfies AdminEventList },
      [one]: (call) => ({
        status: 200,
        body: event({ ...(call.body as Partial<AdminEvent>), id: 7 }),
      }),
    });
    const onChanged = vi.fn();
    renderWithProviders(<EventList onChanged={onChanged} />);
    const premiere = await screen.findByRole("region", { name: "Lagos premiere" });
    fireEvent.click(within(premiere).getByRole("button", { name: "Edit" }));
    const form = within(premiere).getByRole("form", { name: "Edit Lagos premiere" });
    expect(within(form).getByLabelText<HTMLInputElement>("Venue", { exact: false }).value).toBe(
      "Terra Kulture, Lagos",
    );
    type(form, "Venue", "  ");
    type(form, "Title", "Lagos premiere (moved online)");
    fireEvent.click(within(form).getByRole("button", { name: "Save event" }));

    expect((await screen.findByText("Event saved.")).textContent).toBe("Event saved.");
    const body: UpdateEventBody = {
      title: "Lagos premiere (moved online)",
      description: "A night at the Terra Kulture.TEKAWith the cast.",
      artwork: "event-lagos-premiere_land.jpg",
      link: "/screenings",
      startsAt: "2027-03-31T18:00:00.000Z",
      venue: null,
      endDate: "2027-03-31T22:00:00.000Z",
    };
    expect(sent(api, "PATCH").map((call) => call.url)).toEqual(["/api/v1/admin/events/7"]);
    expect(sent(api, "PATCH").map((call) => call.body)).toEqual([body]);
    expect(onChanged).toHaveBeenCalledOnce();
    await waitFor(() => {
      expect(within(premiere).queryByRole("form")).toBeNull();
    });
  });

  it("says there is no event yet when there is none, and when the events could not be loaded", async () => {
    fakeApi({ [list]: { status: 200, body: { events: [] } satisfies AdminEventList } });
    const { queryClient } = renderWithProviders(<EventList onChanged={vi.fn()} />);
    await waitFor(() => {
      expect(queryClient.getQueryState(["event-admin"])?.status).toBe("success");
    });
    expect(screen.queryAllByRole("region")).toEqual([]);
    expect(
      screen.getByText("No event yet. Viewers see the ones you add in the Events dialog.")
        .textContent,
    ).toBeTruthy();
    expect(screen.queryByText("The events could not be loaded.")).toBeNull();
    expect(
      screen.getByText("Upcoming events show in the Events dialog until they end.").textContent,
    ).toBeTruthy();

    vi.unstubAllGlobals();
    fakeApi({ [list]: apiError(403, "auth/forbidden", "Admins only.") });
    renderWithProviders(<EventList onChanged={vi.fn()} />);
    expect((await screen.findByText("The events could not be loaded.")).textContent).toBeTruthy();
  });
});
