import { randomUUID } from "node:crypto";
import type {
  AdminEvent,
  AdminEventList,
  ApiError,
  AuditList,
  EventArtworkResult,
  EventsResponse,
} from "@tazama/contracts";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { withAdminAndViewer } from "../../../test/admin-and-viewer.ts";
import { type InjectMethod, type TestUser, injectAs } from "../../../test/accounts.ts";
import type { TestApp } from "../../../test/harness.ts";

let t: TestApp;
let admin: TestUser;
let viewer: TestUser;
const tag = randomUUID().slice(0, 6);

beforeAll(async () => {
  ({ t, admin, viewer } = await withAdminAndViewer({ adminName: "Event Planner" }));
});

const picture = (colour: string, width = 1600, height = 900) =>
  sharp({ create: { width, height, channels: 3, background: colour } })
    .png()
    .toBuffer();
const upload = (user: TestUser, body: Buffer) =>
  t.app.inject({
    method: "PUT",
    url: "/api/v1/admin/events/artwork",
    headers: { cookie: user.cookie, "content-type": "image/png" },
    payload: body,
  });
type Method = InjectMethod;
const call = (user: TestUser | null, method: Method, url: string, payload?: object) =>
  injectAs(t.app)(user, method, url, payload);

describe("the console's events", () => {
  it("viewers get 403 and nobody signed in 401", async () => {
    expect((await upload(viewer, await picture("#111111"))).statusCode).toBe(403);
    const routes: [Method, string, object?][] = [
      ["GET", "/api/v1/admin/events"],
      ["POST", "/api/v1/admin/events", { title: "Sneaky" }],
      ["PATCH", "/api/v1/admin/events/1", { title: "Sneaky" }],
    ];
    for (const [method, url, payload] of routes) {
      expect((await call(viewer, method, url, payload)).statusCode, url).toBe(403);
      expect((await call(null, method, url, payload)).statusCode, url).toBe(401);
    }
  });

  it("an admin uploads a picture, creates an event, and viewers get it; an edit shows too", async () => {
    const uploaded = await upload(admin, await picture("#c04020"));
    expect(uploaded.statusCode).toBe(200);
    const art = uploaded.json<EventArtworkResult>();
    expect(art.file).toMatch(/^event-[0-9a-f]{16}_land\.jpg$/);
    const served = await t.app.inject({
      url: `${art.url}?w=640`,
      headers: { accept: "image/jpeg" },
    });
    expect(served.statusCode).toBe(200);
    expect((await sharp(served.rawPayload).metadata()).width).toBe(640);

    const title = `Accra Film Night ${tag}`;
    const made = await call(admin, "POST", "/api/v1/admin/events", {
      title,
      description: "Short films under the stars. TEKA Bring a blanket.",
      artwork: art.file,
      link: "/movies",
      startsAt: "2027-02-01T18:00:00.000Z",
      venue: "Jamestown, Accra",
      endDate: "2027-02-01T23:00:00.000Z",
    });
    expect(made.statusCode).toBe(201);
    const event = made.json<AdminEvent>();
    expect(event).toMatchObject({ title, artwork: art.url, artworkFile: art.file });

    const publicList = await t.app.inject({ url: "/api/v1/events" });
    expect(publicList.json<EventsResponse>().events.map((e) => e.title)).toContain(title);

    const second = (await upload(admin, await picture("#2040c0"))).json<EventArtworkResult>();
    expect(second.file).not.toBe(art.file);
    const edited = await call(admin, "PATCH", `/api/v1/admin/events/${event.id}`, {
      artwork: second.file,
      venue: null,
      link: "https://example.org/accra-film-night",
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json<AdminEvent>()).toMatchObject({ artwork: second.url, venue: null });

    const listed = (await call(admin, "GET", "/api/v1/admin/events")).json<AdminEventList>();
    expect(listed.events.find((e) => e.id === event.id)?.link).toBe(
      "https://example.org/accra-film-night",
    );
    const audit = await call(admin, "GET", `/api/v1/admin/audit?targetId=${event.id}&action=event`);
    const entries = audit.json<AuditList>().entries;
    expect(entries.map((e) => e.action)).toEqual(["event.update", "event.create"]);
    expect(entries[0]!.before).toMatchObject({ venue: "Jamestown, Accra" });
  });

  it("refuses a picture that is not there, a bad link, times the wrong way round, and a taken title", async () => {
    const art = (await upload(admin, await picture("#30a050"))).json<EventArtworkResult>();
    const base = {
      title: `Kumasi Screening ${tag}`,
      description: "A screening in the garden city.",
      artwork: art.file,
      link: "/series",
      endDate: "2027-05-01T20:00:00.000Z",
    };
    const cases: [object, number, string?][] = [
      [{ ...base, artwork: "event-0000000000000000_land.jpg" }, 400, "events/no-artwork"],
      [{ ...base, artwork: "../secrets.jpg" }, 400],
      [{ ...base, link: "javascript:alert(1)" }, 400],
      [{ ...base, link: "http://insecure.example" }, 400],
      [{ ...base, startsAt: "2027-05-02T20:00:00.000Z" }, 400],
    ];
    for (const [body, status, code] of cases) {
      const res = await call(admin, "POST", "/api/v1/admin/events", body);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      if (code) expect(res.json<ApiError>().error.code).toBe(code);
    }
    expect((await call(admin, "POST", "/api/v1/admin/events", base)).statusCode).toBe(201);
    const again = await call(admin, "POST", "/api/v1/admin/events", {
      ...base,
      title: base.title.toUpperCase(),
    });
    expect(again.statusCode).toBe(409);
    const tooSmall = await upload(admin, await picture("#000000", 640, 360));
    expect(tooSmall.json<ApiError>().error.code).toBe("artwork/too-small");
    expect(
      (await call(admin, "PATCH", "/api/v1/admin/events/999999", { venue: null })).statusCode,
    ).toBe(404);
  });
});
