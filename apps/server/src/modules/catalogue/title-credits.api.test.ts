import { randomUUID } from "node:crypto";
import type {
  AdminTitle,
  ApiError,
  AuditList,
  ContentDetail,
  PersonResponse,
} from "@tazama/contracts";
import { beforeAll, describe, expect, it } from "vitest";
import { withAdminAndViewer } from "../../../test/admin-and-viewer.ts";
import { type InjectMethod, type TestUser, injectAs } from "../../../test/accounts.ts";
import { artworkOnDisk } from "../../../test/factories/artwork.ts";
import type { TestApp } from "../../../test/harness.ts";

let t: TestApp;
let admin: TestUser;
let viewer: TestUser;
const tag = randomUUID().slice(0, 6);

beforeAll(async () => {
  ({ t, admin, viewer } = await withAdminAndViewer({ adminName: "Casting Desk" }));
});

type Method = InjectMethod;
const call = (user: TestUser | null, method: Method, url: string, payload?: object) =>
  injectAs(t.app)(user, method, url, payload);
const draft = async (body: object) => {
  const res = await call(admin, "POST", "/api/v1/admin/titles", {
    year: 2026,
    durationS: 2_700,
    synopsis: "Three sisters and a shop on Marina.",
    country: "Nigeria",
    language: "English",
    genres: ["Drama"],
    ...body,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<AdminTitle>();
};

describe("a title's cast and crew", () => {
  it("viewers get 403", async () => {
    const res = await call(viewer, "PUT", "/api/v1/admin/titles/any/credits", { credits: [] });
    expect(res.statusCode).toBe(403);
    const episode = await call(viewer, "POST", "/api/v1/admin/series/any/episodes", {});
    expect(episode.statusCode).toBe(403);
  });

  it("sets the cast in billing order and the crew, finds people by name and adds new ones; the title page shows them once published", async () => {
    const film = await draft({ title: `Marina Sisters ${tag}` });
    const known = `Funke Known ${tag}`;
    const res = await call(admin, "PUT", `/api/v1/admin/titles/${film.ref}/credits`, {
      credits: [
        { name: known, role: "actor", character: "Bisi" },
        { name: `Ada New ${tag}`, role: "actor", character: "Kemi" },
        { name: known, role: "director" },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const credits = res.json<AdminTitle>().credits;
    expect(credits.map((c) => [c.name, c.role, c.character])).toEqual([
      [known, "actor", "Bisi"],
      [`Ada New ${tag}`, "actor", "Kemi"],
      [known, "director", null],
    ]);
    // One person, found again by name in any case: the same page.
    expect(credits[0]!.slug).toBe(credits[2]!.slug);
    expect(credits[0]!.slug).toBe(`funke-known-${tag}`);

    const reordered = await call(admin, "PUT", `/api/v1/admin/titles/${film.ref}/credits`, {
      credits: [
        { name: `ada new ${tag}`.toUpperCase(), role: "actor", character: "Kemi" },
        { name: known, role: "actor", character: "Bisi" },
      ],
    });
    expect(reordered.json<AdminTitle>().credits.map((c) => c.slug)).toEqual([
      `ada-new-${tag}`,
      `funke-known-${tag}`,
    ]);

    await artworkOnDisk(t.config.uploadsDir, film.ref);
    const published = await call(admin, "PATCH", `/api/v1/admin/titles/${film.ref}`, {
      isFree: true,
      status: "published",
    });
    expect(published.statusCode, published.body).toBe(200);
    const page = await t.app.inject({ url: `/api/v1/content/${film.ref}` });
    const detail = page.json<{ content: ContentDetail }>().content;
    expect(detail.credits.map((c) => c.name)).toEqual([`Ada New ${tag}`, known]);
    const person = await t.app.inject({ url: `/api/v1/people/ada-new-${tag}` });
    expect(person.json<PersonResponse>().person.name).toBe(`Ada New ${tag}`);

    const audit = await call(
      admin,
      "GET",
      `/api/v1/admin/audit?targetId=${film.ref}&action=title.credits`,
    );
    const last = audit.json<AuditList>().entries[0]!;
    expect(last.after).toEqual({
      credits: [`Ada New ${tag} (actor: Kemi)`, `${known} (actor: Bisi)`],
    });
  });

  it("refuses a character for crew, a person twice in one role, and a short name", async () => {
    const film = await draft({ title: `Refused Credits ${tag}` });
    const bad = [
      [{ name: "Tunde Crew", role: "director", character: "Nobody" }],
      [
        { name: "Same Person", role: "actor", character: "A" },
        { name: "same person", role: "actor", character: "B" },
      ],
      [{ name: "X", role: "writer" }],
      [{ name: "Someone Real", role: "caterer" }],
    ];
    for (const credits of bad) {
      const res = await call(admin, "PUT", `/api/v1/admin/titles/${film.ref}/credits`, { credits });
      expect(res.statusCode, JSON.stringify(credits)).toBe(400);
      expect(res.json<ApiError>().error.message).toBeTruthy();
    }
  });
});

describe("series and their episodes", () => {
  it("creates a series with its first episode, then the next ones numbered on, as drafts", async () => {
    const first = await draft({ kind: "series", title: `Lekki Nights ${tag}` });
    expect(first).toMatchObject({
      kind: "episode",
      title: `Lekki Nights ${tag} Ep. 1`,
      seriesTitle: `Lekki Nights ${tag}`,
      episodeNumber: 1,
      status: "draft",
      genres: ["Drama"],
    });
    const seriesRef = first.seriesRef!;
    const next = await call(admin, "POST", `/api/v1/admin/series/${seriesRef}/episodes`, {
      synopsis: "The generator dies during the party.",
      durationS: 2_400,
    });
    expect(next.statusCode, next.body).toBe(201);
    expect(next.json<AdminTitle>()).toMatchObject({
      ref: `${seriesRef}-ep-2`,
      title: `Lekki Nights ${tag} Ep. 2`,
      episodeNumber: 2,
      year: 2026,
      country: "Nigeria",
      genres: ["Drama"],
      status: "draft",
    });
    const third = await call(admin, "POST", `/api/v1/admin/series/${seriesRef}/episodes`, {
      synopsis: "Morning after.",
      durationS: 2_500,
    });
    expect(third.json<AdminTitle>().episodeNumber).toBe(3);
    const list = await call(
      admin,
      "GET",
      `/api/v1/admin/titles?q=Lekki Nights ${tag}&kind=episode`,
    );
    expect(list.json<{ total: number }>().total).toBe(3);

    const missing = await call(admin, "POST", "/api/v1/admin/series/no-such-series/episodes", {
      synopsis: "Nothing.",
      durationS: 60,
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json<ApiError>().error.code).toBe("series/not-found");
  });
});
