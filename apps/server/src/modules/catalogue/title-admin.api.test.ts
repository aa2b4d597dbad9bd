import type {
  AdminTitle,
  AdminTitleList,
  ApiError,
  AuditList,
  CatalogueResponse,
} from "@tazama/contracts";
import type { Database } from "@tazama/db";
import type { FastifyInstance } from "fastify";
import { beforeAll, describe, expect, it } from "vitest";
import {
  type InjectMethod,
  type TestUser,
  createTestUser,
  injectAs,
} from "../../../test/accounts.ts";
import { artworkOnDisk } from "../../../test/factories/artwork.ts";
import { addMediaAsset } from "../../../test/factories/media-asset.ts";
import { getTestApp } from "../../../test/harness.ts";

let app: FastifyInstance;
let database: Database;
let uploadsDir: string;
let admin: TestUser;
let viewer: TestUser;

beforeAll(async () => {
  const t = await getTestApp();
  ({ app, database } = t);
  uploadsDir = t.config.uploadsDir;
  admin = await createTestUser(app, database, { role: "admin", body: { name: "Tunde Editor" } });
  viewer = await createTestUser(app, database);
});

type Method = InjectMethod;
const call = (user: TestUser | null, method: Method, url: string, payload?: object) =>
  injectAs(app)(user, method, url, payload);
const catalogue = async () => {
  const res = await app.inject({ url: "/api/tazama-app-cache?build=1&platform=web" });
  return { etag: res.headers.etag, body: res.json<CatalogueResponse>() };
};
const NEW_FILM = {
  title: "Harmattan Lights",
  year: 2026,
  durationS: 5_820,
  synopsis: "A night bus from Kano to Lagos, and the strangers on it.",
  country: "Nigeria",
  language: "Hausa",
  genres: ["Drama"],
};

