import {
  EVENT_ADMIN_PATHS,
  adminEventSchema,
  createEventBodySchema,
  eventArtworkResultSchema,
} from "@tazama/contracts";
import { fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { apiError, fakeApi } from "../../../../test/fake-api.ts";
import { renderWithProviders } from "../../../../test/render.tsx";
import { EventForm } from "./event-form.tsx";

afterEach(() => {
  vi.unstubAllGlobals();
});

const type = (name: string, value: string) => {
  fireEvent.change(screen.getByLabelText(name, { exact: false }), { target: { value } });
};
const choosePicture = () => {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
  const file = new File([new Uint8Array([0xff, 0xd8, 0xff])], "poster.jpg", { type: "image/jpeg" });
  fireEvent.change(input, { target: { files: [file] } });
};
const saveButton = () => screen.getByRole<HTMLButtonElement>("button", { name: "Add event" });
const upload = `PUT ${EVENT_ADMIN_PATHS.artwork}`;

describe("the event form", () => {
  it("needs a picture first; then sends the event with its times as instants", async () => {
    fakeApi({
      [upload]: {
        status: 200,
        body: eventArtworkResultSchema.parse({
          file: "event-lagos-premiere_land.jpg",
          url: "/images/events/event-lagos-premiere_land.jpg",
        }),
      },
    });
    const onSave = vi.fn();
    renderWithProviders(
      <EventForm label="New event" submitLabel="Add event" busy={false} onSave={onSave} />,
    );
    expect(screen.getByText("Choose a picture first.").tagName).toBe("P");
    expect(saveButton().disabled).toBe(true);
    choosePicture();
    expect(
      (await screen.findByRole("img", { name: "The event's picture" })).getAttribute("src"),
    ).toContain("event-lagos-premiere_land.jpg");
    type("Title", " Lagos premiere ");
    type("Description", "A night at the Terra Kulture.TEKAWith the cast.");
    type("Button leads to", "/screenings");
    type("Venue", "");
    type("Starts", "2027-03-31T19:00");
    type("Ends", "2027-03-31T23:00");
    fireEvent.click(saveButton());
    expect(onSave).toHaveBeenCalledOnce();
    const body = onSave.mock.calls[0]![0] as object;
    expect(createEventBodySchema.safeParse(body).success).toBe(true);
    expect(body).toEqual({
      title: "Lagos premiere",
      description: "A night at the Terra Kulture.TEKAWith the cast.",
      artwork: "event-lagos-premiere_land.jpg",
      link: "/screenings",
      startsAt: new Date("2027-03-31T19:00").toISOString(),
      venue: null,
      endDate: new Date("2027-03-31T23:00").toISOString(),
    });
  });

  it("refuses an end before the start, and says why a picture was refused", async () => {
    fakeApi({
      [upload]: apiError(400, "events/bad-artwork", "The picture is smaller than 1280 × 720."),
    });
    const onSave = vi.fn();
    const event = adminEventSchema.parse({
      id: 4,
      title: "Film night",
      description: "Ten films in one night.",
      artwork: "/images/events/event-film-night_land.jpg",
      artworkFile: "event-film-night_land.jpg",
      link: "https://example.org/film-night",
      startsAt: "2027-05-01T18:00:00.000Z",
      venue: "Nairobi",
      endDate: "2027-05-02T02:00:00.000Z",
    });
    renderWithProviders(
      <EventForm
        event={event}
        label="Edit event"
        submitLabel="Add event"
        busy={false}
        onSave={onSave}
      />,
    );
    type("Ends", "2027-04-30T10:00");
    expect(screen.getByText("It cannot end before it starts").tagName).toBe("P");
    expect(saveButton().disabled).toBe(true);
    choosePicture();
    expect(
      (await screen.findByText("The picture is smaller than 1280 × 720.")).getAttribute("role"),
    ).toBe("status");
    expect(onSave).not.toHaveBeenCalled();
  });
});
