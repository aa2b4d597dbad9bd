import { notifications } from "@mantine/notifications";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeApi, networkFailure } from "../../../test/fake-api.ts";
import { renderWithProviders } from "../../../test/render.tsx";
import type { EventItem } from "@tazama/contracts";
import { AnimationDayPage } from "./animation-day-page.tsx";

const REGISTER = "POST /api/v1/registrations/animation-day";

function respondWith(status: number, body: unknown) {
  return fakeApi({ [REGISTER]: { status, body } });
}

const input = (label: RegExp) => screen.getByRole("textbox", { name: label });

async function fill(values: { name?: string; email?: string; phone?: string; org?: string }) {
  const user = userEvent.setup();
  const fields: [RegExp, string | undefined][] = [
    [/^Name/, values.name],
    [/^Email/, values.email],
    [/^Phone/, values.phone],
    [/^Organisation/, values.org],
  ];
  for (const [label, value] of fields) {
    if (!value) continue;
    await user.click(input(label));
    await user.paste(value);
  }
  await user.click(screen.getByRole("button", { name: "Register" }));
}

const EVENT: EventItem = {
  id: 1,
  title: "International Animation Day Screening",
  description: "A free afternoon of African animated shorts.",
  artwork: "/content/uploads/event-animation-day_land.jpg",
  link: "/international-animation-day-registration",
  startsAt: "2025-10-28T13:00:00.000Z",
  venue: "Freedom Park, Lagos Island, Lagos",
  endDate: "2025-10-28T23:59:59.000Z",
};
/** A week before the day: sign-ups are open. */
const OPEN = { event: EVENT, loading: false, now: Date.parse("2025-10-21T09:00:00Z") };

const AMINA = { name: "Amina Njeri", email: "Amina@Example.com", phone: "+254 712 345 678" };

afterEach(() => {
  notifications.clean();
  vi.unstubAllGlobals();
});

describe("AnimationDayPage", () => {
  it("shows the day's date and venue above the form while sign-ups are open", () => {
    renderWithProviders(<AnimationDayPage {...OPEN} />);
    const where = screen.getByRole("region", { name: "When and where" });
    expect(where.textContent).toContain("Tuesday, 28 October 2025");
    expect(where.textContent).toContain("Freedom Park, Lagos Island, Lagos");
    expect(where.querySelector("time")?.getAttribute("dateTime")).toBe(EVENT.startsAt);
    expect(screen.getByRole("button", { name: "Register" })).toBeTruthy();
  });

  it("says Registration has closed, with no form, once the event has ended", () => {
    renderWithProviders(<AnimationDayPage {...OPEN} now={Date.parse("2025-10-29T00:00:00Z")} />);
    expect(screen.getByText("Registration has closed")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Register" })).toBeNull();
    expect(screen.queryByRole("textbox")).toBeNull();
  });

  it("shows the heading, the screening and the fields", () => {
    renderWithProviders(<AnimationDayPage {...OPEN} />);
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe(
      "International Animation Day",
    );
    expect(screen.getByText(/free screening of African animated shorts/)).toBeTruthy();
    expect(input(/^Phone/).getAttribute("placeholder")).toBe("+254712345678");
    expect(input(/^Organisation/).hasAttribute("required")).toBe(false);
  });

  it("names every missing or malformed field and sends nothing", async () => {
    const api = respondWith(201, {});
    renderWithProviders(<AnimationDayPage {...OPEN} />);
    await fill({});
    expect(screen.getByText("Enter your name (at least 2 characters).")).toBeTruthy();
    expect(screen.getByText("Enter a valid email address.")).toBeTruthy();
    expect(
      screen.getByText("Enter your phone number in international format, e.g. +254712345678."),
    ).toBeTruthy();
    expect(input(/^Name/).getAttribute("aria-invalid")).toBe("true");
    expect(document.activeElement).toBe(input(/^Name/));

    await fill({ name: "Amina", email: "amina@", phone: "0712345678", org: "x".repeat(161) });
    expect(screen.queryByText("Enter your name (at least 2 characters).")).toBeNull();
    expect(screen.getByText("Enter a valid email address.")).toBeTruthy();
    expect(screen.getByText(/^Enter your phone number/)).toBeTruthy();
    expect(screen.getByText("Organisation must be at most 160 characters.")).toBeTruthy();
    expect(api.calls).toHaveLength(0);
  });

  it("registers, shows a success toast and resets the form", async () => {
    const api = respondWith(201, {
      registration: {
        id: 7,
        name: "Amina Njeri",
        email: "amina@example.com",
        createdAt: "2026-01-15T12:00:00.000Z",
      },
    });
    renderWithProviders(<AnimationDayPage {...OPEN} />);
    await fill({ ...AMINA, org: "Kibera Animation Club" });

    expect(
      await screen.findByText("You're registered for International Animation Day. See you there!"),
    ).toBeTruthy();
    const [call] = api.calls;
    expect(call?.url).toBe("/api/v1/registrations/animation-day");
    expect(call?.method).toBe("POST");
    expect(call?.body).toEqual({
      name: "Amina Njeri",
      email: "amina@example.com",
      phone: "+254712345678",
      organisation: "Kibera Animation Club",
    });
    await waitFor(() => {
      expect((input(/^Name/) as HTMLInputElement).value).toBe("");
    });
    expect((input(/^Email/) as HTMLInputElement).value).toBe("");
    expect((input(/^Organisation/) as HTMLInputElement).value).toBe("");
  });

  it("shows the server's message under Email when the email is already registered", async () => {
    const message = "This email is already registered for International Animation Day.";
    respondWith(409, { error: { code: "registration/already-registered", message } });
    renderWithProviders(<AnimationDayPage {...OPEN} />);
    await fill(AMINA);

    expect(await screen.findByText(message)).toBeTruthy();
    const email = input(/^Email/);
    expect(email.getAttribute("aria-invalid")).toBe("true");
    expect(email.getAttribute("aria-describedby")).toContain(
      screen.getByText(message).getAttribute("id") ?? "missing",
    );
    expect((email as HTMLInputElement).value).toBe(AMINA.email);
    expect(screen.queryByText(/You're registered/)).toBeNull();
  });

  it("shows any other failure as a notification and keeps the values", async () => {
    respondWith(500, {
      error: { code: "internal", message: "Something went wrong on our side. Please try again." },
    });
    renderWithProviders(<AnimationDayPage {...OPEN} />);
    await fill(AMINA);

    expect(await screen.findByText("Registration failed")).toBeTruthy();
    expect(screen.getByText("Something went wrong on our side. Please try again.")).toBeTruthy();
    expect((input(/^Name/) as HTMLInputElement).value).toBe(AMINA.name);
  });

  it("reports a network failure", async () => {
    fakeApi({ [REGISTER]: networkFailure });
    renderWithProviders(<AnimationDayPage {...OPEN} />);
    await fill(AMINA);
    expect(await screen.findByText("Network Error")).toBeTruthy();
  });
});