describe("the console's catalogue", () => {
  it("viewers get 403 and nobody signed in 401 on every route", async () => {
    const routes: [Method, string, object?][] = [
      ["GET", "/api/v1/admin/titles"],
      ["POST", "/api/v1/admin/titles", NEW_FILM],
      ["GET", "/api/v1/admin/titles/any"],
      ["PATCH", "/api/v1/admin/titles/any", { status: "published" }],
      ["PUT", "/api/v1/admin/titles/any/prices", { prices: [] }],
    ];
    for (const [method, url, payload] of routes) {
      expect((await call(viewer, method, url, payload)).statusCode, `${method} ${url}`).toBe(403);
      expect((await call(null, method, url, payload)).statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it("create a draft → price it → publish: listed once its video is ready (the catalogue's ETag changes); withdraw hides it again", async () => {
    const before = await catalogue();
    const created = await call(admin, "POST", "/api/v1/admin/titles", NEW_FILM);
    expect(created.statusCode, created.body).toBe(201);
    const film = created.json<AdminTitle>();
    expect(film).toMatchObject({ status: "draft", kind: "movie", genres: ["Drama"], prices: [] });
    expect((await catalogue()).body.content.some((c) => c.ref === film.ref)).toBe(false);

    // Not sellable yet: no price and not free.
    const early = await call(admin, "PATCH", `/api/v1/admin/titles/${film.ref}`, {
      status: "published",
    });
    expect(early.statusCode).toBe(409);
    expect(early.json<ApiError>().error.code).toBe("titles/not-sellable");

    const priced = await call(admin, "PUT", `/api/v1/admin/titles/${film.ref}/prices`, {
      prices: [
        { currency: "NGN", buyMinor: 250_000, rentMinor: 80_000 },
        { currency: "KES", buyMinor: 45_000, rentMinor: 15_000 },
      ],
    });
    expect(priced.statusCode, priced.body).toBe(200);
    expect(priced.json<AdminTitle>().currencies).toEqual(["KES", "NGN"]);

    // Priced, but with no art viewers would see broken images: refused until it has some.
    const bare = await call(admin, "PATCH", `/api/v1/admin/titles/${film.ref}`, {
      status: "published",
    });
    expect(bare.statusCode).toBe(409);
    expect(bare.json<ApiError>().error.code).toBe("titles/no-artwork");
    await artworkOnDisk(uploadsDir, film.ref);

    const published = await call(admin, "PATCH", `/api/v1/admin/titles/${film.ref}`, {
      status: "published",
      tagline: "Every seat tells a story",
    });
    expect(published.statusCode, published.body).toBe(200);
    // Priced with no video yet: off the listings, its page still there (ADR 0069).
    expect((await catalogue()).body.content.some((c) => c.ref === film.ref)).toBe(false);
    expect((await app.inject({ url: `/api/v1/content/${film.ref}` })).statusCode).toBe(200);
    // Its main video ready (ingest tells the catalogue so, as here): listed.
    await addMediaAsset(database, film.id);
    await app.listingsChanged();
    const after = await catalogue();
    expect(after.etag).not.toBe(before.etag);
    const listed = after.body.content.find((c) => c.ref === film.ref);
    expect(listed).toMatchObject({ title: "Harmattan Lights" });
    const search = await app.inject({ url: "/api/v1/search?q=harmattan" });
    expect(search.body).toContain(film.ref);

    // Published and paid: its last price cannot go.
    const unpriced = await call(admin, "PUT", `/api/v1/admin/titles/${film.ref}/prices`, {
      prices: [],
    });
    expect(unpriced.statusCode).toBe(409);

    await call(admin, "PATCH", `/api/v1/admin/titles/${film.ref}`, { status: "withdrawn" });
    expect((await catalogue()).body.content.some((c) => c.ref === film.ref)).toBe(false);

    const audit = (
      await call(admin, "GET", `/api/v1/admin/audit?targetId=${film.ref}`)
    ).json<AuditList>();
    expect(audit.entries.map((e) => e.action)).toEqual([
      "title.withdraw",
      "title.publish",
      "title.prices",
      "title.create",
    ]);
    expect(audit.entries[1]).toMatchObject({
      actorName: "Tunde Editor",
      before: { status: "draft", tagline: "" },
      after: { status: "published", tagline: "Every seat tells a story" },
    });
  });

  it("finds titles by folded words, filters by status, pages", async () => {
    const found = (
      await call(admin, "GET", "/api/v1/admin/titles?q=HARMATTAN&pageSize=10")
    ).json<AdminTitleList>();
    expect(found.titles.map((t) => t.title)).toContain("Harmattan Lights");
    const drafts = (
      await call(admin, "GET", "/api/v1/admin/titles?status=published&pageSize=100")
    ).json<AdminTitleList>();
    expect(drafts.total).toBeGreaterThan(50);
    expect(drafts.titles.every((t) => t.status === "published")).toBe(true);
    const page2 = (
      await call(admin, "GET", "/api/v1/admin/titles?pageSize=10&page=2&sort=title&dir=asc")
    ).json<AdminTitleList>();
    expect(page2.titles).toHaveLength(10);
    expect([...page2.titles.map((t) => t.title)].sort((a, b) => a.localeCompare(b))).toEqual(
      page2.titles.map((t) => t.title).sort((a, b) => a.localeCompare(b)),
    );
  });

  it("refuses bad input with 400 and changes nothing", async () => {
    const { titles } = (
      await call(admin, "GET", "/api/v1/admin/titles?status=published&pageSize=10")
    ).json<AdminTitleList>();
    const ref = titles[0]!.ref;
    const detail = (await call(admin, "GET", `/api/v1/admin/titles/${ref}`)).json<AdminTitle>();
    const bad: [Method, string, object][] = [
      ["PATCH", `/api/v1/admin/titles/${ref}`, {}],
      ["PATCH", `/api/v1/admin/titles/${ref}`, { year: 1492 }],
      ["PATCH", `/api/v1/admin/titles/${ref}`, { status: "archived" }],
      ["PATCH", `/api/v1/admin/titles/${ref}`, { genres: ["Not A Genre"] }],
      [
        "PUT",
        `/api/v1/admin/titles/${ref}/prices`,
        { prices: [{ currency: "NGN", buyMinor: 100, rentMinor: 200 }] },
      ],
      [
        "PUT",
        `/api/v1/admin/titles/${ref}/prices`,
        { prices: [{ currency: "NGN", buyMinor: 1.5, rentMinor: 1 }] },
      ],
      [
        "PUT",
        `/api/v1/admin/titles/${ref}/prices`,
        {
          prices: [
            { currency: "NGN", buyMinor: 100, rentMinor: 50 },
            { currency: "NGN", buyMinor: 200, rentMinor: 50 },
          ],
        },
      ],
      ["POST", "/api/v1/admin/titles", { ...NEW_FILM, durationS: -1 }],
    ];
    for (const [method, url, payload] of bad) {
      const res = await call(admin, method, url, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect((await call(admin, "GET", `/api/v1/admin/titles/${ref}`)).json<AdminTitle>()).toEqual(
      detail,
    );
    expect((await call(admin, "GET", "/api/v1/admin/titles/no-such-film")).statusCode).toBe(404);
  });
});
